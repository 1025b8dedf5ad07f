import type { Page } from '@playwright/test';

/**
 * The house style of the page as it is now (issue 36, issue 42 point 5), each miss as a readable line
 * prefixed with `where`:
 * - every antd control has the height its theme gives it (Button 32 px, small 24, large 40; inputs,
 *   selects and date pickers alike): a control whose stylesheet did not load is the browser's own size
 *   (an 18 px Button), which the target-size check lets through by its spacing exception;
 * - every checkbox and radio button stands beside its text, not above or below it;
 * - no label or value is broken inside a word (hyphenation, `overflow-wrap: anywhere`, `break-all`);
 * - below 1024 px, a page with the drawer has a menu button in view at the top.
 */
export async function houseStyleFailures(page: Page, where: string): Promise<string[]> {
  const misses = await page.evaluate(() => {
    const found: string[] = [];
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    };
    const named = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).slice(0, 2).join('.')}` : ''} '${(element.textContent ?? '').trim().slice(0, 40)}'`;

    // antd controls at their theme's height. Taller is allowed (a wrapping label); lower is a style
    // that did not arrive.
    const sized: Array<[string, number]> = [
      ['.ant-btn:not(.ant-btn-sm):not(.ant-btn-lg)', 32],
      ['.ant-btn-sm', 24],
      ['.ant-btn-lg', 40],
      ['.ant-input-affix-wrapper:not(.ant-input-affix-wrapper-sm):not(.ant-input-affix-wrapper-lg)', 32],
      ['input.ant-input:not(.ant-input-sm):not(.ant-input-lg):not(.ant-input-affix-wrapper *)', 32],
      ['.ant-select:not(.ant-select-sm):not(.ant-select-lg):not(.ant-select-multiple)', 32],
      ['.ant-picker:not(.ant-picker-sm):not(.ant-picker-lg)', 32],
      ['.ant-input-number:not(.ant-input-number-sm):not(.ant-input-number-lg)', 32],
    ];
    for (const [selector, height] of sized) {
      for (const control of document.querySelectorAll(selector)) {
        if (!shown(control) || control.closest('.ant-picker-dropdown, .ant-select-dropdown')) continue;
        const actual = control.getBoundingClientRect().height;
        if (actual < height - 1)
          found.push(`${named(control)} is ${Math.round(actual)} px high, not ${height}`);
      }
    }

    // Checkboxes and radio buttons beside their text: the text starts right of the box, on its line.
    for (const input of document.querySelectorAll<HTMLInputElement>(
      'input[type=checkbox], input[type=radio]',
    )) {
      const label =
        input.closest('label') ?? (input.id ? document.querySelector(`label[for="${input.id}"]`) : null);
      if (!label) continue;
      const box = (shown(input) ? input : (input.parentElement ?? input)).getBoundingClientRect();
      if (box.width === 0) continue;
      const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      let text: Node | null = walker.nextNode();
      while (text && !(text.textContent ?? '').trim()) text = walker.nextNode();
      if (!text) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const first = range.getClientRects()[0];
      if (!first) continue;
      const besideIt = first.left >= box.right - 1 && first.top < box.bottom && first.bottom > box.top;
      if (!besideIt) found.push(`${named(label)}: the ${input.type} is not beside its text`);
    }

    // Words broken inside: a word whose letters lie on more than one line.
    const texts = document.querySelectorAll(
      'main h1, main h2, main h3, main label, main legend, main dt, main dd, main th, main td, main button, main a, main p, main li',
    );
    const broken = new Set<string>();
    for (const element of texts) {
      if (!shown(element)) continue;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const value = node.textContent ?? '';
        // A word ends at a hyphen too: a line may break after it ('e-' / 'mailadres'), as Dutch does.
        for (const match of value.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’.@]*[\p{L}\p{N}]/gu)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top / 4)),
          );
          // An e-mail address or web address may break at its dots and slashes; a word may not.
          if (tops.size > 1 && !/[@/]/.test(match[0])) broken.add(match[0]);
        }
      }
    }
    for (const word of broken) found.push(`'${word}' is broken across lines`);

    // Below 1024 px the menu is reached from the top of the page, not only from the footer.
    if (window.innerWidth < 1024 && document.getElementById('portal-drawer')) {
      const menu = [...document.querySelectorAll('header button[aria-controls="portal-drawer"]')].find(shown);
      const top = menu?.getBoundingClientRect().top ?? Infinity;
      if (!menu || top > 120 || menu.getAttribute('aria-expanded') === null)
        found.push('no menu button (aria-expanded, aria-controls) in view at the top');
    }
    return found;
  });
  return misses.map((miss) => `${where}: ${miss}`);
}
