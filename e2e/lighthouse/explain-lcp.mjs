// `node lighthouse/explain-lcp.mjs <saved audit> [request pattern ...]` (issue 8): how Lighthouse's
// simulation (lantern) arrives at a page's largest paint, for an audit kept by
// `LIGHTHOUSE_SAVE=<folder> pnpm lighthouse` (give the path without `.json`, `.trace.json` or
// `.devtoolslog.json`). It prints the nodes of the paint's graph (requests and main-thread tasks) with
// their simulated start and end, and then, for each pattern given, the paint's estimate with the
// requests whose address matches left out (their dependants hang on what they hung on), or with
// `pattern*0.7` at 70 % of their bytes: what leaving a file off the first load, or making it smaller,
// would buy, before building it; `a+b*2` applies several at once (a file merged into another). At
// slow 4G a request costs a round trip and a share of the bandwidth, so the estimate moves in steps
// of about 150 ms.
import { readFileSync } from 'node:fs';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js';

const [base, ...patterns] = process.argv.slice(2);
if (!base) {
  console.error('Gebruik: node lighthouse/explain-lcp.mjs <opgeslagen audit zonder .json> [patroon ...]');
  process.exit(2);
}
const read = (suffix) => JSON.parse(readFileSync(`${base}${suffix}`, 'utf8'));
const report = read('.json');
const data = {
  trace: read('.trace.json'),
  devtoolsLog: read('.devtoolslog.json'),
  gatherContext: { gatherMode: 'navigation' },
  settings: report.configSettings,
  URL: {
    requestedUrl: report.requestedUrl,
    mainDocumentUrl: report.finalUrl ?? report.finalDisplayedUrl,
    finalDisplayedUrl: report.finalDisplayedUrl,
  },
  simulator: null,
  SourceMaps: [],
};
/** Lantern's graphs of the paint, computed afresh (a pattern's changes stay in its own copy). */
async function paintGraphs() {
  const context = { computedCache: new Map() };
  const result = await LanternLargestContentfulPaint.request(data, context);
  const simulator = await LoadSimulator.request(data, context);
  return { result, simulator, graphs: [result.optimisticGraph, result.pessimisticGraph] };
}

/** Lantern's estimate: the mean of the last node's end in its optimistic and its pessimistic graph. */
function estimate({ simulator, graphs }) {
  const lastEnd = (graph) =>
    Math.max(
      ...[...simulator.simulate(graph, { label: 'explain-lcp' }).nodeTimings.values()].map((t) => t.endTime),
    );
  return (lastEnd(graphs[0]) + lastEnd(graphs[1])) / 2;
}

const describe = (node) =>
  node.type === 'network'
    ? `${node.request.resourceType} ${node.request.url} ${(node.request.transferSize / 1024).toFixed(1)} KiB`
    : `taak ${((node.endTime - node.startTime) / 1000).toFixed(1)} ms (gemeten) ${[...node.getEvaluateScriptURLs()].join(' ')}`;

/** Leaves the matching requests out of the graphs: what hung on one now hangs on what it hung on. */
function leaveOut(graphs, pattern) {
  for (const graph of graphs) {
    const matches = [];
    graph.traverse((node) => {
      if (node.type === 'network' && pattern.test(node.request.url)) matches.push(node);
    });
    for (const node of matches) {
      const dependencies = [...node.getDependencies()];
      for (const dependency of dependencies) dependency.removeDependent(node);
      for (const dependant of [...node.getDependents()]) {
        node.removeDependent(dependant);
        for (const dependency of dependencies) dependency.addDependent(dependant);
      }
    }
  }
}

const { result } = await paintGraphs();
const { optimisticEstimate, pessimisticEstimate } = result;
console.log(
  `LCP ${Math.round(result.timing)} ms (optimistisch ${Math.round(optimisticEstimate.timeInMs)}, pessimistisch ${Math.round(pessimisticEstimate.timeInMs)})`,
);
const timings = [...pessimisticEstimate.nodeTimings.entries()].sort(
  (a, b) => a[1].startTime - b[1].startTime,
);
for (const [node, timing] of timings)
  console.log(
    `${String(Math.round(timing.startTime)).padStart(6)} ${String(Math.round(timing.endTime)).padStart(6)}  ${describe(node)}`,
  );

/** Scales the matching requests' bytes (the same request objects stand in both graphs: once each). */
function scale(graphs, pattern, factor) {
  const requests = new Set();
  for (const graph of graphs)
    graph.traverse((node) => {
      if (node.type === 'network' && pattern.test(node.request.url)) requests.add(node.request);
    });
  for (const request of requests) request.transferSize = Math.round(request.transferSize * factor);
}

for (const source of patterns) {
  const fresh = await paintGraphs();
  // `a+b*2`: several changes at once (one file merged into another: one left out, the other larger).
  const changes = source.split('+').map((change) => {
    // `pattern*0.7`: the matching requests at 70 % of their bytes; a plain pattern leaves them out.
    const [, pattern, factor] = /^(.*?)(?:\*([\d.]+))?$/.exec(change);
    if (factor === undefined) leaveOut(fresh.graphs, new RegExp(pattern));
    else scale(fresh.graphs, new RegExp(pattern), Number(factor));
    return `${factor === undefined ? 'zonder' : `× ${factor}`} /${pattern}/`;
  });
  console.log(`${changes.join(', ')}: LCP ${Math.round(estimate(fresh))} ms`);
}
