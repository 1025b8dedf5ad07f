// Starts the whole portal as separate processes: the api, the host's server and one static server per
// remote, each on its own port. Used by `npm start` and by the browser tests (with other ports).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The one list of remotes: their folders and default ports. */
const REMOTES = JSON.parse(readFileSync(resolve(ROOT, 'shared/remotes.json'), 'utf8'));
const eachRemote = (pick) =>
  Object.fromEntries(Object.entries(REMOTES).map(([name, remote]) => [name, pick(remote)]));

export const REMOTE_FOLDERS = eachRemote((remote) => remote.folder);

export function defaultPorts() {
  return { api: 4000, host: 8080, ...eachRemote((remote) => remote.devPort) };
}

function run(name, command, args, options) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}] `;
  const forward = (stream, target) =>
    stream.on('data', (chunk) => {
      if (options.quiet) return;
      for (const line of chunk.toString().split('\n')) if (line.trim()) target.write(prefix + line + '\n');
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  return child;
}

export async function waitForHttp(url, timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} antwoordde niet binnen ${timeoutMs / 1000} s`);
}

export function startRemote(remote, port, { distDir = 'dist', quiet = false } = {}) {
  return run(`remote-${remote}`, process.execPath, [resolve(ROOT, 'scripts/serve-static.mjs'), distDir], {
    cwd: resolve(ROOT, REMOTE_FOLDERS[remote]),
    env: { PORT: String(port) },
    quiet,
  });
}

/** Starts everything and resolves when every part answers; returns a function that stops it all. */
export async function startStack({ ports = defaultPorts(), apiEnv = {}, hostEnv = {}, quiet = false } = {}) {
  const children = [];
  children.push(
    run('api', process.execPath, [resolve(ROOT, 'api/node_modules/tsx/dist/cli.mjs'), 'src/server.ts'], {
      cwd: resolve(ROOT, 'api'),
      env: {
        PORT: String(ports.api),
        PORTAL_URL: `http://localhost:${ports.host}`,
        // The host forwards /payments/ too: the payment pages live on the portal's own origin.
        API_PUBLIC_URL: `http://localhost:${ports.host}`,
        // The local test provider (its checkout page chooses the outcome): never on in production.
        PAYMENT_PROVIDER: 'test',
        ...apiEnv,
      },
      quiet,
    }),
  );
  for (const remote of Object.keys(REMOTE_FOLDERS))
    children.push(startRemote(remote, ports[remote], { quiet }));
  const remoteUrls = Object.fromEntries(
    Object.keys(REMOTE_FOLDERS).map((remote) => [
      `REMOTE_${remote.toUpperCase()}_URL`,
      `http://localhost:${ports[remote]}/mf-manifest.json`,
    ]),
  );
  children.push(
    run('host', process.execPath, ['server/index.mjs'], {
      cwd: resolve(ROOT, 'host'),
      env: { PORT: String(ports.host), API_URL: `http://127.0.0.1:${ports.api}`, ...remoteUrls, ...hostEnv },
      quiet,
    }),
  );
  const stop = () => children.forEach((child) => child.kill('SIGTERM'));
  try {
    await waitForHttp(`http://127.0.0.1:${ports.api}/health`, 120000);
    await waitForHttp(`http://127.0.0.1:${ports.host}/health`);
    for (const remote of Object.keys(REMOTE_FOLDERS)) {
      await waitForHttp(`http://127.0.0.1:${ports[remote]}/mf-manifest.json`);
    }
  } catch (error) {
    stop();
    throw error;
  }
  return stop;
}
