const KIB = 1024;

/**
 * The table of `pnpm lighthouse`, as Markdown (docs/performance.md keeps the last one). Each row has
 * the page's result and the baseline's (the bare React page with one remote, same form factor), whose
 * score is printed beside ours.
 * @param {Array<{ page: string, formFactor: string, result: import('./audit.mjs').Measurement,
 *   baseline: import('./audit.mjs').Measurement }>} rows
 */
export function printTable(rows, runs) {
  console.log(`\nLighthouse 12.8, koude cache, mediaan van ${runs} run(s):`);
  console.log('| pagina | apparaat | score | basislijn | LCP | TBT | CLS | bytes |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const { page, formFactor, result, baseline } of rows) {
    // The baseline's own rows leave the column empty: its score beside itself says nothing.
    const baselineScore = result === baseline ? '' : baseline.score;
    console.log(
      `| \`${page}\` | ${formFactor} | ${result.score} | ${baselineScore} | ${(result.lcp / 1000).toFixed(1)} s | ${Math.round(result.tbt)} ms | ${result.cls.toFixed(3)} | ${(result.bytes / KIB).toFixed(0)} KiB |`,
    );
  }
  for (const { page, formFactor, result } of rows) {
    if (formFactor !== 'mobiel') continue;
    console.log(`LCP-element ${page}: ${result.lcpElement ?? '?'}`);
    if (!process.env.LIGHTHOUSE_DETAILS) continue;
    for (const { url, bytes } of result.largest) console.log(`  ${(bytes / KIB).toFixed(1)} KiB ${url}`);
    console.log('  main thread (ms):', result.mainThread.map(({ group, ms }) => `${group} ${ms}`).join(', '));
    for (const { url, total, scripting, parse } of result.bootup)
      console.log(`  ${total} ms (script ${scripting}, parse ${parse}) ${url}`);
    for (const { url, start, ms } of result.longTasks)
      console.log(`  lange taak bij ${start} ms: ${ms} ms ${url}`);
  }
}
