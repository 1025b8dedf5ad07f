import { expect, test, type Locator, type Page } from '@playwright/test';
import { pickBirthDateIn1988 } from '../support/field-pickers';
import { formField } from '../support/form-field';
import { startRegistrationAtPersonalStep } from '../support/registration-start';
import { signIn } from '../support/sign-in';

/**
 * antd's component styles are static CSS made at build time (docs/decisions/0014): the pages look as
 * they did with antd's run-time CSS-in-JS (colours and sizes from the portal theme), antd writes no
 * <style> element while the page renders, and the host's own stylesheet still comes after the antd CSS
 * the remotes bring, so portal.css wins where both apply. That every antd control of every route has
 * its theme's size, opened directly and client-side, is route-accessibility.spec.ts's house style check.
 */

// The portal theme (shared/src/ui/portal-theme.ts): colorPrimary #00677f, borderRadius 4.
const PRIMARY = 'rgb(0, 103, 127)';
// The theme's colorBorder (#7a8794: 3.7:1, WCAG 1.4.11) and antd's default colorText, which it keeps.
const BORDER = 'rgb(122, 135, 148)';
const TEXT = 'rgba(0, 0, 0, 0.88)';

/** Records every <style> element added to the page from its first byte, removed ones too. */
async function recordStyleElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __addedStyles: string[] }).__addedStyles = seen;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (node instanceof HTMLStyleElement) {
            const marks = [...node.attributes].map((attribute) => attribute.name).join(' ');
            seen.push(`${marks} ${node.textContent ?? ''}`);
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The added <style> elements that carry antd's CSS-in-JS: its marks, its hash class or its variables. */
async function cssInJsStyles(page: Page): Promise<string[]> {
  const added = await page.evaluate(() => (window as unknown as { __addedStyles: string[] }).__addedStyles);
  return added.filter((style) => /data-css-hash|data-token-hash|\.css-[\w-]+\)|--ant-|\.ant-/.test(style));
}

function computed(locator: Locator, property: string, pseudo?: string): Promise<string> {
  return locator.evaluate(
    (element, [name, pseudoElement]) => getComputedStyle(element, pseudoElement).getPropertyValue(name),
    [property, pseudo ?? null] as const,
  );
}

/** Every stylesheet of a remote (another origin) comes before the host's first stylesheet. */
async function expectRemoteStylesheetsBeforeHost(page: Page): Promise<void> {
  const order = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => ({
      host: link.hasAttribute('data-portal-host-stylesheet'),
      remote: new URL(link.href).origin !== location.origin,
    })),
  );
  const firstHost = order.findIndex((link) => link.host);
  expect(firstHost, 'the host has a stylesheet (portal.css)').toBeGreaterThanOrEqual(0);
  const lastRemote = order.map((link) => link.remote).lastIndexOf(true);
  expect(lastRemote, 'a remote brought antd CSS').toBeGreaterThanOrEqual(0);
  expect(lastRemote).toBeLessThan(firstHost);
}

test('the login page (no antd on it) gets no run-time antd styles', async ({ page }) => {
  await recordStyleElements(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  expect(await cssInJsStyles(page)).toEqual([]);
});

// The dashboard, 'Mijn VOG's' and 'Mijn registerpas' draw their blocks with the shared plain card
// (@portal/shared/ui's Card), so antd's cards are checked on 'Mijn werkgevers', a signed-in page
// of the same remote that still renders antd's Card (one per linked employer).
test("a professional's page: card padding and typography from the static CSS", async ({ page }) => {
  await signIn(page, 'professional@demo.nl');
  await expect(page).toHaveURL(/\/dashboard$/);
  await recordStyleElements(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await cssInJsStyles(page)).toEqual([]);
  await page.goto('/mijn-werkgevers');
  const card = page.locator('.ant-card').first();
  await expect(card).toBeVisible();
  expect(await computed(card.locator('.ant-card-body').first(), 'padding-top')).toBe('24px');
  expect(await computed(card, 'border-top-left-radius')).toBe('4px');
  expect(await computed(card, 'background-color')).toBe('rgb(255, 255, 255)');
  // portal.css restyles the cards' heads over antd's (padding 0 24px, one line cut off with '…').
  const head = page.locator('.portal-main .ant-card-head').first();
  await expect(head).toBeVisible();
  expect(await computed(head, 'padding-top')).toBe('8px');
  expect(await computed(head, 'padding-left')).toBe('24px');
  expect(await computed(head.locator('.ant-card-head-title'), 'white-space')).toBe('normal');
  await expectRemoteStylesheetsBeforeHost(page);
  expect(await cssInJsStyles(page)).toEqual([]);
});

test("a form step of the registration wizard: a field's border, the calendar's days in the theme", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await startRegistrationAtPersonalStep(page, 'Statische-Stijlen-2026!');
  await recordStyleElements(page);
  await page.reload();
  // A text field: the plain text box in antd's input border (text-input.css; issue 8: the first steps
  // render no antd).
  const place = formField(page, 'Geboorteplaats');
  await expect(place).toHaveClass(/portal-text-input/);
  expect(await computed(place, 'border-top-style')).toBe('solid');
  expect(await computed(place, 'border-top-width')).toBe('1px');
  expect(await computed(place, 'border-top-color')).toBe(BORDER);
  // The calendar's day cells are antd buttons: a text button for a day, the theme's primary colour
  // for the chosen one.
  await pickBirthDateIn1988(page, page, 'Geboortedatum');
  await page.getByLabel('Geboortedatum', { exact: true }).click();
  const calendar = page.getByRole('dialog', { name: 'Kies een datum' });
  await expect(calendar).toBeVisible();
  const chosen = calendar.locator('[aria-selected="true"] button');
  await expect(chosen).toHaveClass(/ant-btn-variant-solid/);
  expect(await computed(chosen, 'background-color')).toBe(PRIMARY);
  expect(await computed(chosen, 'color')).toBe('rgb(255, 255, 255)');
  expect(await computed(chosen, 'border-top-left-radius')).toBe('4px');
  const otherDay = calendar.locator('[aria-selected="false"] button').first();
  await expect(otherDay).toHaveClass(/ant-btn-variant-text/);
  expect(await computed(otherDay, 'background-color')).toBe('rgba(0, 0, 0, 0)');
  expect(await computed(otherDay, 'color')).toBe(TEXT);
  await expectRemoteStylesheetsBeforeHost(page);
  expect(await cssInJsStyles(page)).toEqual([]);
});
