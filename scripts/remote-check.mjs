// `pnpm remote:check <manifest-url> [--host <manifest-url>]`: would the host run this remote build?
// Compares the `shared` list of a remote's mf-manifest.json with the host's (host/dist/mf-manifest.json
// by default, or a running host's /mf-manifest.json) by the rule the host applies before it loads a
// remote (docs/decisions/0008-versions-per-shared-package.md). Prints per shared module whether it is
// shared, loaded as the remote's own copy, or refused and why; exits 1 when the host would refuse.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { judgeRemote } = createRequire(import.meta.url)(resolve(ROOT, 'shared/build/share-compatibility.cjs'));
const DEFAULT_HOST_MANIFEST = resolve(ROOT, 'host/dist/mf-manifest.json');
const USAGE = 'Gebruik: pnpm remote:check <manifest-url van de remote> [--host <manifest-url van de host>]';
const LABELS = { shared: 'gedeeld', 'own-copy': 'eigen kopie', refused: 'GEWEIGERD' };

function parseArguments(argv) {
  const args = argv.filter((arg) => arg !== '--');
  const hostFlag = args.indexOf('--host');
  const host = hostFlag === -1 ? DEFAULT_HOST_MANIFEST : args[hostFlag + 1];
  const rest =
    hostFlag === -1 ? args : args.filter((_, index) => index !== hostFlag && index !== hostFlag + 1);
  if (rest.length !== 1 || !host) throw new Error(USAGE);
  return { remote: rest[0], host };
}

/** A manifest from a URL (a deployed build, a running host) or a file (a local build). */
async function readManifest(location) {
  if (/^https?:\/\//.test(location)) {
    const response = await fetch(location, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`${location} antwoordde ${response.status}`);
    return response.json();
  }
  return JSON.parse(await readFile(resolve(location), 'utf8'));
}

async function main() {
  const { remote, host } = parseArguments(process.argv.slice(2));
  const [remoteManifest, hostManifest] = await Promise.all([readManifest(remote), readManifest(host)]);
  const { verdicts, refused } = judgeRemote(remoteManifest.shared ?? [], hostManifest.shared ?? []);
  const width = Math.max(...verdicts.map((verdict) => verdict.name.length));
  console.log(`Remote ${remoteManifest.name} (${remote})`);
  console.log(`Host   ${hostManifest.name} (${host})\n`);
  for (const verdict of verdicts) {
    const label = LABELS[verdict.decision].padEnd(11);
    console.log(`  ${label} ${verdict.name.padEnd(width)}  ${verdict.reason}`);
  }
  if (refused.length > 0) {
    console.log(`\nDe host weigert deze remote: ${refused.map((verdict) => verdict.name).join(', ')}.`);
    console.log('Rol eerst een host uit die deze versies biedt (docs/operations.md).');
    return 1;
  }
  console.log('\nDe host laadt deze remote.');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  },
);
