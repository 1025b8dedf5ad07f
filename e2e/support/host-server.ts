import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pointRemotes } from './host-config';
import { E2E_STATE_DIR } from './paths';
import { E2E_PORTS, type RemoteName } from './ports';
import { loadStack, QUIET } from './stack';

/**
 * A second host's server that a test starts itself, as an operator would: the given build (`DIST_DIR`)
 * on its own port, the stack's api and remotes, and its own `PORTAL_CONFIG_FILE` to repoint a remote.
 */
export async function startHostServer(options: { port: number; distDir: string; name: string }) {
  const configFile = resolve(E2E_STATE_DIR, `host-config-${options.name}.json`);
  writeFileSync(configFile, '{}');
  const { startHost } = await loadStack();
  const server = startHost(options.port, {
    apiPort: E2E_PORTS.api,
    remotePorts: E2E_PORTS,
    env: { DIST_DIR: options.distDir, PORTAL_CONFIG_FILE: configFile },
    quiet: QUIET,
  });
  await server.ready;
  return {
    ...server,
    url: `http://localhost:${options.port}`,
    /** Points one or more remotes of this host elsewhere. */
    pointRemotes: (remotes: Partial<Record<RemoteName, number>>) => pointRemotes(configFile, remotes),
  };
}
