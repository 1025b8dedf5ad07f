/** `pnpm --filter @portal/api run schema:print`: writes schema.graphql from the code. */
import { writeFile } from 'node:fs/promises';
import { SCHEMA_FILE, printPortalSchema } from '../schema-file';

writeFile(SCHEMA_FILE, printPortalSchema())
  .then(() => console.log(`Geschreven: ${SCHEMA_FILE}`))
  .catch((error: unknown) => {
    console.error('Schema schrijven is mislukt:', error);
    process.exit(1);
  });
