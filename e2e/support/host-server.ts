import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { E2E_STATE_DIR, ROOT } from './paths';
import { E2E_PORTS } from './ports';

const REMOTES = ['account', 'professional', 'employer', 'educator'] as const;
export type RemoteName = (typeof REMOTES)[number];

/**
 * A second host's server that a test starts itself, as an operator would: the given build (`DIST_DIR`)
 * on its own port, the stack's api and remotes, and its own `PORTAL_CONFIG_FILE` to repoint a remote.
 */
export async function startHostServer(options: { port: number; distDir: string; name: string }) {
  const configFile = resolve(E2E_STATE_DIR, `host-config-${options.name}.json`);
  writeFileSync(configFile, '{}');
  const remoteUrls = Object.fromEntries(
    REMOTES.map((remote) => [`REMOTE_${remote.toUpperCase()}_URL`, manifestUrl(E2E_PORTS[remote])]),
  );
  const child: ChildProcess = spawn(process.execPath, ['server/index.mjs'], {
    cwd: resolve(ROOT, 'host'),
    env: {
      ...process.env,
      ...remoteUrls,
      PORT: String(options.port),
      API_URL: `http://127.0.0.1:${E2E_PORTS.api}`,
      DIST_DIR: options.distDir,
      PORTAL_CONFIG_FILE: configFile,
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${options.port}/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`host server on ${options.port} did not start`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    child,
    url: `http://localhost:${options.port}`,
    /** Points one or more remotes of this host elsewhere; the server re-reads the file on change. */
    pointRemotes(remotes: Partial<Record<RemoteName, number>>) {
      const urls = Object.fromEntries(
        Object.entries(remotes).map(([name, port]) => [name, manifestUrl(port)]),
      );
      writeFileSync(configFile, JSON.stringify({ remotes: urls }));
    },
  };
}

export const manifestUrl = (port: number) => `http://localhost:${port}/mf-manifest.json`;
