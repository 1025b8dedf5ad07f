import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { APOLLO_CHUNK } from '../support/apollo-chunk';

// 300 KB since react-router-dom came back (docs/decisions/0005-react-router.md); 260 KB since swc's
// minifier and the router shared only as @portal/shared/router brought it to about 225 KB (0017, 0018);
// 210 KB since Apollo's code loads on the client's first request, after the first screen (about 183 KB).
const LOGIN_ROUTE_BUDGET_KB = 210;
const LOGIN_ROUTE_BUDGET = LOGIN_ROUTE_BUDGET_KB * 1024;

test(`the login route loads at most ${LOGIN_ROUTE_BUDGET_KB} KB of gzipped JavaScript on first load`, async ({
  page,
}) => {
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    // The portal client's Apollo code is asked for once the page has settled, after the first screen
    // (first-load.spec.ts holds when); on a slow machine that can fall before the network is idle.
    if (APOLLO_CHUNK.test(response.url())) return;
    const body = await response.body().catch(() => null);
    if (body) sizes.set(response.url(), gzipSync(body, { level: 9 }).length);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  console.log(
    `Loginroute: ${sizes.size} scripts, ${(total / 1024).toFixed(1)} KB gzip (budget ${LOGIN_ROUTE_BUDGET_KB} KB)`,
  );
  for (const [url, size] of [...sizes].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${(size / 1024).toFixed(1)} KB ${url}`);
  }
  expect(total).toBeLessThanOrEqual(LOGIN_ROUTE_BUDGET);
});
