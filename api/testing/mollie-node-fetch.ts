/**
 * `node-fetch` as `@mollie/api-client` loads it in the api tests (jest.config.cjs maps it here):
 * the real node-fetch, except that a request to a fake Mollie API started by the test goes through
 * an agent trusting that fake's self-signed certificate (fake-mollie-trust.ts) instead of the
 * client's pinned Mollie CA bundle. Every other request is untouched; production loads node-fetch
 * itself, and certificate verification is never switched off.
 */
import path from 'node:path';
import { fakeMollieAgent } from './fake-mollie-trust';

type NodeFetch = ((url: string | URL, init?: { agent?: unknown }) => Promise<unknown>) &
  Record<string, unknown>;

// Its file by a longer name, from the client's folder: the bare name would be mapped back here.
const realPath = require.resolve('node-fetch/lib/index.js', {
  paths: [path.dirname(require.resolve('@mollie/api-client'))],
});
// eslint-disable-next-line @typescript-eslint/no-require-imports
const realFetch = require(realPath) as NodeFetch;

function fetchTrustingFakes(url: string | URL, init: { agent?: unknown } = {}) {
  const agent = fakeMollieAgent(String(url));
  return realFetch(url, agent ? { ...init, agent } : init);
}

module.exports = Object.assign(fetchTrustingFakes, realFetch, { default: fetchTrustingFakes });
