import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { E2E_STATE_DIR, ROOT } from './paths';
import { E2E_PORTS } from './ports';

/** The demo staff account that gives the browser tests' staff commands (`--by`, required). */
export const E2E_STAFF_MEMBER = 'medewerker@demo.nl';

/**
 * Runs `pnpm staff <args>` against the test stack's api, as staff would on a running portal, given by
 * the demo staff member unless the arguments name one with `--by`.
 */
export function staff(...args: string[]): string {
  const given = args.includes('--by') ? args : [...args, '--by', E2E_STAFF_MEMBER];
  return execFileSync(
    process.execPath,
    [resolve(ROOT, 'api/node_modules/tsx/dist/cli.mjs'), 'src/cli/staff.ts', ...given],
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
