import { readFile } from 'node:fs/promises';
import { printPortalSchema, SCHEMA_FILE } from '../schema-file';

describe('schema.graphql', () => {
  it('matches the schema the code builds (run `pnpm --filter @portal/api run schema:print`)', async () => {
    expect(await readFile(SCHEMA_FILE, 'utf8')).toBe(printPortalSchema());
  });
});
