import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import { pdfText } from '@portal/shared/testing/pdf-text';
import { authStateFile } from '../support/auth-state';
import { seriousAxeViolations } from '../support/axe';
import { createActiveProfessional } from '../support/new-account';
import { sidewaysScroll } from '../support/page-checks';
import { PDF } from '../support/upload-files';

const PASSWORD = 'Kaart-En-Geld-2026!';

/** Decodes the QR code image on the page: drawn into a canvas there, read with jsQR here. */
async function decodeQrCode(page: Page): Promise<string | null> {
  const image = page.getByRole('img', { name: /^QR-code naar de openbare registerpas/ });
  await expect(image).toBeVisible();
  const pixels = await image.evaluate(async (element: HTMLImageElement) => {
    await element.decode();
    const size = 400;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size, size);
    context.drawImage(element, 0, 0, size, size);
    return { data: Array.from(context.getImageData(0, 0, size, size).data), size };
  });
  return jsQR(Uint8ClampedArray.from(pixels.data), pixels.size, pixels.size)?.data ?? null;
}

async function expectAccessible(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

test.describe('signed in as professional@demo.nl', () => {
  test.use({ storageState: authStateFile('professional') });

  test('Mijn registerpas: the card, a QR code to the public page that works signed out, and the PDF', async ({
    page,
    browser,
  }) => {
    await page.goto('/mijn-registerpas');
    await expect(page.getByRole('heading', { name: 'Mijn registerpas', level: 1 })).toBeVisible();
    await expect(page.getByText('Jan de Vries')).toBeVisible();
    await expect(page.getByText(/Geregistreerd: /)).toBeVisible();
    await expectAccessible(page);

    const publicHref = await page
      .getByRole('link', { name: 'Openbare registerpas bekijken' })
      .getAttribute('href');
    expect(publicHref).toMatch(/^\/registerpas\/[0-9a-f-]{36}$/);
    const decoded = await decodeQrCode(page);
    expect(decoded).toBe(new URL(publicHref!, page.url()).toString());

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Registerpas downloaden (PDF)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('registerpas.pdf');
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const document = await PDFDocument.load(pdf);
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toBe('Registerpas Jan de Vries');
    expect(pdfText(pdf)).toContain('Jan de Vries');

    // The address in the QR code, opened by someone who is not signed in.
    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    await guestPage.goto(decoded!);
    await expect(guestPage.getByRole('heading', { name: 'Registerpas', level: 1 })).toBeVisible();
    await expect(guestPage.getByText('Jan de Vries')).toBeVisible();
    await expect(guestPage.getByText(/Geregistreerd: /)).toBeVisible();
    await expect(guestPage.getByRole('button', { name: 'Registerpas downloaden (PDF)' })).toHaveCount(0);
    await expect(guestPage).toHaveURL(decoded!);
    await expectAccessible(guestPage);
    await guest.close();
  });

  test("a replacement card is an open invoice of € 5,00 on Mijn facturen, with 'Betalen'", async ({
    page,
  }) => {
    await page.goto('/mijn-registerpas');
    await page.getByRole('button', { name: 'Nieuwe registerpas bestellen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nieuwe registerpas bestellen?' });
    await expect(dialog).toContainText('€ 5,00');
    await dialog.getByRole('button', { name: 'Bestellen' }).click();
    const payLink = page.getByRole('link', { name: 'Factuur betalen' });
    await expect(payLink).toBeVisible();
    const paymentPath = await payLink.getAttribute('href');
    expect(paymentPath).toMatch(/^\/betaling\/[0-9a-f-]{36}$/);

    await page.goto('/mijn-facturen');
    await expect(page.getByRole('heading', { name: 'Mijn facturen', level: 1 })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByText('€ 80,00').first()).toBeVisible();
    const pay = table.locator(`a[href="${paymentPath}"]`);
    await expect(pay).toHaveAccessibleName(/^Betalen factuur F\d+$/);
    const row = table.getByRole('row').filter({ has: page.locator(`a[href="${paymentPath}"]`) });
    await expect(row).toContainText('Vervangende registerpas');
    await expect(row).toContainText('€ 5,00');
    await expect(row).toContainText('Openstaand');
    await expectAccessible(page);
    // Below 600 px the list turns into cards, once the screen has seen the new width.
    await page.setViewportSize({ width: 320, height: 640 });
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect.poll(() => sidewaysScroll(page)).toBe(0);
  });
});

test('an own professional signs and revokes a direct-debit mandate and uploads a new VOG', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await createActiveProfessional(page, PASSWORD);

  await page.goto('/automatische-incasso');
  await expect(page.getByRole('heading', { name: 'Automatische incasso', level: 1 })).toBeVisible();
  await page.getByLabel(/Naam rekeninghouder$/).fill('T. Tester');
  await page.getByLabel(/IBAN-rekeningnummer$/).fill('NL91ABNA0417164301');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Machtiging afgeven' }).click();
  await expect(page.getByText('Dit is geen geldig IBAN-rekeningnummer.')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel(/IBAN-rekeningnummer$/).fill('NL91 ABNA 0417 1643 00');
  await page.getByRole('button', { name: 'Machtiging afgeven' }).click();
  await expect(page.getByText(/^SKJ-MACHT-\d+$/)).toBeVisible();
  await expect(page.getByText('Je machtiging voor automatische incasso is afgegeven.')).toBeVisible();
  await expect(page.getByText('€ -5,00')).toBeVisible();
  await expect(page.getByText('Dit bedrag wordt automatisch van je rekening afgeschreven.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Machtiging intrekken' }).click();
  const dialog = page.getByRole('dialog', { name: 'Machtiging intrekken?' });
  await dialog.getByRole('button', { name: 'Intrekken' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Je machtiging is ingetrokken.' })).toBeVisible();
  await expect(page.getByLabel(/IBAN-rekeningnummer$/)).toBeVisible();

  await page.goto('/mijn-vog');
  await expect(page.getByRole('heading', { name: "Mijn VOG's", level: 1 })).toBeVisible();
  await expect(
    page.getByText('Bij het indienen van een aanvraag mag de VOG niet ouder zijn dan 3 maanden.'),
  ).toBeVisible();
  await expect(page.getByText('Geen gegevens beschikbaar')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(/Datum van afgifte$/).click();
  await page.getByRole('dialog', { name: 'Kies een datum' }).locator('[aria-current="date"]').click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'vog.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByText('vog.pdf is geüpload.')).toBeAttached();
  await page.getByRole('button', { name: 'VOG toevoegen' }).click();
  const row = page.getByRole('table').getByRole('row').nth(1);
  await expect(row.getByRole('link', { name: 'vog.pdf' })).toBeVisible();
  const validUntil = (await row.getByRole('cell').nth(1).textContent())?.trim();
  expect(validUntil).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  // The drawer's caption follows the newest VOG.
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toContainText(`geldig tot ${validUntil}`);
  await expectAccessible(page);
});
