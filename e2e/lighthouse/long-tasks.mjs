// `node lighthouse/long-tasks.mjs [page] [runs]` (issue 8): what runs in each long task of a cold
// load, at a real 4x CPU slowdown, against the portal `npm start` serves (PORTAL_URL, default
// http://localhost:8080). Pages: `login`, `dashboard` and `vog` (professional@demo.nl's /mijn-vog) and
// `form` (step 2 of concept@demo.nl's registration draft, as `pnpm lighthouse` measures them). For every task over
// 50 ms in Chromium's trace it prints the CPU profile's samples inside the task: the call paths
// that took most of it and the functions with most time of their own, mapped to the sources through
// the builds' source maps. Lighthouse only names a task's script (react-dom's file runs every render);
// this says which code it was. Each run ends with the load's blocking time (the tasks' time over
// 50 ms); from run to run on two shared cores it moves by a factor of two, so compare call paths and
// their sizes, not one run's total.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map';
import { tsImport } from 'tsx/esm/api';
import { formStepAddress } from './form-step-address.mjs';

// The browser tests' sign-in and the stack's ports, as `pnpm lighthouse` loads them.
const { DEMO_PASSWORD } = await tsImport('../support/ports.ts', import.meta.url);
const { signIn } = await tsImport('../support/sign-in.ts', import.meta.url);
const { loadStack } = await tsImport('../support/stack.ts', import.meta.url);
const { defaultPorts, REMOTE_FOLDERS } = await loadStack();

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BASE = process.env.PORTAL_URL ?? 'http://localhost:8080';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Which build serves which port under `npm start` (scripts/stack.mjs's default ports). */
const ports = defaultPorts();
const DIST_BY_PORT = Object.fromEntries([
  [ports.host, 'host'],
  ...Object.entries(REMOTE_FOLDERS).map(([remote, folder]) => [ports[remote], folder]),
]);
const PAGES = {
  login: { email: null, ready: (page) => page.getByRole('button', { name: 'Inloggen' }) },
  dashboard: { email: 'professional@demo.nl', ready: (page) => page.locator('#attention-title') },
  vog: { email: 'professional@demo.nl', path: '/mijn-vog', ready: (page) => page.locator('#vog-list-title') },
  form: { email: 'concept@demo.nl', ready: (page) => page.getByLabel('Geboorteplaats') },
};

const [which = 'form', runsText = '2'] = process.argv.slice(2);
const target = PAGES[which];
if (!target) {
  console.error(`Gebruik: node lighthouse/long-tasks.mjs [${Object.keys(PAGES).join('|')}] [runs]`);
  process.exit(2);
}

async function addressOf(context) {
  if (!target.email) return `${BASE}/login`;
  const page = await context.newPage();
  await signIn(page, target.email, DEMO_PASSWORD, BASE);
  await page.waitForURL(/\/dashboard$/);
  await page.close();
  return which === 'form' ? formStepAddress(context, BASE) : `${BASE}${target.path ?? '/dashboard'}`;
}

const consumers = new Map();
function sourceMapOf(scriptUrl) {
  if (!consumers.has(scriptUrl)) {
    let consumer = null;
    try {
      const url = new URL(scriptUrl);
      const file = join(ROOT, DIST_BY_PORT[url.port] ?? '-', 'dist', `${url.pathname}.map`);
      if (existsSync(file)) consumer = new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')));
    } catch {
      // Not one of the portal's files: its own name is shown.
    }
    consumers.set(scriptUrl, consumer);
  }
  return consumers.get(scriptUrl);
}

/** `function@folder/file:line` of the original source, or the frame as V8 names it. */
function frameName({ functionName, url, lineNumber, columnNumber }) {
  if (!url) return `(${functionName || 'native'})`;
  const consumer = sourceMapOf(url);
  if (!consumer) return `${functionName || 'anonymous'}@${url.split('/').pop()}`;
  const position = consumer.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  const source = (position.source ?? '')
    .replace(/.*node_modules\//, '')
    .split('/')
    .slice(-2)
    .join('/');
  return `${position.name ?? functionName ?? 'anonymous'}@${source}:${position.line}`;
}

/** The CPU profile's samples as [time, call path from the outside in]. */
function samplesOf(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const names = new Map();
  const pathOf = (id) => {
    const path = [];
    for (let at = id; at != null; at = parentOf.get(at)) {
      if (!names.has(at)) names.set(at, frameName(byId.get(at).callFrame));
      path.unshift(names.get(at));
    }
    return path.filter((name) => name !== '((root))');
  };
  let time = profile.startTime;
  return profile.samples.map((id, index) => {
    time += profile.timeDeltas[index];
    return { time, gap: (profile.timeDeltas[index + 1] ?? 0) / 1000, path: pathOf(id) };
  });
}

const top = (totals, count) => [...totals].sort((a, b) => b[1] - a[1]).slice(0, count);
const add = (totals, key, value) => totals.set(key, (totals.get(key) ?? 0) + value);

function printTask(task, navigationStart, samples) {
  const paths = new Map();
  const own = new Map();
  for (const sample of samples) {
    if (sample.time < task.ts || sample.time > task.ts + task.dur) continue;
    add(paths, sample.path.slice(0, 4).join(' > '), sample.gap);
    add(own, sample.path.at(-1) ?? '?', sample.gap);
  }
  console.log(`  @${((task.ts - navigationStart) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms`);
  for (const [path, ms] of top(paths, 4))
    console.log(`    ${ms.toFixed(0).padStart(4)} ${path.slice(0, 240)}`);
  const ownTimes = top(own, 6).map(([name, ms]) => `${name} ${ms.toFixed(0)}`);
  console.log(`         eigen tijd: ${ownTimes.join(', ')}`);
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const address = await addressOf(context);
  for (let run = 1; run <= Number(runsText); run += 1) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'toplevel',
        'blink.user_timing',
      ],
    });
    await cdp.send('Profiler.start');
    await page.goto(address);
    await target.ready(page).waitFor({ timeout: 30_000 });
    // Long enough for what follows the first screen (prefetches, the drawer's groups).
    await page.waitForTimeout(2500);
    const { profile } = await cdp.send('Profiler.stop');
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    const rendererMain = traceEvents.find(
      (event) =>
        event.name === 'thread_name' &&
        event.args?.name === 'CrRendererMain' &&
        traceEvents.some((other) => other.pid === event.pid && other.name === 'ParseHTML'),
    );
    const navigationStart =
      traceEvents.find((event) => event.name === 'navigationStart' && event.pid === rendererMain.pid)?.ts ??
      0;
    const longTasks = traceEvents
      .filter(
        (event) =>
          event.pid === rendererMain.pid &&
          event.tid === rendererMain.tid &&
          event.name === 'RunTask' &&
          event.dur > 50_000 &&
          event.ts >= navigationStart,
      )
      .sort((a, b) => a.ts - b.ts);
    console.log(`Run ${run}: ${address}`);
    const samples = samplesOf(profile);
    for (const task of longTasks) printTask(task, navigationStart, samples);
    const blocking = longTasks.reduce((sum, task) => sum + task.dur / 1000 - 50, 0);
    console.log(`  blokkeertijd (boven 50 ms): ${blocking.toFixed(0)} ms`);
    await page.close();
  }
} finally {
  await browser.close();
}
