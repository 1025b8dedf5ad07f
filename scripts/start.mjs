// `npm start`: installs what is missing, builds the apps when they have no build yet, and starts the
// api (embedded PostgreSQL with demo data), the host and the four remotes on their own ports.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT, defaultPorts, ensureBuilds, pnpm, startStack } from './stack.mjs';

if (!existsSync(resolve(ROOT, 'node_modules/.modules.yaml'))) pnpm('install --frozen-lockfile');
ensureBuilds({ rebuild: process.argv.includes('--rebuild') });

const ports = defaultPorts();
const stop = await startStack({ ports });
console.log(`\nHet portaal draait op http://localhost:${ports.host} (api op http://localhost:${ports.api}).`);
console.log('Demo-accounts: zie README.md. Stoppen met Ctrl+C.\n');
for (const signal of ['SIGINT', 'SIGTERM']) {
  // Exit once every server has ended, so a restart right after finds its ports free.
  process.on(signal, () => void stop().then(() => process.exit(0)));
}
