/**
 * The certificates of the fake Mollie APIs running in this test file, by origin. Mollie's client
 * pins its own CA bundle, so a test cannot add a CA the usual way; the node-fetch it gets in the api
 * tests (mollie-node-fetch.ts) asks here instead. TLS verification stays on everywhere.
 */
import { Agent } from 'node:https';

const agents = new Map<string, Agent>();

/** From now on, requests to `origin` verify its certificate against `certificate` (PEM) only. */
export function trustFakeMollie(origin: string, certificate: string): void {
  agents.set(origin, new Agent({ ca: certificate, keepAlive: false }));
}

export function forgetFakeMollie(origin: string): void {
  agents.get(origin)?.destroy();
  agents.delete(origin);
}

/** The agent for a fake's origin; undefined for every other URL (the client's own agent is kept). */
export function fakeMollieAgent(url: string): Agent | undefined {
  return agents.get(new URL(url).origin);
}
