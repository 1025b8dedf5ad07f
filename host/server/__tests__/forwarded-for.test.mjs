// The host's server forwards the api's paths appending, not overwriting, X-Forwarded-For: behind a
// load balancer the api still finds each real client (TRUST_PROXY=2). Clients here connect from
// different loopback addresses (127.0.0.2, 127.0.0.3), as different machines would.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { appendForwardedFor, proxyToApi } from '../proxy.mjs';

const servers = [];
let seen = [];

function listen(handler) {
  const server = http.createServer(handler);
  servers.push(server);
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => done(`http://127.0.0.1:${server.address().port}`)),
  );
}

function get(url, localAddress, headers = {}) {
  return new Promise((done, fail) => {
    const request = http.request(url, { method: 'POST', localAddress, headers }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => done({ status: response.statusCode, body }));
    });
    request.on('error', fail);
    request.end('{}');
  });
}

let loadBalancer;
let host;

before(async () => {
  const api = await listen((request, response) => {
    seen.push(request.headers['x-forwarded-for']);
    response.end('ok');
  });
  host = await listen((request, response) => proxyToApi(api, request, response));
  // A load balancer appends like any proxy; the host's own forwarding serves as one here.
  loadBalancer = await listen((request, response) => proxyToApi(host, request, response));
});

after(() => Promise.all(servers.map((server) => new Promise((done) => server.close(done)))));

test('the host appends its peer to what came in', () => {
  assert.equal(appendForwardedFor(undefined, '127.0.0.2'), '127.0.0.2');
  assert.equal(appendForwardedFor('', '127.0.0.2'), '127.0.0.2');
  assert.equal(appendForwardedFor('203.0.113.9', '10.0.0.5'), '203.0.113.9, 10.0.0.5');
  assert.equal(appendForwardedFor(['1.1.1.1', '2.2.2.2'], '10.0.0.5'), '1.1.1.1, 2.2.2.2, 10.0.0.5');
});

test('host alone: the api sees the client as the last entry', async () => {
  seen = [];
  await get(`${host}/graphql/portal_public`, '127.0.0.2');
  assert.deepEqual(seen, ['127.0.0.2']);
});

test('load balancer in front: each real client stays one entry left of the host', async () => {
  seen = [];
  await get(`${loadBalancer}/graphql/portal_public`, '127.0.0.2');
  await get(`${loadBalancer}/graphql/portal_public`, '127.0.0.3');
  // What a client writes itself stays furthest left, where TRUST_PROXY=2 does not look.
  await get(`${loadBalancer}/graphql/portal_public`, '127.0.0.3', { 'x-forwarded-for': '198.51.100.1' });
  assert.deepEqual(seen, [
    '127.0.0.2, 127.0.0.1',
    '127.0.0.3, 127.0.0.1',
    '198.51.100.1, 127.0.0.3, 127.0.0.1',
  ]);
});
