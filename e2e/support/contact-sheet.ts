import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { ROOT } from './paths';

/**
 * The contact sheet (docs/adding-a-screen.md): a screenshot of every route of every role at each width
 * the route-table test opens, and one HTML page per role showing them side by side, for a person to
 * look at all screens before a release. In `e2e/contact-sheet/` (ignored by git), rewritten each run.
 */
export const CONTACT_SHEET_DIR = resolve(ROOT, 'e2e', 'contact-sheet');

const fileName = (width: number, url: string) =>
  `${width}${url.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '') || '-home'}.png`;

export async function shootForContactSheet(page: Page, role: string, width: number, url: string) {
  const dir = resolve(CONTACT_SHEET_DIR, role);
  mkdirSync(dir, { recursive: true });
  // The viewport only: a full page of a long screen costs more time than the sheet is worth.
  await page.screenshot({ path: resolve(dir, fileName(width, url)), animations: 'disabled' });
}

/** Writes `<role>.html`: one row per route, its screenshots at every width beside each other. */
export function writeContactSheet(role: string, widths: readonly number[], urls: readonly string[]) {
  const rows = urls
    .map(
      (url) =>
        `<tr><th scope="row">${url}</th>${widths
          .map(
            (width) =>
              `<td><img loading="lazy" src="${role}/${fileName(width, url)}" alt="${url} op ${width} px"></td>`,
          )
          .join('')}</tr>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="nl"><meta charset="utf-8"><title>Contactvel ${role}</title>
<style>body{font-family:system-ui,sans-serif;margin:16px}th{text-align:left;vertical-align:top;padding:8px}td{vertical-align:top;padding:8px}img{border:1px solid #ccc;max-width:640px}</style>
<h1>Contactvel: ${role}</h1><table><thead><tr><th>Route</th>${widths.map((width) => `<th>${width} px</th>`).join('')}</tr></thead><tbody>
${rows}
</tbody></table></html>`;
  mkdirSync(CONTACT_SHEET_DIR, { recursive: true });
  writeFileSync(resolve(CONTACT_SHEET_DIR, `${role}.html`), html);
}
