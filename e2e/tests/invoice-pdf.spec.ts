import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { pdfText } from '@portal/shared/testing/pdf-text';
import { authStateFile } from '../support/auth-state';

/**
 * Issue 36 point 11: professional@demo.nl's two 'Jaarlijkse registratiebijdrage' invoices of € 80,00
 * can be told apart: each PDF names the customer and their address, the registration number and the
 * period it covers, and the register's one address.
 */
test.use({ storageState: authStateFile('professional') });

test("the invoice PDF carries the customer's name and address, the registration number and 'Periode'", async ({
  page,
}) => {
  // The registration number as the register card shows it.
  await page.goto('/mijn-registerpas');
  await expect(page.getByRole('heading', { name: 'Mijn registerpas', level: 1 })).toBeVisible();
  await expect(page.getByText(/Geregistreerd: /)).toBeVisible();
  const cardText = await page.getByRole('main').innerText();

  await page.goto('/mijn-facturen');
  await expect(page.getByRole('heading', { name: 'Mijn facturen', level: 1 })).toBeVisible();
  const yearly = page.getByRole('row').filter({ hasText: 'Jaarlijkse registratiebijdrage' });
  await expect(yearly).toHaveCount(2);
  const periods: string[] = [];
  for (const row of await yearly.all()) {
    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: /^PDF van factuur F\d+$/ }).click();
    const download = await downloading;
    const text = pdfText(await readFile((await download.path())!));
    expect(text).toContain('Jan de Vries');
    expect(text).toContain('Oudegracht 1');
    expect(text).toContain('3511 AB Utrecht');
    const number = text.match(/Registratienummer\n(\S+)/)?.[1];
    expect(number, text).toBeTruthy();
    expect(cardText).toContain(number!);
    const period = text.match(/Periode\n(\d{2}-\d{2}-\d{4} t\/m \d{2}-\d{2}-\d{4})/)?.[1];
    expect(period, text).toBeTruthy();
    // The list shows the same period in the invoice's row.
    await expect(row).toContainText(period!);
    periods.push(period!);
    // The register's address once, the same as the footer's.
    expect(text).toContain('Postbus 85149, 3508 AC Utrecht');
    expect(text).not.toContain('Postbus 19120');
  }
  expect(new Set(periods).size).toBe(2);
});
