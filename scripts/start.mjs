// `npm start`: installs what is missing, builds the apps when they have no build yet, and starts the
// api (embedded PostgreSQL with demo data), the host and the four remotes on their own ports.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { REMOTE_FOLDERS, ROOT, defaultPorts, startStack } from './stack.mjs';

const pnpm = (args) =>
  execSync(`bash -c 'source scripts/lib-pnpm.sh && $PNPM ${args}'`, { cwd: ROOT, stdio: 'inherit' });

if (!existsSync(resolve(ROOT, 'node_modules/.modules.yaml'))) pnpm('install --frozen-lockfile');
const apps = ['host', ...Object.values(REMOTE_FOLDERS)];
if (process.argv.includes('--rebuild') || apps.some((app) => !existsSync(resolve(ROOT, app, 'dist'))))
  pnpm('build');

const ports = defaultPorts();
const stop = await startStack({ ports });
console.log(`\nHet portaal draait op http://localhost:${ports.host} (api op http://localhost:${ports.api}).`);
console.log('Demo-accounts: zie README.md. Stoppen met Ctrl+C.\n');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stop();
    process.exit(0);
  });
}
