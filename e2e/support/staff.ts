import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { E2E_STATE_DIR, ROOT } from './paths';
import { E2E_PORTS } from './ports';

/** Runs `pnpm staff <args>` against the test stack's api, as staff would on a running portal. */
export function staff(...args: string[]): string {
  return execFileSync(
    process.execPath,
    [resolve(ROOT, 'api/node_modules/tsx/dist/cli.mjs'), 'src/cli/staff.ts', ...args],
    {
      cwd: resolve(ROOT, 'api'),
      env: {
        ...process.env,
        DATA_DIR: resolve(E2E_STATE_DIR, 'data'),
        STAFF_SECRET: 'e2e-staff-secret',
        PORT: String(E2E_PORTS.api),
        PORTAL_URL: `http://localhost:${E2E_PORTS.host}`,
      },
      encoding: 'utf8',
    },
  );
}
