import type { Page } from '@playwright/test';

/**
 * The portal client's Apollo code (decision 0026): a chunk of the host's, loaded on the client's first
 * request or once the page has settled, never as part of the first screen.
 */
export const APOLLO_CHUNK = /\/apollo-portal-client\.[0-9a-f]+\.js$/;

/** How long after the load event the host asks for it at the earliest (host's SETTLE_DELAY_MS). */
export const APOLLO_CHUNK_EARLIEST_MS = 2000;

/** When the page's load event began, and when each fetch of the Apollo chunk started. */
export function apolloChunkTiming(page: Page): Promise<{ loadStart: number; starts: number[] }> {
  return page.evaluate((source) => {
    const chunk = new RegExp(source);
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const starts = performance
      .getEntriesByType('resource')
      .filter((entry) => chunk.test(entry.name))
      .map((entry) => entry.startTime);
    return { loadStart: navigation!.loadEventStart, starts };
  }, APOLLO_CHUNK.source);
}
