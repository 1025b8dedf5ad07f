import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ApiSession } from '../support/api-session';
import { signIn } from '../support/sign-in';
import { staff } from '../support/staff';
import { pickToday } from '../support/field-pickers';
import { isoToday } from '../support/dates';

/**
 * The employer's linked professionals (issue 39): linking by number and last name, the
 * professional's confirmation in their own portal, the mutation staff's approval writes, the CSV
 * of a filter, and the public register. The demo portfolio (api/src/db/seed/employer-portfolio.ts)
 * gives werkgever@demo.nl its 520 links and one application waiting for staff.
 */

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

async function registrationNumberOf(email: string): Promise<string> {
  const professional = await ApiSession.signIn(email);
  const card = await professional.gql('portal', 'query { myRegistrationCard { registrationNumber } }');
  await professional.dispose();
  return card.data.myRegistrationCard.registrationNumber;
}

// @serial: the request shows on los@demo.nl's overview, which organisations-and-links.spec checks.
test('werkgever2@demo.nl links los@demo.nl by number and last name; los confirms; the overview shows them @serial', async ({
  browser,
}) => {
  const number = await registrationNumberOf('los@demo.nl');
  const employer = await signedInPage(browser, 'werkgever2@demo.nl');
  await expect(employer.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  await employer.goto('/werkgever/professionals/overzicht');
  await expect(employer.getByRole('heading', { level: 1, name: 'Professionals' })).toBeVisible();
  await employer.getByRole('textbox', { name: 'Registratienummer', exact: true }).fill(number);
  await employer.getByLabel('Achternaam').fill('Los');
  await employer.getByRole('button', { name: 'Koppelverzoek versturen' }).click();
  await expect(
    employer
      .getByRole('status')
      .filter({ hasText: 'Als de gegevens kloppen, krijgt de professional je verzoek te zien.' }),
  ).toBeVisible();

  const los = await signedInPage(browser, 'los@demo.nl');
  await los.getByRole('button', { name: 'Bevestigen: koppeling met Kindzorg Rotterdam BV' }).click();
  await expect(los.getByRole('status').filter({ hasText: 'De koppeling is bevestigd.' })).toBeVisible();

  await employer.goto(`/werkgever/professionals/overzicht?zoeken=${number}`);
  const list = employer.getByRole('main');
  await expect(list.getByText('Eva Los')).toBeVisible();
  await expect(list.getByText('1 resultaat')).toBeVisible();

  // Leave los@demo.nl linked to no company, as the demo says.
  const session = await ApiSession.signIn('werkgever2@demo.nl');
  const links = await session.gql(
    'portal',
    'query { companyProfessionalLinks { linkUuid registrationNumber } }',
  );
  const link = links.data.companyProfessionalLinks.find(
    (row: { registrationNumber: string }) => row.registrationNumber === number,
  );
  await session.gql('portal', 'mutation ($l: ID!) { endProfessionalLink(linkUuid: $l) { status } }', {
    l: link.linkUuid,
  });
  await session.dispose();
  await employer.context().close();
  await los.context().close();
});

test("staff approving a linked professional's application shows on werkgever@demo.nl's mutations", async ({
  browser,
}) => {
  const output = staff('approve', 'werknemer-utrecht-0002@portfolio.demo.nl');
  const number = /registratienummer (\d+)/.exec(output)?.[1];
  expect(number).toBeTruthy();
  const employer = await signedInPage(browser, 'werkgever@demo.nl');
  await employer.goto('/werkgever/professionals/mutaties?soort=registered&periode=30d');
  await expect(employer.getByRole('heading', { level: 1, name: 'Mutaties' })).toBeVisible();
  const row = employer.getByRole('row').filter({ hasText: number! });
  await expect(row).toContainText('Nieuwe registratie');
  await employer.context().close();
});

test("the overview's CSV holds exactly the filtered rows, for Dutch Excel", async ({ browser }) => {
  const session = await ApiSession.signIn('werkgever@demo.nl');
  const expected = (
    await session.gql(
      'portal',
      'query { companyProfessionals(status: "suspended", pageSize: 50) { totalCount } }',
    )
  ).data.companyProfessionals.totalCount as number;
  await session.dispose();
  expect(expected).toBeGreaterThan(0);

  const employer = await signedInPage(browser, 'werkgever@demo.nl');
  await employer.goto('/werkgever/professionals/overzicht?status=suspended');
  await expect(employer.getByText(`${expected} resultaten`)).toBeVisible();
  const downloading = employer.waitForEvent('download');
  await employer.getByRole('button', { name: 'Exporteren naar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^professionals-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await download.path())!, 'utf8');
  expect(
    text.startsWith('\uFEFFNaam;Registratienummer;Kamer;Target;Status;Geldig tot;Herregistratie\r\n'),
  ).toBe(true);
  const rows = text.trimEnd().split('\r\n').slice(1);
  expect(rows).toHaveLength(expected);
  for (const line of rows) expect(line.split(';')[4]).toBe('Geschorst');
  await expect(
    employer.getByRole('status').filter({ hasText: 'Het CSV-bestand is gedownload.' }),
  ).toBeVisible();
  await employer.context().close();
});

test("Mutaties' own period: the range in the URL, the shared date field, and the CSV of the same range", async ({
  browser,
}) => {
  const today = isoToday();
  const from = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  const session = await ApiSession.signIn('werkgever@demo.nl');
  const expected = (
    await session.gql(
      'portal',
      `query { companyProfessionalMutations(from: "${from}", till: "${today}", pageSize: 1) { totalCount } }`,
    )
  ).data.companyProfessionalMutations.totalCount as number;
  await session.dispose();
  expect(expected).toBeGreaterThan(0);

  // As a digest's link opens it: 'Eigen periode' from a day, the end still open.
  const employer = await signedInPage(browser, 'werkgever@demo.nl');
  await employer.goto(`/werkgever/professionals/mutaties?periode=eigen&van=${from}`);
  await expect(employer.getByLabel('Van', { exact: true })).toHaveValue(from.split('-').reverse().join('-'));
  await pickToday(employer, employer, 'Tot en met');
  await employer.getByRole('button', { name: 'Toepassen' }).click();
  await expect(employer).toHaveURL(new RegExp(`periode=eigen&van=${from}&tot=${today}$`));
  await expect(employer.getByText(`${expected} resultaten`)).toBeVisible();
  const downloading = employer.waitForEvent('download');
  await employer.getByRole('button', { name: 'Exporteren naar CSV' }).click();
  const text = readFileSync((await (await downloading).path())!, 'utf8');
  expect(text.trimEnd().split('\r\n').slice(1)).toHaveLength(expected);
  await employer.context().close();
});

test('the public register finds professional@demo.nl by number and shows no private field', async ({
  page,
}) => {
  const number = await registrationNumberOf('professional@demo.nl');
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Openbaar register' })).toBeVisible();
  await page.getByLabel('Registratienummer').fill(number);
  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(new RegExp(`/register\\?nummer=${number}$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'J. de Vries' })).toBeVisible();
  await expect(main.getByText('Geregistreerd: deze registratie is geldig.')).toBeVisible();
  await expect(main.getByText(number, { exact: true })).toBeVisible();
  const text = await main.innerText();
  for (const hidden of ['professional@demo.nl', 'Oudegracht', '3511 AB', '030 123 45 67', 'Jan '])
    expect(text).not.toContain(hidden);
});
