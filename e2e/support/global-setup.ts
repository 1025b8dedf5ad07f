import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { E2E_PORTS } from './ports';
import { E2E_STATE_DIR, HOST_CONFIG_FILE } from './paths';
import { ensureSkewBuilds } from './skew-builds';
import { loadStack, QUIET } from './stack';

/**
 * Makes the other builds the tests serve besides the production builds (support/skew-builds.ts: the
 * roll-out build of the professional remote and the version-skew builds, cached by their sources), then
 * starts the api on a fresh embedded database, the host and the four remotes. Returns the teardown.
 */
export default async function globalSetup() {
  rmSync(E2E_STATE_DIR, { recursive: true, force: true });
  mkdirSync(E2E_STATE_DIR, { recursive: true });
  writeFileSync(HOST_CONFIG_FILE, '{}');

  await ensureSkewBuilds();

  const { startStack } = await loadStack();
  const stop = await startStack({
    ports: E2E_PORTS,
    apiEnv: {
      DATA_DIR: resolve(E2E_STATE_DIR, 'data'),
      NODE_ENV: 'production',
      STAFF_SECRET: 'e2e-staff-secret',
      // The whole browser run comes from 127.0.0.1, and the default ten an hour would cap it at
      // ten new accounts; the limit itself is the api's tests' to check.
      ACCOUNTS_PER_CLIENT_PER_HOUR: '1000',
    },
    hostEnv: { PORTAL_CONFIG_FILE: HOST_CONFIG_FILE },
    quiet: QUIET,
  });
  return () => stop();
}
