import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/sign-in';

/**
 * Every page of the shell and the account portal loads with the host's Content-Security-Policy
 * enforced and reports no violation: the policy lists what the portal really loads, and nothing in
 * the portal needs an inline script or eval.
 */

const GUEST_PAGES = [
  '/login',
  '/wachtwoord/vergeten',
  '/wachtwoord/vergeten/onbekend/00000000-0000-0000-0000-000000000000',
  '/account-aanmaken',
  '/account-aanmaken/professional',
  '/account-aanmaken/werkgever',
  '/account-aanmaken/opleidingsaanbieder',
  '/keuzehulp',
  '/heractiveren',
  '/loginas/ongeldig',
  '/account-activatie/00000000-0000-0000-0000-000000000000/00000000-0000-0000-0000-000000000000',
  '/account-migratie-afronden/ongeldig',
  '/bestaat/niet',
];

const SIGNED_IN_PAGES = [
  '/dashboard',
  '/account/profiel',
  '/account/profiel/aanpassen',
  '/legacy/autorisatie',
  '/inloggen-op-professioneel-toezicht',
  '/betaling/00000000-0000-0000-0000-000000000000',
  '/fout',
];

/** Collects CSP violations the page reports, and those Chromium logs to the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

async function expectEnforcedPolicy(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy, path).toContain("frame-ancestors 'none'");
  expect(policy, path).toContain("object-src 'none'");
  expect(policy, path).toContain("base-uri 'self'");
  const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc, path).not.toContain('unsafe-inline');
  expect(scriptSrc, path).not.toContain('unsafe-eval');
  expect(scriptSrc, path).toMatch(/'sha256-/);
  await expect(page.locator('main, [role="main"], #root > *').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('the shell and the guest pages of the account portal load under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of GUEST_PAGES) await expectEnforcedPolicy(page, path);
  expect(violations).toEqual([]);
});

test('the signed-in pages load under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await signIn(page, 'professional@demo.nl');
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const path of SIGNED_IN_PAGES) await expectEnforcedPolicy(page, path);
  expect(violations).toEqual([]);
});

test('an employer and an educator see their pages under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const email of ['werkgever@demo.nl', 'opleider@demo.nl']) {
    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const path of ['/dashboard', '/account/profiel']) await expectEnforcedPolicy(page, path);
    await page.context().clearCookies();
  }
  expect(violations).toEqual([]);
});

test('source maps are not served', async ({ request }) => {
  const page = await request.get('/login');
  const html = await page.text();
  const script = html.match(/src="([^"]+\.js)"/)?.[1];
  expect(script).toBeTruthy();
  const map = await request.get(`${script}.map`);
  expect(map.status()).toBe(404);
});

test('/config.js does not take its URLs from the Host header', async ({ request }) => {
  const config = await request.get('/config.js', { headers: { host: 'evil.example' } });
  const text = await config.text();
  expect(text).not.toContain('evil.example');
});
