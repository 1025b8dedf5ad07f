// `pnpm size`: prints the gzip size of every app's JavaScript and checks the budgets of the walking
// skeleton issue. Sizes of a build are deterministic, so a breach fails the test command.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..');
const APPS = ['host', 'remote-account', 'remote-professional', 'remote-employer', 'remote-educator'];
const KB = 1024;
const BUDGETS = {
  remoteEntry: 10 * KB,
  hostInitial: 150 * KB,
};
// Markers of antd's heavy components; they must not be in the shell's first load.
const HEAVY_MARKERS = { Table: 'ant-table', DatePicker: 'ant-picker', Form: 'ant-form-item' };

const gzip = (path) => gzipSync(readFileSync(path), { level: 9 }).length;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const failures = [];

function hostInitialScripts(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<script[^>]+src="\/?([^"]+\.js)"/g)]
    .map((match) => match[1])
    .filter((file) => existsSync(join(dist, file)));
}

for (const app of APPS) {
  const dist = resolve(ROOT, app, 'dist');
  if (!existsSync(dist)) {
    failures.push(`${app}: geen build (draai eerst pnpm build)`);
    continue;
  }
  const scripts = readdirSync(dist).filter((file) => file.endsWith('.js'));
  const total = scripts.reduce((sum, file) => sum + gzip(join(dist, file)), 0);
  console.log(`\n${app}: ${scripts.length} JS-bestanden, samen ${kb(total)} gzip`);
  const largest = scripts
    .map((file) => [file, gzip(join(dist, file))])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3);
  for (const [file, size] of largest) console.log(`  grootste: ${file} ${kb(size)}`);

  if (app === 'host') {
    const initial = hostInitialScripts(dist);
    const initialSize = initial.reduce((sum, file) => sum + gzip(join(dist, file)), 0);
    console.log(
      `  eerste lading (index.html): ${initial.join(', ')} = ${kb(initialSize)} (budget ${kb(BUDGETS.hostInitial)})`,
    );
    if (initialSize > BUDGETS.hostInitial)
      failures.push(`host: eerste lading ${kb(initialSize)} > ${kb(BUDGETS.hostInitial)}`);
    const initialText = initial.map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
    for (const [component, marker] of Object.entries(HEAVY_MARKERS)) {
      if (initialText.includes(marker)) failures.push(`host: antd ${component} zit in de eerste lading`);
    }
  } else {
    const entry = gzip(join(dist, 'remoteEntry.js'));
    const verdict = entry > BUDGETS.remoteEntry ? 'BOVEN BUDGET' : 'binnen budget';
    console.log(`  remoteEntry.js: ${kb(entry)} (budget ${kb(BUDGETS.remoteEntry)}, ${verdict})`);
    if (entry > BUDGETS.remoteEntry) {
      failures.push(`${app}: remoteEntry.js ${kb(entry)} > ${kb(BUDGETS.remoteEntry)}`);
    }
    // Per route: each screen is a chunk of its own, named after its route (webpackChunkName).
    for (const file of scripts.filter((name) => name.startsWith('screen-')).sort()) {
      console.log(
        `  route ${file.split('.')[0].slice('screen-'.length)}: ${kb(gzip(join(dist, file)))} eigen code`,
      );
    }
  }
}

console.log(
  '\nDe budget van de loginroute (host + runtime + gedeelde pakketten + login-chunk, <= 210 KB gzip)',
);
console.log('wordt in de browser gemeten: e2e/tests/budget.spec.ts.');
if (failures.length > 0) {
  for (const failure of failures) console.error(`FOUT ${failure}`);
  process.exit(1);
}
