import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './paths';

/**
 * The portal's one way of starting its servers, scripts/stack.mjs (also behind `pnpm start`), for the
 * global setup and the tests that start servers of their own. Loaded by path at run time: scripts/ is
 * tooling of the workspace root, not a package e2e can depend on, and lint keeps relative imports
 * inside their package. The types still come from the script itself (allowJs in tsconfig.json).
 */
export const loadStack = (): Promise<typeof import('../../scripts/stack.mjs')> =>
  import(pathToFileURL(resolve(ROOT, 'scripts/stack.mjs')).href);

/** The servers' own output only with E2E_VERBOSE set: it would drown the test report. */
export const QUIET = !process.env.E2E_VERBOSE;
