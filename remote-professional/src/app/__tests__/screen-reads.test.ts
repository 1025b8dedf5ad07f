/** @jest-environment node */
import { resolve } from 'node:path';
import type { ApolloClient } from '@apollo/client';
import { firstReadsOf, startClientQuery } from '@portal/shared/data';
import { createPortalClient } from '@portal/shared/graphql';
import type { RouteName } from '@portal/shared/routes';
import { professionalFirstReads } from '../screens';

// main.js sends a screen's first reads with the texts this remote's build writes into
// screen-chunks.json, and the host's client hands their answers over only to the very same reads
// (host/src/lib/early-screen-reads.ts). Here the build's list is compared with what the parcel really
// sends through a client of the portal, over a fetch that stands in for the network.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { screenReadsOf } = require('@portal/shared/build') as {
  screenReadsOf: (
    appDir: string,
  ) => Record<string, Array<{ operationName: string; params: string[]; query: string }>>;
};

const BUILT = screenReadsOf(resolve(__dirname, '../../..'));
const handlers = {
  onUnauthenticated: jest.fn(),
  onMaintenance: jest.fn(),
  onForbidden: jest.fn(),
  onError: jest.fn(),
};

/** The reads the parcel sends for a screen: the one batch's operations, without Apollo's extensions. */
async function parcelReads(screen: RouteName, params: Record<string, string>) {
  const bodies: unknown[] = [];
  const fetchImpl = (async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Array<Record<string, unknown>>;
    bodies.push(body);
    return new Response(JSON.stringify(body.map(() => ({ data: null }))), {
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  const client = createPortalClient({ qoreGraphqlUrl: 'http://api/graphql' }, handlers, fetchImpl);
  for (const { query, variables } of firstReadsOf(professionalFirstReads, screen, params))
    startClientQuery(client as ApolloClient, query, variables);
  // The client loads Apollo's code on its first request, which takes long on a busy machine: wait for
  // the first batch, then a moment more (ten times the batch interval) to see that no second follows.
  for (let waited = 0; bodies.length === 0 && waited < 10_000; waited += 20) {
    await new Promise((settled) => setTimeout(settled, 20));
  }
  await new Promise((settled) => setTimeout(settled, 100));
  expect(bodies).toHaveLength(1);
  return (bodies[0] as Array<Record<string, unknown>>).map(({ operationName, variables, query }) => ({
    operationName,
    variables,
    query,
  }));
}

describe("the build's list of each screen's first reads", () => {
  it('names every screen the parcel starts reads for', () => {
    expect(Object.keys(BUILT).sort()).toEqual(Object.keys(professionalFirstReads).sort());
  });

  it.each([
    ['dashboard', {}],
    ['registrationForm', { uuid: 'b9b25d3e', step: '2' }],
    ['registration', {}],
  ] as Array<[RouteName, Record<string, string>]>)(
    'holds for %s the very reads the parcel sends: names, texts and variables from the address',
    async (screen, params) => {
      const built = (BUILT[screen] ?? [])
        .filter((read) => read.params.every((name) => params[name]))
        .map(({ operationName, params: names, query }) => ({
          operationName,
          variables: Object.fromEntries(names.map((name) => [name, params[name]])),
          query,
        }));
      expect(built.length).toBeGreaterThan(0);
      expect(await parcelReads(screen, params)).toEqual(built);
    },
  );
});
