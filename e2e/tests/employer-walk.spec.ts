import { expect, test, type Page } from '@playwright/test';
import { authStateFile } from '../support/auth-state';
import { sidewaysScroll } from '../support/page-checks';

/**
 * The employer portal's pages of issue 39 as werkgever@demo.nl, on a phone and a desktop: each
 * opens with its own heading and what the issue promises there (the Overzicht's counts with their
 * lists, the register's provider and date search), and nothing pushes the page sideways.
 */
test.use({ storageState: authStateFile('werkgever') });

const WIDTHS = [375, 1280] as const;

interface Stop {
  path: string;
  heading: string;
  /** What the issue names on this page, as the user sees it. */
  check: (page: Page) => Promise<void>;
}

const STOPS: Stop[] = [
  {
    path: '/dashboard',
    heading: 'Overzicht',
    check: async (page) => {
      for (const link of [
        'Bekijk de koppelverzoeken',
        'Bekijk wie binnen 3 maanden afloopt',
        'Bekijk de geschorste professionals',
        "Bekijk de praktijkprogramma's",
        'Bekijk de facturen',
      ])
        await expect(page.getByRole('link', { name: link })).toBeVisible();
      // The demo company's one open collective invoice of this year, counted in the singular.
      await expect(page.getByText('factuur staat open', { exact: true })).toBeVisible();
    },
  },
  {
    path: '/werkgever/informatie/herregistratie-eisen',
    heading: 'Herregistratie eisen',
    check: async (page) => {
      await expect(page.getByText('Jeugd- en gezinsprofessionals').first()).toBeVisible();
    },
  },
  {
    path: '/werkgever/professionals/overzicht',
    heading: 'Professionals',
    check: async (page) => {
      await expect(page.getByRole('heading', { name: 'Professional koppelen' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Exporteren naar CSV' })).toBeVisible();
      await expect(page.getByText(/520/).first()).toBeVisible();
    },
  },
  {
    path: '/werkgever/professionals/mutaties',
    heading: 'Mutaties',
    check: async (page) => {
      await expect(page.getByRole('button', { name: 'Exporteren naar CSV' })).toBeVisible();
    },
  },
  {
    path: '/werkgever/praktijkprogrammas/overzicht',
    heading: "Praktijkprogramma's",
    check: async (page) => {
      await expect(page.getByRole('link', { name: 'Praktijkprogramma aanvragen' })).toBeVisible();
    },
  },
  {
    path: '/werkgever/scholingsregister/zoeken',
    heading: 'Scholingsregister zoeken',
    check: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Opleider' })).toBeVisible();
      await expect(page.getByLabel('Sessie vanaf')).toBeVisible();
    },
  },
  {
    path: '/werkgever/organisatie-profiel',
    heading: 'Organisatieprofiel',
    check: async () => undefined,
  },
  {
    path: '/werkgever/contactpersonen',
    heading: 'Contactpersonen',
    check: async (page) => {
      await expect(page.getByLabel('E-mailadres van je collega')).toBeVisible();
    },
  },
  {
    path: '/werkgever/facturen/overzicht',
    heading: 'Facturen',
    check: async (page) => {
      await expect(page.getByRole('link', { name: /^Betalen factuur F\d+$/ })).toBeVisible();
    },
  },
];

for (const width of WIDTHS) {
  test(`werkgever@demo.nl walks the employer pages at ${width} px`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    for (const stop of STOPS) {
      await page.goto(stop.path);
      await expect(page.getByRole('heading', { level: 1, name: stop.heading })).toBeVisible();
      await expect(page.getByText('Dit onderdeel is nog niet beschikbaar.')).toHaveCount(0);
      await stop.check(page);
      expect(await sidewaysScroll(page), `${stop.path} at ${width} px`).toBe(0);
      await page.screenshot({
        path: testInfo.outputPath(`${stop.path.replaceAll('/', '_')}-${width}.png`),
        fullPage: true,
      });
    }
  });
}
