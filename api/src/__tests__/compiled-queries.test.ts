import { createSchema, createYoga } from 'graphql-yoga';
import { compileQuery } from 'graphql-jit';
import { compiledQueriesPlugin } from '../graphql/compiled-queries';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { TestBrowser } from '../../testing/test-browser';
import { DASHBOARD_QUERY, PORTAL_INIT_QUERY } from '../../testing/operations';

/**
 * An answer without its errors' places in the query text: graphql-jit leaves them out. The portal's
 * clients read an error's message, path and code, never where in their own text it stood.
 */
function withoutLocations<T extends { errors?: object[] }>(answer: T): T {
  if (!answer.errors) return answer;
  return {
    ...answer,
    errors: answer.errors.map(({ locations: _, ...rest }: { locations?: unknown }) => rest),
  };
}

/** A small Yoga with the plugin and a counted compiler: when it compiles, and what it then answers. */
function yogaWithPlugin(runsBeforeCompiling: number, compile: typeof compileQuery = compileQuery) {
  const compiled: string[] = [];
  const counting: typeof compileQuery = (schema, document, operationName, options) => {
    compiled.push(operationName ?? '(naamloos)');
    return compile(schema, document, operationName, options);
  };
  let bumps = 0;
  const yoga = createYoga<{ caller?: string }>({
    schema: createSchema<{ caller?: string; request: Request }>({
      typeDefs: /* GraphQL */ `
        type Query {
          caller: String
          double(n: Int!): Int
          echo(text: String): String
          fail: String
        }
        type Mutation {
          bump: Int
        }
      `,
      resolvers: {
        Query: {
          caller: (_root, _args, context) => context.request.headers.get('x-caller'),
          double: (_root, args: { n: number }) => args.n * 2,
          echo: (_root, args: { text: string }) => args.text,
          fail: () => {
            throw new Error('kapot');
          },
        },
        Mutation: { bump: () => (bumps += 1) },
      },
    }),
    maskedErrors: { isDev: false, errorMessage: 'Er is iets misgegaan.' },
    logging: false,
    // The plugin is typed for the api's context; it reads nothing from it.
    plugins: [compiledQueriesPlugin(runsBeforeCompiling, counting) as never],
  });
  async function run(body: { query: string; variables?: object; operationName?: string }, caller = 'a') {
    const response = await yoga.fetch('http://yoga.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-caller': caller },
      body: JSON.stringify(body),
    });
    return response.json();
  }
  return { run, compiled };
}

describe('compiledQueriesPlugin', () => {
  it('compiles a query on its given run, once, and answers as graphql-js did', async () => {
    const { run, compiled } = yogaWithPlugin(3);
    const query = 'query twice($n: Int!) { double(n: $n) caller }';
    const answers = [];
    for (let n = 1; n <= 5; n += 1) {
      answers.push(await run({ query, variables: { n } }, `caller-${n}`));
      expect(compiled).toHaveLength(n < 3 ? 0 : 1);
    }
    // Each run's own variables and context, compiled or not.
    expect(answers).toEqual([1, 2, 3, 4, 5].map((n) => ({ data: { double: n * 2, caller: `caller-${n}` } })));
  });

  it('answers wrong variables and thrown errors alike, compiled or not', async () => {
    const { run, compiled } = yogaWithPlugin(2);
    const wrongType = { query: 'query q($n: Int!) { double(n: $n) }', variables: { n: 'drie' } };
    const failing = { query: '{ fail caller }' };
    const before = [await run(wrongType), await run(failing)];
    const after = [await run(wrongType), await run(failing)];
    expect(compiled).toEqual(['q', '(naamloos)']);
    // graphql-jit words a coercion error a little differently; the api answers both in Dutch
    // (input-guard.ts, and the api's tests below and in request-hardening.test.ts).
    for (const answer of [before[0], after[0]]) {
      expect(answer.data).toBeUndefined();
      expect(answer.errors).toEqual([
        expect.objectContaining({
          message: expect.stringMatching(/^Variable "\$n" got invalid value "drie"/),
        }),
      ]);
    }
    expect(withoutLocations(after[1])).toEqual(withoutLocations(before[1]));
    expect(withoutLocations(after[1])).toEqual({
      data: { fail: null, caller: 'a' },
      errors: [
        { message: 'Er is iets misgegaan.', path: ['fail'], extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      ],
    });
  });

  it('never compiles a mutation or a document with several operations', async () => {
    const { run, compiled } = yogaWithPlugin(1);
    for (let n = 1; n <= 3; n += 1) {
      expect(await run({ query: 'mutation { bump }' })).toEqual({ data: { bump: n } });
    }
    const both = 'query one { caller } query two { double(n: 2) }';
    for (let n = 1; n <= 3; n += 1) {
      expect(await run({ query: both, operationName: 'one' })).toEqual({ data: { caller: 'a' } });
      expect(await run({ query: both, operationName: 'two' })).toEqual({ data: { double: 4 } });
    }
    expect(compiled).toEqual([]);
  });

  it("leaves a name that is not the document's operation to graphql-js", async () => {
    const { run, compiled } = yogaWithPlugin(1);
    const query = 'query one { caller }';
    const refusal = await run({ query: `${query} `, operationName: 'other' });
    expect(refusal.data).toBeUndefined();
    expect(refusal.errors).toHaveLength(1);
    expect(await run({ query })).toEqual({ data: { caller: 'a' } });
    expect(await run({ query, operationName: 'other' })).toEqual(refusal);
    expect(compiled).toEqual(['one']);
  });

  it('never compiles a document that writes a string itself: graphql-jit would put it in its code', async () => {
    const { run, compiled } = yogaWithPlugin(1);
    // graphql-jit 0.8.9 writes an argument's literal as JSON into the function it generates, then
    // turns its date marker into `new Date(…)`: this string would leave its quotes and run (checked
    // against graphql-jit itself: compiled, it sets the global).
    const marker = '__MAGIC_DATE__33a9e76d_02e0_4128_8e92_3530ad3da74d';
    const text = `${marker}0), x: (globalThis.compiledQueryInjected = 1), y: (0`;
    const query = `{ echo(text: ${JSON.stringify(text)}) }`;
    for (let n = 1; n <= 3; n += 1) expect(await run({ query })).toEqual({ data: { echo: text } });
    const withDefault = 'query d($t: String = "standaard") { echo(text: $t) }';
    for (let n = 1; n <= 3; n += 1) {
      expect(await run({ query: withDefault })).toEqual({ data: { echo: 'standaard' } });
    }
    expect(compiled).toEqual([]);
    expect((globalThis as { compiledQueryInjected?: number }).compiledQueryInjected).toBeUndefined();
    // The same string as a variable: compiled, and only ever data.
    const asVariable = 'query v($t: String) { echo(text: $t) }';
    for (let n = 1; n <= 3; n += 1) {
      expect(await run({ query: asVariable, variables: { t: text } })).toEqual({ data: { echo: text } });
    }
    expect(compiled).toEqual(['v']);
    expect((globalThis as { compiledQueryInjected?: number }).compiledQueryInjected).toBeUndefined();
  });

  it('keeps running a document through graphql-js when it cannot be compiled', async () => {
    const { run, compiled } = yogaWithPlugin(1, () => ({ errors: [] }));
    for (let n = 1; n <= 3; n += 1) {
      expect(await run({ query: '{ double(n: 4) }' })).toEqual({ data: { double: 8 } });
    }
    expect(compiled).toHaveLength(1);
  });

  it('compiles nothing when switched off (0)', async () => {
    const { run, compiled } = yogaWithPlugin(0);
    for (let n = 1; n <= 3; n += 1) await run({ query: '{ caller }' });
    expect(compiled).toEqual([]);
  });
});

describe('the api with compiled queries', () => {
  // From the second run of a text on; a text the api has not seen yet runs through graphql-js.
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { GRAPHQL_COMPILE_AFTER_RUNS: '2' } });
  });
  afterAll(() => t.close());

  let copies = 0;
  /** The same operation in a text the api has not parsed yet (Yoga caches documents by their text). */
  const unseen = (query: string) => `${query}\n${' '.repeat((copies += 1))}`;

  async function compiledAndNot(
    browser: TestBrowser,
    query: string,
    endpoint: 'public' | 'portal',
    variables: Record<string, unknown> = endpoint === 'public' ? { uri: '' } : {},
  ) {
    const text = unseen(query);
    const byGraphqlJs = await browser.gql(text, variables, { endpoint });
    const compiled = [
      await browser.gql(text, variables, { endpoint }),
      await browser.gql(text, variables, { endpoint }),
    ];
    return { byGraphqlJs, compiled };
  }

  it.each(['professional@demo.nl', 'werkgever@demo.nl', 'opleider@demo.nl'])(
    'gives %s the same start-up answer either way',
    async (email) => {
      const browser = await t.signedIn(email);
      const { byGraphqlJs, compiled } = await compiledAndNot(browser, PORTAL_INIT_QUERY, 'public');
      expect(byGraphqlJs.body.data.portalInit.session.user.username).toBe(email);
      for (const answer of compiled) {
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual(byGraphqlJs.body);
      }
    },
  );

  it("gives the professional's dashboard, a refusal and a wrongly typed variable the same either way", async () => {
    const professional = await t.signedIn('professional@demo.nl');
    const employer = await t.signedIn('werkgever@demo.nl');
    const dashboard = await compiledAndNot(professional, DASHBOARD_QUERY, 'portal');
    expect(dashboard.byGraphqlJs.body.data.professionalDashboard.registration).toBeTruthy();
    for (const answer of dashboard.compiled) expect(answer.body).toEqual(dashboard.byGraphqlJs.body);

    const refused = await compiledAndNot(employer, DASHBOARD_QUERY, 'portal');
    expect(refused.byGraphqlJs.body.errors).toEqual([
      expect.objectContaining({ message: 'Je hebt geen toegang tot deze gegevens.' }),
    ]);
    for (const answer of refused.compiled) {
      expect(answer.status).toBe(refused.byGraphqlJs.status);
      expect(withoutLocations(answer.body)).toEqual(withoutLocations(refused.byGraphqlJs.body));
    }

    const wrongType = await compiledAndNot(professional, PORTAL_INIT_QUERY, 'public', { uri: 5 });
    for (const answer of [wrongType.byGraphqlJs, ...wrongType.compiled]) {
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([
        expect.objectContaining({
          message: expect.stringMatching(/^De invoer heeft niet de verwachte vorm/),
        }),
      ]);
    }
  });

  it("answers each user with their own data from a query another user's runs compiled", async () => {
    const professional = await t.signedIn('professional@demo.nl');
    const other = await t.signedIn('concept@demo.nl');
    const guest = t.browser();
    const text = unseen(PORTAL_INIT_QUERY);
    const own = await other.gql(unseen(PORTAL_INIT_QUERY), { uri: '' });
    await professional.gql(text, { uri: '' });
    await professional.gql(text, { uri: '' });
    const compiledForOther = await other.gql(text, { uri: '' });
    expect(compiledForOther.body).toEqual(own.body);
    expect(compiledForOther.body.data.portalInit.session.user.username).toBe('concept@demo.nl');

    // The checks before execution still hold for a compiled text: no session, no signed-in endpoint.
    const byGraphqlJs = await guest.gql(unseen(DASHBOARD_QUERY), {}, { endpoint: 'portal' });
    expect(byGraphqlJs.body.errors).toEqual([expect.objectContaining({ extensions: { code: 401 } })]);
    const dashboard = unseen(DASHBOARD_QUERY);
    await professional.gql(dashboard, {}, { endpoint: 'portal' });
    await professional.gql(dashboard, {}, { endpoint: 'portal' });
    const refused = await guest.gql(dashboard, {}, { endpoint: 'portal' });
    expect(refused.status).toBe(byGraphqlJs.status);
    expect(refused.body).toEqual(byGraphqlJs.body);
  });
});
