import { dropHeldAnswers, takeRead } from '@portal/shared/held-answers';
import type { RuntimeConfig } from '../../config/page-config';
import { takeEarlyManifest } from '../../runtime-plugins/timeout-plugin';
import { carryOutStartPlan, readStartPlan, type PortalInitRequest, type StartPlan } from '../start-plan';

// main.js carries out the plan the host's server wrote into the page (server/start-plan.mjs, whose own
// tests check what the plan says): the screen's first reads sent as the client would and held for
// it, the manifest asked for once and handed to the federation runtime, the shared modules one a task.
/** The client's constant headers and anti-forgery cookie, as host/build/portal-init-request.cjs writes them. */
const REQUEST: PortalInitRequest = {
  path: '/public',
  body: '',
  headers: { 'content-type': 'application/json', 'apollographql-client-name': 'host' },
  clientNameHeader: 'apollographql-client-name',
  clientVersionHeader: 'apollographql-client-version',
  xsrfCookie: 'XSRF-TOKEN',
  xsrfHeader: 'x-xsrf-token',
};

const MANIFEST = 'http://remote.test/professional/mf-manifest.json';
const CONFIG: Partial<RuntimeConfig> = {
  qoreGraphqlUrl: 'http://api/graphql/',
  release: '2.45.0',
  remotes: { professional: MANIFEST } as RuntimeConfig['remotes'],
};
const PLAN: StartPlan = {
  route: 'registrationForm',
  params: { uuid: 'u-1', step: '2' },
  remote: 'professional',
  manifest: MANIFEST,
  shared: ['@portal/shared/remote', '@portal/shared/data'],
  reads: [
    {
      operationName: 'registrationQuery',
      variables: { uuid: 'u-1' },
      query: 'query registrationQuery { a }',
    },
  ],
};

interface Sent {
  url: string;
  init: RequestInit | undefined;
}

function network() {
  const sent: Sent[] = [];
  const fetchImpl = (async (url: string, init?: RequestInit) => {
    sent.push({ url: String(url), init });
    const body = String(url).endsWith('mf-manifest.json') ? { name: 'professional' } : [{ data: { a: 1 } }];
    // What the code reads of a Response (jsdom has none).
    return { ok: true, status: 200, json: async () => body, text: async () => JSON.stringify(body) };
  }) as unknown as typeof fetch;
  return { sent, fetchImpl };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function carryOut(plan: StartPlan | null, config: typeof CONFIG = CONFIG) {
  const { sent, fetchImpl } = network();
  const loadShareImpl = jest.fn(() => Promise.resolve(undefined));
  carryOutStartPlan({
    plan,
    config,
    request: REQUEST,
    cookies: 'XSRF-TOKEN=token%2F123',
    fetchImpl,
    loadShareImpl,
  });
  return { sent, loadShareImpl };
}

afterEach(() => {
  dropHeldAnswers();
  takeEarlyManifest(MANIFEST);
  document.head.innerHTML = '';
});

it('reads the plan from the page, and nothing from a page without one or with a broken one', () => {
  expect(readStartPlan()).toBeNull();
  document.head.innerHTML = `<script type="application/json" id="start-plan">${JSON.stringify(PLAN)}</script>`;
  expect(readStartPlan()).toEqual(PLAN);
  document.head.innerHTML = '<script type="application/json" id="start-plan">{oops</script>';
  expect(readStartPlan()).toBeNull();
});

it('sends the first reads in one batch as the client would, and holds their answers for the screen', async () => {
  const { sent } = carryOut(PLAN);
  const batch = sent.find(({ url }) => url === 'http://api/graphql/portal/batch');
  expect(JSON.parse(String(batch?.init?.body))).toEqual(PLAN.reads);
  expect(batch?.init?.credentials).toBe('include');
  const headers = new Headers(batch?.init?.headers);
  expect(headers.get('x-xsrf-token')).toBe('token/123');
  expect(headers.get('apollographql-client-version')).toBe('2.45.0');
  await expect(takeRead('portal', 'registrationQuery', { uuid: 'u-1' })).resolves.toEqual({ data: { a: 1 } });
});

it('asks for the manifest once and hands that answer to the runtime, then the shared modules one a task', async () => {
  const { sent, loadShareImpl } = carryOut(PLAN);
  expect(sent.filter(({ url }) => url === MANIFEST)).toHaveLength(1);
  const early = takeEarlyManifest(MANIFEST);
  await expect(early?.then((response) => response.json())).resolves.toEqual({ name: 'professional' });
  // Once: a retry of the runtime asks for itself.
  expect(takeEarlyManifest(MANIFEST)).toBeUndefined();
  for (let tries = 0; tries < 100 && loadShareImpl.mock.calls.length < 2; tries++) await settle();
  expect(loadShareImpl.mock.calls).toEqual([['@portal/shared/remote'], ['@portal/shared/data']]);
});

it('does nothing without a plan, without a remote, or for a manifest the configuration does not name', async () => {
  for (const plan of [
    null,
    { route: 'dashboard', params: {} },
    { ...PLAN, manifest: 'http://evil.test/mf-manifest.json' },
  ]) {
    const { sent, loadShareImpl } = carryOut(plan);
    await settle();
    expect(sent).toEqual([]);
    expect(loadShareImpl).not.toHaveBeenCalled();
  }
});

it('skips a read the plan gives malformed, and sends nothing without a GraphQL address', () => {
  const odd = { ...PLAN, reads: [{ operationName: 7 }, null] as unknown as StartPlan['reads'] };
  expect(carryOut(odd).sent.map(({ url }) => url)).toEqual([MANIFEST]);
  expect(carryOut(PLAN, { ...CONFIG, qoreGraphqlUrl: '' }).sent.map(({ url }) => url)).toEqual([MANIFEST]);
});
