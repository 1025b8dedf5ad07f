/**
 * Keyboard-only driving for browser tests: Tab, Enter, Space and Escape (and typing into a field), with
 * the number of key presses counted, so a test can print what a keyboard user pays for a task.
 */
import type { Page } from '@playwright/test';

type NavigationKey = 'Tab' | 'Shift+Tab' | 'Enter' | 'Space' | 'Escape';

export class KeyboardUser {
  presses = 0;

  constructor(private readonly page: Page) {}

  async press(key: NavigationKey): Promise<void> {
    this.presses += 1;
    await this.page.keyboard.press(key === 'Space' ? ' ' : key);
  }

  /** The focused element's name as a user hears it: its label, aria-label or text. */
  focusedName(): Promise<string> {
    return this.page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      if (!active || active === document.body) return '';
      const input = active as HTMLInputElement;
      const label =
        input.labels?.[0]?.textContent ?? active.getAttribute('aria-label') ?? active.textContent ?? '';
      return label
        .replace(/\s+/g, ' ')
        .replace(/^\*\s*/, '')
        .trim();
    });
  }

  /** Presses Tab until the focused element is named `name`; fails after `max` presses. */
  async tabTo(name: string | RegExp, max = 80): Promise<void> {
    for (let count = 0; count < max; count += 1) {
      await this.press('Tab');
      const focused = await this.focusedName();
      if (typeof name === 'string' ? focused === name : name.test(focused)) return;
    }
    throw new Error(`Na ${max} keer Tab geen focus op '${String(name)}'`);
  }

  /** Types into the focused field; typing is not counted as navigation. */
  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }
}
