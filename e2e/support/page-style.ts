import type { Page } from '@playwright/test';

/**
 * Adds a stylesheet to the portal's page the way its own run-time styles get past its
 * Content-Security-Policy: with the nonce of the page's response (Playwright's addStyleTag has none and
 * is refused). Like addStyleTag it waits for the style's load event; it fails when the style did not
 * apply, so a test cannot go on without it.
 */
export async function addPageStyle(page: Page, css: string): Promise<void> {
  const applied = await page.evaluate(async (content) => {
    const style = document.createElement('style');
    style.nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
    style.textContent = content;
    const loaded = new Promise((settle) => {
      style.onload = settle;
      style.onerror = settle;
    });
    document.head.append(style);
    await loaded;
    return (style.sheet?.cssRules.length ?? 0) > 0;
  }, css);
  if (!applied) throw new Error('De stijl is niet toegepast (Content-Security-Policy).');
}

/**
 * Switches a stylesheet added by addPageStyle off or on again (its `media`), so one page can be looked
 * at with and without it.
 */
export async function setPageStyleEnabled(page: Page, css: string, enabled: boolean): Promise<void> {
  await page.evaluate(
    ({ content, on }) => {
      for (const style of document.head.querySelectorAll('style')) {
        if (style.textContent === content) style.media = on ? 'all' : 'not all';
      }
    },
    { content: css, on: enabled },
  );
}
