// The host's server names the opened page's remote files in the page (decision 0019): by the route the
// build's ranked table gives, the guards' rule for signed-in pages (the last user type's cookie), and the
// remote's manifest and screen list, read in the background from a real server here.
import { after, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRoutePreloads, START_ROUTES_FILE } from '../route-preloads.mjs';

const { rankedStartRoutes } = createRequire(import.meta.url)('../../build/start-routes.cjs');

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
  distDir = mkdtempSync(join(tmpdir(), 'route-preloads-'));
  writeFileSync(join(distDir, START_ROUTES_FILE), JSON.stringify(rankedStartRoutes()));
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

async function readyPreloads(now = () => Date.now()) {
  const preloads = createRoutePreloads({ distDir, now });
  preloads.warm(remotesConfig());
  await preloads.settled();
  return preloads;
}

describe('the page names its remote’s files', () => {
  test('the login page: manifest, list, entry, parcel and the screen’s files, plain build files only', async () => {
    const preloads = await readyPreloads();
    assert.deepEqual(linksIn(preloads.tagsFor('/login', undefined, remotesConfig())), [
      'fetch /account/mf-manifest.json cors',
      'fetch /account/screen-chunks.json cors',
      'script /account/remoteEntry.js cors',
      'script /account/__federation_expose_parcel.a1.js cors',
      'script /account/screen-login.b2.js',
      'style /account/3335.c3.css',
    ]);
  });

  test('a signed-in page only for the kind of user who last signed in here, and that kind’s remote', async () => {
    const preloads = await readyPreloads();
    const dashboard = (cookie) => linksIn(preloads.tagsFor('/dashboard', cookie, remotesConfig()));
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
      linksIn(preloads.tagsFor('/registreren', 'portal_last_user_type=companyEmployee', remotesConfig())),
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
      preloads.tagsFor('/dashboard', 'portal_last_user_type=professional', remotesConfig()),
    );
    assert.ok(links.includes('script /professional/2157.a1.js'));
    assert.ok(!links.some((link) => /7923|4449|evil/.test(link)));
  });

  test('nothing for an address no route takes, a remote not configured or not answering', async () => {
    delete served['/professional/mf-manifest.json'];
    const preloads = await readyPreloads();
    assert.equal(preloads.tagsFor('/bestaat-niet/echt', undefined, remotesConfig()), '');
    assert.equal(preloads.tagsFor('/login', undefined, {}), '');
    assert.equal(preloads.tagsFor('/dashboard', 'portal_last_user_type=professional', remotesConfig()), '');
  });

  test('never waits for a remote: the first page after the start names nothing until the read is done', async () => {
    const preloads = createRoutePreloads({ distDir });
    assert.equal(preloads.tagsFor('/login', undefined, remotesConfig()), '');
    await preloads.settled();
    assert.notEqual(preloads.tagsFor('/login', undefined, remotesConfig()), '');
  });

  test('a remote deployed or rolled back is named correctly once its read is 30 s old', async () => {
    let clock = 1_000_000;
    const preloads = await readyPreloads(() => clock);
    served['/account/screen-chunks.json'] = { 'screen-login': ['screen-login.rolled-back.js'] };
    clock += 29_000;
    assert.match(preloads.tagsFor('/login', undefined, remotesConfig()), /screen-login\.b2\.js/);
    await preloads.settled();
    clock += 1_000;
    // This page still gets the old list; the read it starts brings the new one for the next.
    assert.match(preloads.tagsFor('/login', undefined, remotesConfig()), /screen-login\.b2\.js/);
    await preloads.settled();
    assert.match(preloads.tagsFor('/login', undefined, remotesConfig()), /screen-login\.rolled-back\.js/);
  });
});
