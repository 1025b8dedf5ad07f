// Starts the whole portal as separate processes: the api, the host's server and one static server per
// remote, each on its own port. Used by `npm start` and by the browser tests (with other ports).
import { execSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The one list of remotes: their folders and default ports. */
const REMOTES = JSON.parse(readFileSync(resolve(ROOT, 'shared/src/routes/remotes.json'), 'utf8'));
const eachRemote = (pick) =>
  Object.fromEntries(Object.entries(REMOTES).map(([name, remote]) => [name, pick(remote)]));

export const REMOTE_FOLDERS = eachRemote((remote) => remote.folder);

/** Runs `pnpm <args>` at the root, with pnpm or without it installed (scripts/lib-pnpm.sh). */
export function pnpm(args) {
  execSync(`bash -c 'source scripts/lib-pnpm.sh && $PNPM ${args}'`, { cwd: ROOT, stdio: 'inherit' });
}

/** Builds the host and the remotes when one of them has no build yet (or always, with `rebuild`). */
export function ensureBuilds({ rebuild = false } = {}) {
  const apps = ['host', ...Object.values(REMOTE_FOLDERS)];
  if (rebuild || apps.some((app) => !existsSync(resolve(ROOT, app, 'dist', 'mf-manifest.json')))) {
    console.log('Geen (volledige) build gevonden: pnpm build');
    pnpm('build');
  }
}

export function defaultPorts() {
  return { api: 4000, host: 8080, ...eachRemote((remote) => remote.devPort) };
}

/**
 * `options.niceness`: the process runs at that lower CPU priority (Linux's nice; elsewhere as it is), so
 * a measurement beside it (pnpm lighthouse) times the page rather than the servers that answer it.
 */
function run(name, command, args, options) {
  const lowered = options.niceness && process.platform === 'linux';
  const child = spawn(
    lowered ? 'nice' : command,
    lowered ? ['-n', String(options.niceness), command, ...args] : args,
    {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
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

/** The manifest a host loads a remote by. */
export const manifestUrl = (port) => `http://localhost:${port}/mf-manifest.json`;

const STOP_TIMEOUT_MS = 10_000;

/**
 * One of the portal's processes: `ready` resolves once `healthUrl` answers, or rejects after stopping
 * the process, so a server that failed to start leaves nothing behind; `stop` resolves once the process
 * has ended and its port is free again.
 */
function startServer(name, args, options, healthUrl, timeoutMs = 60000) {
  const child = run(name, process.execPath, args, options);
  const ready = waitForHttp(healthUrl, timeoutMs).catch((error) => {
    child.kill('SIGTERM');
    throw error;
  });
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      // A server that does not end on SIGTERM would keep its port from the next test run.
      const stubborn = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      child.once('exit', () => {
        clearTimeout(stubborn);
        done();
      });
      child.kill('SIGTERM');
    });
  return { child, ready, stop };
}

/**
 * Serves a folder of static files as the remotes' servers do (scripts/serve-static.mjs); ready once
 * `readyPath` answers.
 */
export function serveStatic(name, dir, port, { quiet = false, readyPath = '/', niceness = 0 } = {}) {
  return startServer(
    name,
    [resolve(ROOT, 'scripts/serve-static.mjs'), dir],
    { cwd: ROOT, env: { PORT: String(port) }, quiet, niceness },
    `http://127.0.0.1:${port}${readyPath}`,
  );
}

/** A remote's static server for the build in `distDir` of its folder. */
export function startRemote(remote, port, { distDir = 'dist', quiet = false, niceness = 0 } = {}) {
  return serveStatic(`remote-${remote}`, resolve(ROOT, REMOTE_FOLDERS[remote], distDir), port, {
    quiet,
    niceness,
    readyPath: '/mf-manifest.json',
  });
}

/**
 * The host's server on `port`, talking to the api on `apiPort` and loading each remote from its port in
 * `remotePorts`; `env` adds to that (DIST_DIR for another build, PORTAL_CONFIG_FILE).
 */
export function startHost(port, { apiPort, remotePorts, env = {}, quiet = false, niceness = 0 }) {
  const remoteUrls = Object.fromEntries(
    Object.keys(REMOTE_FOLDERS).map((remote) => [
      `REMOTE_${remote.toUpperCase()}_URL`,
      manifestUrl(remotePorts[remote]),
    ]),
  );
  return startServer(
    'host',
    ['server/index.mjs'],
    {
      cwd: resolve(ROOT, 'host'),
      env: { PORT: String(port), API_URL: `http://127.0.0.1:${apiPort}`, ...remoteUrls, ...env },
      quiet,
      niceness,
    },
    `http://127.0.0.1:${port}/health`,
  );
}

function startApi(port, { hostPort, env = {}, quiet = false, niceness = 0 }) {
  return startServer(
    'api',
    [resolve(ROOT, 'api/node_modules/tsx/dist/cli.mjs'), 'src/server.ts'],
    {
      cwd: resolve(ROOT, 'api'),
      env: {
        PORT: String(port),
        PORTAL_URL: `http://localhost:${hostPort}`,
        // The host forwards /payments/ too: the payment pages live on the portal's own origin.
        API_PUBLIC_URL: `http://localhost:${hostPort}`,
        // The local test provider (its checkout page chooses the outcome): never on in production, so
        // this local stack (npm start, the browser tests) opts in explicitly (the api runs as production).
        PAYMENT_PROVIDER: 'test',
        ALLOW_TEST_PAYMENTS: '1',
        ...env,
      },
      quiet,
      niceness,
    },
    `http://127.0.0.1:${port}/health`,
    // It answers only after migrating its database (and seeding demo data into an empty one).
    120000,
  );
}

/**
 * Starts everything and resolves when every part answers; returns a function that stops it all and
 * resolves once every process has ended, so the next run finds its ports free.
 */
export async function startStack({
  ports = defaultPorts(),
  apiEnv = {},
  hostEnv = {},
  quiet = false,
  niceness = 0,
} = {}) {
  const servers = [
    startApi(ports.api, { hostPort: ports.host, env: apiEnv, quiet, niceness }),
    ...Object.keys(REMOTE_FOLDERS).map((remote) => startRemote(remote, ports[remote], { quiet, niceness })),
    startHost(ports.host, { apiPort: ports.api, remotePorts: ports, env: hostEnv, quiet, niceness }),
  ];
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
  try {
    await Promise.all(servers.map((server) => server.ready));
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
