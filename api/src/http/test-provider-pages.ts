/** The small Dutch HTML pages of the test payment provider. */
import { createHash } from 'node:crypto';

const PAGE_STYLE = `
body { font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; }
.note { background: #fff4ce; padding: .75rem; border-radius: 4px; }
button { font-size: 1rem; padding: .6rem 1.2rem; margin: .25rem .5rem .25rem 0; cursor: pointer; }
`;

/** The pages' one inline style, allowed in their Content-Security-Policy by hash, not 'unsafe-inline'. */
export const PAGE_STYLE_SOURCE = `'sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}'`;

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function formatEuro(cents: number): string {
  return new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - Testbetaalprovider</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<p class="note">Testbetaalprovider: er wordt geen echt geld overgemaakt.</p>
<h1>${escapeHtml(title)}</h1>
${content}
</body>
</html>`;
}

export function checkoutPage({ invoiceNumber, amount }: { invoiceNumber: string; amount: string }): string {
  return page(
    'Betalen met iDEAL',
    `<p>Factuur ${escapeHtml(invoiceNumber)}: <strong>${escapeHtml(amount)}</strong></p>
<p>Kies de uitkomst van deze testbetaling.</p>
<form method="post">
<button type="submit" name="resultaat" value="paid">Betaald</button>
<button type="submit" name="resultaat" value="failed">Mislukt</button>
<button type="submit" name="resultaat" value="cancelled">Geannuleerd</button>
</form>`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(title, `<p>${escapeHtml(message)}</p>`);
}
