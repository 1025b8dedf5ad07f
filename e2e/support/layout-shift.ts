import type { BrowserContext, Page } from '@playwright/test';

/**
 * Layout shifts as Chromium itself records them (issue 8, issue 42): a PerformanceObserver installed
 * before the page's own scripts, from the first paint on, summed into web.dev's Cumulative Layout Shift
 * (the largest 5 s session window). Used by layout-stability.spec.ts (three pages at a phone's and a
 * desktop's size) and route-accessibility.spec.ts (every route of every role, opened directly).
 */
export const CLS_BUDGET = 0.05;

export interface LayoutShift {
  value: number;
  startTime: number;
  sources: string[];
}

export interface LargestPaint {
  startTime: number;
  size: number;
  element: string;
  inDialog: boolean;
}

interface ShiftRecords {
  __layoutShifts?: LayoutShift[];
  __largestPaints?: LargestPaint[];
}

/** Runs in the page before its scripts: collects every shift not caused by input, and the LCP candidates. */
function recordLayoutShifts() {
  const records = window as unknown as ShiftRecords;
  records.__layoutShifts = [];
  records.__largestPaints = [];
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
      records.__layoutShifts?.push({
        value: entry.value,
        startTime: entry.startTime,
        sources: (entry.sources ?? []).map((source) => describe(source.node)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Array<{
      startTime: number;
      size: number;
      element: Element | null;
    }>) {
      records.__largestPaints?.push({
        startTime: entry.startTime,
        size: entry.size,
        element: describe(entry.element),
        inDialog: Boolean(entry.element?.closest('dialog')),
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** Every document the page or context loads from now on records its shifts from its first paint. */
export async function recordLayoutShiftsOf(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(recordLayoutShifts);
}

/** web.dev's CLS: the largest sum of shifts in a session window (gaps < 1 s, at most 5 s long). */
export function cumulativeLayoutShift(shifts: readonly LayoutShift[]): number {
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

/** The shifts of the page's document so far (none when it was loaded without the recorder). */
export async function layoutShiftsOf(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as ShiftRecords).__layoutShifts ?? []);
}

export async function largestPaintsOf(page: Page): Promise<LargestPaint[]> {
  return page.evaluate(() => (window as unknown as ShiftRecords).__largestPaints ?? []);
}

/** The shifts as readable lines: value, time and the elements that moved. */
export function describeShifts(shifts: readonly LayoutShift[]): string {
  return shifts
    .filter((shift) => shift.value >= 0.001)
    .map(
      (shift) =>
        `${shift.value.toFixed(3)} at ${Math.round(shift.startTime)} ms (${shift.sources.join(', ')})`,
    )
    .join('; ');
}
