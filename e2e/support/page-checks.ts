/**
 * Checks of WCAG 2.2 AA that axe-core does not make, run in the page as it is now: sideways scroll
 * (1.4.10), target size with the spacing exception (2.5.8), input purpose (1.3.5), focus (2.4.3).
 */
import type { Page } from '@playwright/test';

/** WCAG 1.4.12's text spacing, applied with !important as the bookmarklets do. */
export const TEXT_SPACING_CSS = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** How many px the page scrolls sideways (0 when it fits). */
export async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The elements wider than the viewport, for a readable failure. */
export async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').trim().slice(0, 30)}"`,
      );
  });
}

/**
 * Targets under 24 × 24 px whose 24 px circle meets another target or another small target's circle
 * (WCAG 2.5.8). Links inside a sentence and unstyled browser controls are exempt, as the criterion says.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && rect.width > 1 && rect.height > 1;
    };
    const inSentence = (element: Element) => {
      if (getComputedStyle(element).display !== 'inline') return false;
      const parent = element.parentElement;
      return (
        !!parent &&
        [...parent.childNodes].some(
          (node) => node !== element && node.nodeType === 3 && node.textContent?.trim(),
        )
      );
    };
    const targets = [...document.querySelectorAll(selector)].filter(
      (element) => visible(element) && !element.closest('[inert], [aria-hidden="true"]'),
    );
    const rects = targets.map((element) => element.getBoundingClientRect());
    const small = targets
      .map((element, index) => ({ element, rect: rects[index] as DOMRect, index }))
      .filter(({ element, rect }) => (rect.width < 24 || rect.height < 24) && !inSentence(element))
      .filter(
        ({ element }) =>
          !(
            element instanceof HTMLInputElement &&
            ['checkbox', 'radio'].includes(element.type) &&
            !element.className
          ),
      );
    const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
    const distanceToRect = (point: { x: number; y: number }, rect: DOMRect) => {
      const dx = Math.max(rect.left - point.x, 0, point.x - rect.right);
      const dy = Math.max(rect.top - point.y, 0, point.y - rect.bottom);
      return Math.hypot(dx, dy);
    };
    const related = (a: Element, b: Element) =>
      a.contains(b) || b.contains(a) || (a.closest('label') === b.closest('label') && !!a.closest('label'));
    return small
      .filter(({ element, rect, index }) => {
        const c = centre(rect);
        return targets.some((other, otherIndex) => {
          if (otherIndex === index || related(element, other)) return false;
          const otherRect = rects[otherIndex] as DOMRect;
          if (distanceToRect(c, otherRect) < 12) return true;
          const otherSmall = small.some((entry) => entry.index === otherIndex);
          return otherSmall && Math.hypot(c.x - centre(otherRect).x, c.y - centre(otherRect).y) < 24;
        });
      })
      .map(
        ({ element, rect }) =>
          `${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 30)}" ${Math.round(rect.width)}×${Math.round(rect.height)}`,
      );
  });
}

/** Fields that are not password fields but tell the browser they hold a password. */
export async function falsePasswordFields(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLInputElement>(
        'input[autocomplete="new-password"], input[autocomplete="current-password"]',
      ),
    ]
      .filter((input) => input.type !== 'password' && !input.closest('.ant-input-password'))
      .map((input) => `${input.id || input.name || input.type} (${input.autocomplete})`),
  );
}

/** What has focus: 'h1', 'main', or a description of something else. */
export async function focusedLandmark(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    if (active.tagName === 'H1') return 'h1';
    if (active.tagName === 'MAIN') return 'main';
    return `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''}`;
  });
}
