/** `pnpm seed`: adds the demo accounts that do not exist yet. */
import { loadConfig } from '../config/env';
import { openConfiguredDatabase } from '../db/open-configured';
import { DEMO_PASSWORD, seedDemoData } from '../db/seed/demo-data';
import { findRunningApi, processIsAlive } from '../staff/running-api';

async function main(): Promise<number> {
  const config = loadConfig();
  const api = await findRunningApi(config);
  if (!config.databaseUrl && processIsAlive(api.pid)) {
    // The embedded database belongs to the running api (STACK.md trap 11); it seeds at start anyway.
    console.error(
      `De api draait (proces ${api.pid}) en heeft de ingebouwde database in gebruik. Stop de api eerst.`,
    );
    return 1;
  }
  const database = await openConfiguredDatabase(config);
  try {
    const { created, skipped } = await seedDemoData(database.db);
    for (const email of created) console.log(`Aangemaakt: ${email}`);
    for (const email of skipped) console.log(`Bestond al: ${email}`);
    console.log(`Klaar. Wachtwoord van de demo-accounts: ${DEMO_PASSWORD}`);
    return 0;
  } finally {
    await database.close();
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error('Demodata aanmaken is mislukt:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
