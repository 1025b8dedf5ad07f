import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { E2E_PORTS } from './ports';
import { E2E_STATE_DIR, HOST_CONFIG_FILE, NEXT_BUILD_DIR, NEXT_BUILD_VERSION, ROOT } from './paths';
import { ensureSkewBuilds } from './skew-builds';

/**
 * Starts the api on a fresh embedded database, the host and the four remotes from their production
 * builds, and builds a second, differently labelled build of the professional remote for the
 * roll-out test and the builds of the version-skew tests (cached between runs). Returns the teardown.
 */
export default async function globalSetup() {
  rmSync(E2E_STATE_DIR, { recursive: true, force: true });
  mkdirSync(E2E_STATE_DIR, { recursive: true });
  writeFileSync(HOST_CONFIG_FILE, '{}');

  execFileSync(
    process.execPath,
    [resolve(ROOT, 'remote-professional/node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'],
    {
      cwd: resolve(ROOT, 'remote-professional'),
      env: { ...process.env, APP_VERSION: NEXT_BUILD_VERSION, OUTPUT_DIR: NEXT_BUILD_DIR },
      stdio: 'ignore',
    },
  );

  await ensureSkewBuilds();

  const { startStack } = (await import(resolve(ROOT, 'scripts/stack.mjs'))) as {
    startStack: (options: object) => Promise<() => void>;
  };
  const stop = await startStack({
    ports: E2E_PORTS,
    apiEnv: {
      DATA_DIR: resolve(E2E_STATE_DIR, 'data'),
      NODE_ENV: 'production',
      STAFF_SECRET: 'e2e-staff-secret',
    },
    hostEnv: { PORTAL_CONFIG_FILE: HOST_CONFIG_FILE },
    quiet: !process.env.E2E_VERBOSE,
  });
  return () => stop();
}
