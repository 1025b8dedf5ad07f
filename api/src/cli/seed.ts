/** `pnpm seed`: adds the demo accounts that do not exist yet (PGlite: only while the api is stopped). */
import { loadConfig } from '../config/env';
import { openConfiguredDatabase } from '../db/open-configured';
import { DEMO_PASSWORD, seedDemoData } from '../db/seed/demo-data';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const { created, skipped } = await seedDemoData(database.db);
    for (const email of created) console.log(`Aangemaakt: ${email}`);
    for (const email of skipped) console.log(`Bestond al: ${email}`);
    console.log(`Klaar. Wachtwoord van de demo-accounts: ${DEMO_PASSWORD}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('Demodata aanmaken is mislukt:', error instanceof Error ? error.message : error);
  process.exit(1);
});
