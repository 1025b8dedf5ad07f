/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

// graphql-codegen's plugins are ES modules that jest on Node 20 cannot load, so the check runs the
// generator itself in a child process (the same script as `pnpm codegen`).
const GENERATOR = resolve(__dirname, '../../../build/generate-operation-types.cjs');

describe('the generated operation types', () => {
  it('match api/schema.graphql and the operations as written (run `pnpm codegen` if not)', () => {
    const run = spawnSync(process.execPath, [GENERATOR, '--check'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  }, 60_000);
});
