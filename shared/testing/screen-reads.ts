import type { ApolloClient } from '@apollo/client';
import { firstReadsOf, startClientQuery, type ScreenFirstReads } from '@portal/shared/data';
import { createPortalClient } from '@portal/shared/graphql';
import type { RouteName } from '@portal/shared/routes';

// main.js sends a screen's first reads with the texts a remote's build writes into
// screen-chunks.json (host/src/lib/start-plan.ts, from the server's start plan), and the host's client
// hands their answers over only to the very same reads. A remote's test compares the build's list with
// what its parcel really sends through a client of the portal, over a fetch that stands in for the
// network. One copy for the four remotes; each names its declarations and the screens to check.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { screenReadsOf } = require('@portal/shared/build') as {
  screenReadsOf: (
    appDir: string,
  ) => Record<
    string,
    Array<{ operationName: string; params: string[]; firstPage?: Record<string, unknown>; query: string }>
  >;
};

const handlers = {
  onUnauthenticated: () => undefined,
  onMaintenance: () => undefined,
  onForbidden: () => undefined,
  onError: () => undefined,
};

/** The reads the parcel sends for a screen: the one batch's operations, without Apollo's extensions. */
async function parcelReads(firstReads: ScreenFirstReads, screen: RouteName, params: Record<string, string>) {
  const bodies: unknown[] = [];
  const fetchImpl = (async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Array<Record<string, unknown>>;
    bodies.push(body);
    return new Response(JSON.stringify(body.map(() => ({ data: null }))), {
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  const client = createPortalClient({ qoreGraphqlUrl: 'http://api/graphql' }, handlers, fetchImpl);
  for (const { query, variables } of firstReadsOf(firstReads, screen, params))
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

/**
 * The build's list of a remote's first reads (`appDir`, the remote's folder) against what its parcel
 * sends for each screen of `cases` (a screen and the address's parameters).
 */
export function describeScreenReads(
  appDir: string,
  firstReads: ScreenFirstReads,
  cases: Array<[RouteName, Record<string, string>]>,
) {
  const built = screenReadsOf(appDir);
  describe("the build's list of each screen's first reads", () => {
    it('names every screen the parcel starts reads for', () => {
      expect(Object.keys(built).sort()).toEqual(Object.keys(firstReads).sort());
    });

    it.each(cases)(
      'holds for %s the very reads the parcel sends: names, texts and variables from the address',
      async (screen, params) => {
        const expected = (built[screen] ?? [])
          .filter((read) => read.params.every((name) => params[name]))
          .map(({ operationName, params: names, firstPage, query }) => ({
            operationName,
            variables: firstPage ?? Object.fromEntries(names.map((name) => [name, params[name]])),
            query,
          }));
        expect(expected.length).toBeGreaterThan(0);
        expect(await parcelReads(firstReads, screen, params)).toEqual(expected);
      },
    );
  });
}
