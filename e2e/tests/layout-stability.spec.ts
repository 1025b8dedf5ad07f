import { expect, test, type Page } from '@playwright/test';
import { authStateFile } from '../support/auth-state';

// Issue 8: nothing moves once painted. The layout shifts are recorded in Chromium itself (a
// PerformanceObserver installed before the page's own scripts), from the first paint until the page has
// settled, and summed into the Cumulative Layout Shift of web.dev (largest 5 s session window).
const CLS_BUDGET = 0.05;

// Lighthouse's mobile device: a Moto G Power.
const PHONE = {
  viewport: { width: 412, height: 823 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1.75,
};

interface Shift {
  value: number;
  startTime: number;
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts: Shift[];
    __largestPaints: Array<{ startTime: number; size: number; element: string; inDialog: boolean }>;
  }
}

/** Collects every layout shift not caused by input, with the elements that moved. */
function recordLayoutShifts() {
  window.__layoutShifts = [];
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return String(node?.nodeName ?? '?');
    const id = node.id ? `#${node.id}` : '';
    const classes = [...node.classList]
      .slice(0, 2)
      .map((name) => `.${name}`)
      .join('');
    return `${node.tagName.toLowerCase()}${id}${classes}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Array<{
      value: number;
      startTime: number;
      hadRecentInput: boolean;
      sources?: Array<{ node: Node | null }>;
    }>) {
      if (entry.hadRecentInput) continue;
      window.__layoutShifts.push({
        value: entry.value,
        startTime: entry.startTime,
        sources: (entry.sources ?? []).map((source) => describe(source.node)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  window.__largestPaints = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Array<{
      startTime: number;
      size: number;
      element: Element | null;
    }>) {
      window.__largestPaints.push({
        startTime: entry.startTime,
        size: entry.size,
        element: describe(entry.element),
        inDialog: Boolean(entry.element?.closest('dialog')),
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** web.dev's CLS: the largest sum of shifts in a session window (gaps < 1 s, at most 5 s long). */
function cumulativeLayoutShift(shifts: Shift[]): number {
  let largest = 0;
  let window = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of shifts) {
    if (shift.startTime - previous > 1000 || shift.startTime - windowStart > 5000) {
      window = 0;
      windowStart = shift.startTime;
    }
    window += shift.value;
    previous = shift.startTime;
    largest = Math.max(largest, window);
  }
  return largest;
}

async function measureLayoutShift(page: Page, path: string, ready: () => Promise<void>) {
  await page.addInitScript(recordLayoutShifts);
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  // Late shifts (a font, a notice, a footer pushed down) come within a moment of the last response.
  await page.waitForTimeout(1000);
  const shifts = await page.evaluate(() => window.__layoutShifts);
  const cls = cumulativeLayoutShift(shifts);
  console.log(`CLS ${path}: ${cls.toFixed(3)} (budget ${CLS_BUDGET})`);
  for (const shift of shifts) {
    console.log(
      `  ${shift.value.toFixed(4)} at ${Math.round(shift.startTime)} ms: ${shift.sources.join(', ')}`,
    );
  }
  const largest = await page.evaluate(() => window.__largestPaints);
  for (const paint of largest) {
    console.log(
      `  LCP candidate ${paint.element} (${paint.size} px², dialog ${paint.inDialog}) at ${Math.round(paint.startTime)} ms`,
    );
  }
  return { cls, largestPaint: largest.at(-1) };
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('/login does not shift (mobile notice included)', async ({ page }) => {
    const { cls, largestPaint } = await measureLayoutShift(page, '/login', async () => {
      await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Let op' })).toBeVisible();
    });
    expect(cls).toBeLessThanOrEqual(CLS_BUDGET);
    // The notice lies over the page; the page's own content stays its largest paint.
    expect(largestPaint?.inDialog).toBe(false);
  });

  test.describe('signed in', () => {
    test.use({ storageState: authStateFile('professional') });
    test('/dashboard does not shift', async ({ page }) => {
      const { cls } = await measureLayoutShift(page, '/dashboard', async () => {
        await expect(page.getByRole('banner')).toContainText('Ingelogd als professional');
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      });
      expect(cls).toBeLessThanOrEqual(CLS_BUDGET);
    });
  });
});

test.describe('on a desktop, with the drawer', () => {
  test.use({ viewport: { width: 1366, height: 900 }, storageState: authStateFile('professional') });
  test('/dashboard does not shift', async ({ page }) => {
    const { cls } = await measureLayoutShift(page, '/dashboard', async () => {
      await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    });
    expect(cls).toBeLessThanOrEqual(CLS_BUDGET);
  });
});
