// The proxy drops an idle connection to the api before the api's own http server would close it, so
// no request leaves on a connection that is being closed (a 502 for the page's first read).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { API_AGENT } from '../proxy.mjs';

test('idle connections to the api are dropped before a Node http server closes them', () => {
  const api = http.createServer();
  assert.equal(API_AGENT.keepAlive, true);
  assert.ok(
    API_AGENT.options.timeout < api.keepAliveTimeout,
    `${API_AGENT.options.timeout} < ${api.keepAliveTimeout}`,
  );
});
