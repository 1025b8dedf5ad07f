// The host's server writes the start plan into the page (issue 42, decision 0019): the route react-router
// matches on the build's table, the guards' rule for signed-in pages (the last user type's cookie), the
// remote's files as preload links, its shared modules and the screen's first reads for main.js; the
// remote's manifest and screen list are read in the background from a real server here.
import { after, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStartPlans, preconnectHeaders, START_ROUTES_FILE } from '../start-plan.mjs';

const { startRoutes } = createRequire(import.meta.url)('../../build/start-routes.cjs');

const manifestOf = (parcelFile) => ({
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ assets: { js: { sync: [parcelFile, '../evil.js'] }, css: { sync: [] } } }],
});

/** What each remote's server answers, by path; changed by the tests (a deploy, a roll-back, an outage). */
let served;
let remoteServer;
let base;
let distDir;

before(async () => {
  remoteServer = createServer((request, response) => {
    const body = served[request.url];
    if (body === undefined) {
      response.writeHead(404);
      return response.end();
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise((done) => remoteServer.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${remoteServer.address().port}`;
  distDir = mkdtempSync(join(tmpdir(), 'start-plan-'));
  writeFileSync(join(distDir, START_ROUTES_FILE), JSON.stringify(startRoutes()));
  // The host's own manifest: the shared modules it offers.
  writeFileSync(
    join(distDir, 'mf-manifest.json'),
    JSON.stringify({ shared: [{ name: 'react' }, { name: '@portal/shared/format' }] }),
  );
});

after(() => {
  remoteServer.close();
  rmSync(distDir, { recursive: true, force: true });
});

beforeEach(() => {
  served = {
    '/account/mf-manifest.json': manifestOf('__federation_expose_parcel.a1.js'),
    '/account/screen-chunks.json': {
      'screen-login': ['screen-login.b2.js', '3335.c3.css', 'https://evil.example/x.js'],
    },
    '/professional/mf-manifest.json': manifestOf('__federation_expose_parcel.d4.js'),
    '/professional/screen-chunks.json': { 'screen-dashboard': ['7213.e5.js', 'screen-dashboard.f6.js'] },
  };
});

const remotesConfig = () => ({
  account: `${base}/account/mf-manifest.json`,
  professional: `${base}/professional/mf-manifest.json`,
});

/** The preloads' addresses and attributes, in the page's order. */
const linksIn = (tags) =>
  [
    ...tags.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)"( crossorigin)? fetchpriority="low">/g),
  ].map(([, as, href, anonymous]) => `${as} ${href.replace(base, '')}${anonymous ? ' cors' : ''}`);

/** The plan in the page's head markup, as main.js reads it. */
const planIn = (tags) => {
  const json = /<script type="application\/json" id="start-plan">(.*?)<\/script>/.exec(tags)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
};

async function readyPreloads(now = () => Date.now()) {
  const preloads = createStartPlans({ distDir, now });
  preloads.warm(remotesConfig());
  await preloads.settled();
  return preloads;
}

describe('the page names its remote’s files', () => {
  test('the login page: manifest, list, entry, parcel and the screen’s files, plain build files only', async () => {
    const preloads = await readyPreloads();
    assert.deepEqual(linksIn(preloads.headFor('/login', undefined, remotesConfig())), [
      'fetch /account/mf-manifest.json cors',
      'script /account/remoteEntry.js cors',
      'script /account/__federation_expose_parcel.a1.js cors',
      'script /account/screen-login.b2.js',
      'style /account/3335.c3.css',
    ]);
  });

  test('a signed-in page only for the kind of user who last signed in here, and that kind’s remote', async () => {
    const preloads = await readyPreloads();
    const dashboard = (cookie) => linksIn(preloads.headFor('/dashboard', cookie, remotesConfig()));
    assert.deepEqual(dashboard(undefined), []);
    assert.deepEqual(dashboard('other=1'), []);
    assert.ok(
      dashboard('a=b; portal_last_user_type=professional').includes(
        'script /professional/screen-dashboard.f6.js',
      ),
    );
    // The employer's remote is not configured here: nothing rather than another remote's files.
    assert.deepEqual(dashboard('portal_last_user_type=companyEmployee'), []);
    // A page of another role than the last user's: nothing of its remote before the guards ran.
    assert.deepEqual(
      linksIn(preloads.headFor('/registreren', 'portal_last_user_type=companyEmployee', remotesConfig())),
      [],
    );
  });

  test('with the remote’s own copies of the shared modules the screen needs and the host does not offer', async () => {
    served['/professional/screen-chunks.json'] = {
      'screen-dashboard': ['screen-dashboard.f6.js'],
      'shared-fallbacks': {
        'screen-dashboard': {
          '@portal/shared/validation': ['2157.a1.js', '../evil.js'],
          react: ['7923.b2.js'],
          '@portal/shared/format': ['4449.c3.js'],
        },
      },
    };
    const preloads = await readyPreloads();
    const links = linksIn(
      preloads.headFor('/dashboard', 'portal_last_user_type=professional', remotesConfig()),
    );
    assert.ok(links.includes('script /professional/2157.a1.js'));
    assert.ok(!links.some((link) => /7923|4449|evil/.test(link)));
  });

  test('nothing for an address no route takes; only the manifest of a remote not configured or not answering', async () => {
    delete served['/professional/mf-manifest.json'];
    const preloads = await readyPreloads();
    assert.equal(preloads.headFor('/bestaat-niet/echt', undefined, remotesConfig()), '');
    assert.deepEqual(linksIn(preloads.headFor('/login', undefined, {})), []);
    assert.deepEqual(planIn(preloads.headFor('/login', undefined, {})), { route: 'login', params: {} });
    const dashboard = preloads.headFor('/dashboard', 'portal_last_user_type=professional', remotesConfig());
    assert.deepEqual(linksIn(dashboard), ['fetch /professional/mf-manifest.json cors']);
    assert.deepEqual(planIn(dashboard).reads, undefined);
  });

  test('never waits for a remote: the first page after the start names only the manifest until the read is done', async () => {
    const preloads = createStartPlans({ distDir });
    assert.deepEqual(linksIn(preloads.headFor('/login', undefined, remotesConfig())), [
      'fetch /account/mf-manifest.json cors',
    ]);
    await preloads.settled();
    assert.ok(linksIn(preloads.headFor('/login', undefined, remotesConfig())).length > 1);
  });

  test('a remote deployed or rolled back is named correctly once its read is 30 s old', async () => {
    let clock = 1_000_000;
    const preloads = await readyPreloads(() => clock);
    served['/account/screen-chunks.json'] = { 'screen-login': ['screen-login.rolled-back.js'] };
    clock += 29_000;
    assert.match(preloads.headFor('/login', undefined, remotesConfig()), /screen-login\.b2\.js/);
    await preloads.settled();
    clock += 1_000;
    // This page still gets the old list; the read it starts brings the new one for the next.
    assert.match(preloads.headFor('/login', undefined, remotesConfig()), /screen-login\.b2\.js/);
    await preloads.settled();
    assert.match(preloads.headFor('/login', undefined, remotesConfig()), /screen-login\.rolled-back\.js/);
  });
});

describe('the plan main.js carries out', () => {
  test('the route, its parameters, the remote, its shared modules and the screen’s first reads', async () => {
    served['/professional/screen-chunks.json'] = {
      'screen-registrationForm': ['screen-registrationForm.a1.js'],
      'shared-fallbacks': {
        'screen-registrationForm': {
          '@portal/shared/format': ['4449.c3.js'],
          '@portal/shared/validation': ['2157.a1.js'],
        },
      },
      'screen-reads': {
        registrationForm: [
          {
            operationName: 'registrationChoicesQuery',
            params: [],
            query: 'query registrationChoicesQuery { a }',
          },
          {
            operationName: 'registrationQuery',
            params: ['uuid'],
            query: 'query registrationQuery($uuid: ID!) { b }',
          },
          { operationName: 'needsMore', params: ['other'], query: 'query needsMore { c }' },
          { operationName: 7, params: [], query: 'odd' },
        ],
      },
    };
    const preloads = await readyPreloads();
    const plan = planIn(
      preloads.headFor('/REGISTREREN/B9b2/2/', 'portal_last_user_type=professional', remotesConfig()),
    );
    assert.deepEqual(plan, {
      route: 'registrationForm',
      params: { uuid: 'B9b2', step: '2' },
      remote: 'professional',
      manifest: `${base}/professional/mf-manifest.json`,
      // The host's copies: the parcel's two, then the screen's that the host offers.
      shared: ['@portal/shared/remote', '@portal/shared/data', '@portal/shared/format'],
      reads: [
        {
          operationName: 'registrationChoicesQuery',
          variables: {},
          query: 'query registrationChoicesQuery { a }',
        },
        {
          operationName: 'registrationQuery',
          variables: { uuid: 'B9b2' },
          query: 'query registrationQuery($uuid: ID!) { b }',
        },
      ],
    });
  });

  test('a list’s first page only for an address without a search part', async () => {
    served['/professional/screen-chunks.json'] = {
      'screen-invoices': ['screen-invoices.a1.js'],
      'screen-reads': {
        invoices: [
          {
            operationName: 'myInvoices',
            params: [],
            firstPage: { page: 1, search: null, sort: 'date' },
            query: 'query myInvoices($page: Int) { a }',
          },
        ],
      },
    };
    const preloads = await readyPreloads();
    const plan = (search) =>
      planIn(
        preloads.headFor('/mijn-facturen', 'portal_last_user_type=professional', remotesConfig(), search),
      );
    assert.deepEqual(plan('').reads, [
      {
        operationName: 'myInvoices',
        variables: { page: 1, search: null, sort: 'date' },
        query: 'query myInvoices($page: Int) { a }',
      },
    ]);
    assert.deepEqual(plan('?').reads, plan('').reads);
    assert.deepEqual(plan('?pagina=2').reads, []);
    assert.deepEqual(plan('?zoeken=van').reads, []);
  });

  test('a guest’s signed-in page: the route only, nothing of its remote', async () => {
    const preloads = await readyPreloads();
    assert.deepEqual(planIn(preloads.headFor('/dashboard', undefined, remotesConfig())), {
      route: 'dashboard',
      params: {},
    });
  });

  test('no text in the plan can end its element', async () => {
    served['/account/screen-chunks.json'] = {
      'screen-login': [],
      'screen-reads': {
        login: [{ operationName: 'x', params: [], query: '</script><script>alert(1)</script>' }],
      },
    };
    const preloads = await readyPreloads();
    const head = preloads.headFor('/login', undefined, remotesConfig());
    assert.equal(head.match(/<\/script>/g).length, 1);
    assert.equal(planIn(head).reads[0].query, '</script><script>alert(1)</script>');
  });
});

test('the page preconnects to each remote origin once, for CORS and for plain scripts', () => {
  const { link } = preconnectHeaders({
    account: 'https://remotes.example/account/mf-manifest.json',
    professional: 'https://remotes.example/professional/mf-manifest.json',
    employer: 'http://localhost:3003/mf-manifest.json',
    educator: 'javascript:alert(1)',
  });
  assert.equal(
    link,
    '<https://remotes.example>; rel=preconnect, <https://remotes.example>; rel=preconnect; crossorigin, ' +
      '<http://localhost:3003>; rel=preconnect, <http://localhost:3003>; rel=preconnect; crossorigin',
  );
  assert.deepEqual(preconnectHeaders({}), {});
});
