import { expect, test } from '@playwright/test';
import { pointProfessionalRemoteAt } from '../support/host-config';
import { E2E_PORTS } from '../support/ports';
import { startRemoteServer } from '../support/remote-server';
import { signIn, signOut } from '../support/sign-in';
import { skewAppVersion, skewBuildDir } from '../support/skew-builds';

// Every test here repoints the host's configuration, which every page sees: they run one at a time.
test.afterEach(() => pointProfessionalRemoteAt(null));

test(
  'with the professional remote down the dashboard shows the Dutch panel, the rest keeps working, and retry recovers',
  { tag: '@serial' },
  async ({ page }) => {
    // The host now loads the professional remote from a server this test controls, which is not running.
    await pointProfessionalRemoteAt(E2E_PORTS.professionalControlled);
    await signIn(page, 'professional@demo.nl');
    await expect(page).toHaveURL(/\/dashboard$/);
    const panel = page.getByText('Dit onderdeel kan op dit moment niet worden geladen.');
    await expect(panel).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('banner')).toContainText('Ingelogd als professional');
    await expect(page.getByRole('contentinfo')).toContainText('Utrecht');

    // The account remote still works: sign out and the login page renders.
    await signOut(page);
    await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
    await signIn(page, 'professional@demo.nl');
    await expect(panel).toBeVisible({ timeout: 30_000 });

    const server = await startRemoteServer('professional', 'dist', E2E_PORTS.professionalControlled);
    try {
      await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
      await expect(page.getByRole('heading', { name: 'Overzicht', level: 1 })).toBeVisible();
      await expect(panel).toBeHidden();
    } finally {
      await server.stop();
    }
  },
);

test(
  'pointing /config.js at another build of one remote changes what the user gets, without rebuilding the host',
  { tag: '@serial' },
  async ({ page }) => {
    await signIn(page, 'professional@demo.nl');
    await expect(page.locator('[data-remote="professional"] [data-remote-version]')).toHaveText(
      'Versie 0.1.0',
    );

    const server = await startRemoteServer(
      'professional',
      skewBuildDir('professionalNext'),
      E2E_PORTS.professionalNext,
    );
    try {
      await pointProfessionalRemoteAt(E2E_PORTS.professionalNext);
      await page.reload();
      await expect(page.locator('[data-remote="professional"] [data-remote-version]')).toHaveText(
        `Versie ${skewAppVersion('professionalNext')}`,
      );
      // The account remote is untouched by the professional roll-out.
      await expect(page.getByRole('heading', { name: 'Overzicht', level: 1 })).toBeVisible();

      // Rolling back is the same configuration change in reverse.
      await pointProfessionalRemoteAt(null);
      await page.reload();
      await expect(page.locator('[data-remote="professional"] [data-remote-version]')).toHaveText(
        'Versie 0.1.0',
      );
    } finally {
      await server.stop();
    }
  },
);
