import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { ROOT } from './paths';

/** A remote's static server that a test starts and stops itself (to take one remote down). */
export async function startRemoteServer(
  folder: string,
  distDir: string,
  port: number,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [resolve(ROOT, 'scripts/serve-static.mjs'), distDir], {
    cwd: resolve(ROOT, folder),
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/mf-manifest.json`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill();
  throw new Error(`remote server on ${port} did not start`);
}

export function stopRemoteServer(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}
