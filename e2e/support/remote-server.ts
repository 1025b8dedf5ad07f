import type { RemoteName } from './ports';
import { loadStack, QUIET } from './stack';

/**
 * A remote's static server that a test starts and stops itself (to take one remote down, or to serve
 * another build of it); resolves once its manifest answers.
 */
export async function startRemoteServer(remote: RemoteName, distDir: string, port: number) {
  const { startRemote } = await loadStack();
  const server = startRemote(remote, port, { distDir, quiet: QUIET });
  await server.ready;
  return server;
}
