import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

/** Lighthouse's two presets: its mobile defaults (Moto G Power, slow 4G, 4x CPU) and its desktop config. */
export const FORM_FACTORS = /** @type {const} */ (['mobiel', 'desktop']);

/**
 * @typedef {{ score: number, lcp: number, tbt: number, cls: number, bytes: number, lcpElement?: string,
 *   largest: Array<{ url: string, bytes: number }>, mainThread: Array<{ group: string, ms: number }>,
 *   bootup: Array<{ url: string, total: number, scripting: number, parse: number }>,
 *   longTasks: Array<{ url: string, start: number, ms: number }> }} Measurement
 * `largest`: the largest transfers, where the bytes go; `mainThread`, `bootup` and `longTasks`:
 * Lighthouse's main-thread work by kind, the scripts that cost most CPU and the longest tasks, which
 * make the blocking time (LIGHTHOUSE_DETAILS=1 prints them).
 */

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One cold-cache performance audit in the browser listening on `port`. @returns {Promise<Measurement>} */
async function auditOnce(url, port, formFactor, keepStorage) {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Signed in, the session cookie must survive: Lighthouse leaves storage alone and the caller
      // empties the HTTP cache beforehand instead (cold cache either way).
      disableStorageReset: keepStorage,
    },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gaf geen resultaat voor ${url}`);
  // LIGHTHOUSE_SAVE=<folder>: the whole report per audit, for looking into a figure.
  if (process.env.LIGHTHOUSE_SAVE) {
    mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
    const name = `${new URL(url).pathname.split('/')[1] || 'index'}-${formFactor}-${Date.now()}.json`;
    writeFileSync(join(process.env.LIGHTHOUSE_SAVE, name), JSON.stringify(result.lhr));
    // The trace beside it: which task ran which script when, the ground of lantern's simulation.
    writeFileSync(
      join(process.env.LIGHTHOUSE_SAVE, name.replace(/\.json$/, '.trace.json')),
      JSON.stringify(result.artifacts.Trace),
    );
    writeFileSync(
      join(process.env.LIGHTHOUSE_SAVE, name.replace(/\.json$/, '.devtoolslog.json')),
      JSON.stringify(result.artifacts.DevtoolsLog),
    );
  }
  const { audits, categories } = result.lhr;
  const value = (id) => audits[id]?.numericValue ?? Number.NaN;
  const requests = audits['network-requests']?.details?.items ?? [];
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    largest: requests
      .map((request) => ({ url: request.url, bytes: request.transferSize }))
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 12),
    mainThread: (audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => ({
      group: item.groupLabel ?? item.group,
      ms: Math.round(item.duration),
    })),
    longTasks: (audits['long-tasks']?.details?.items ?? []).slice(0, 10).map((item) => ({
      url: item.url,
      start: Math.round(item.startTime),
      ms: Math.round(item.duration),
    })),
    bootup: (audits['bootup-time']?.details?.items ?? []).slice(0, 10).map((item) => ({
      url: item.url,
      total: Math.round(item.total),
      scripting: Math.round(item.scripting),
      parse: Math.round(item.scriptParseCompile),
    })),
  };
}

/**
 * `runs` audits of one page; each figure is the median of its runs (the goals are medians of 3).
 * @param {{ url: string, port: number, formFactor: string, runs: number, keepStorage: boolean,
 *   beforeEach?: () => Promise<void> }} options
 * @returns {Promise<Measurement>}
 */
export async function auditMedian(options) {
  const runs = [];
  for (let run = 0; run < options.runs; run += 1) {
    await options.beforeEach?.();
    runs.push(await auditOnce(options.url, options.port, options.formFactor, options.keepStorage));
  }
  const of = (pick) => median(runs.map(pick));
  return {
    score: of((m) => m.score),
    lcp: of((m) => m.lcp),
    tbt: of((m) => m.tbt),
    cls: of((m) => m.cls),
    bytes: of((m) => m.bytes),
    lcpElement: runs.at(-1).lcpElement,
    largest: runs.at(-1).largest,
    mainThread: runs.at(-1).mainThread,
    bootup: runs.at(-1).bootup,
    longTasks: runs.at(-1).longTasks,
  };
}
