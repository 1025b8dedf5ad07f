import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@portal/shared/testing/render-screen';
import AccountMigrationScreen, { MIGRATION_LINK_INVALID } from '../account-migration-screen';
import { findLiveRegion } from '@portal/shared/testing/live-regions';

async function fill() {
  await userEvent.type(screen.getByLabelText('E-mailadres'), 'oud@demo.nl');
  await userEvent.type(screen.getByLabelText('Nieuw wachtwoord'), 'Sterk-wachtwoord1');
  await userEvent.type(screen.getByLabelText('Herhaal wachtwoord'), 'Sterk-wachtwoord1');
  await userEvent.click(screen.getByRole('button', { name: 'Account overzetten' }));
}

describe('AccountMigrationScreen', () => {
  it('checks the fields in Dutch first', async () => {
    const { calls } = renderScreen(<AccountMigrationScreen />, {
      screen: 'accountMigration',
      params: { token: 't' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Account overzetten' }));
    expect(screen.getByText('Dit veld is verplicht.')).toBeInTheDocument();
    expect(screen.getByText('Vul een wachtwoord in.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('completes the migration and links to the login page', async () => {
    const { calls } = renderScreen(<AccountMigrationScreen />, {
      screen: 'accountMigration',
      params: { token: 't' },
      answers: {
        completeAccountMigration: () => ({ completeAccountMigration: { status: 'OK', message: null } }),
      },
    });
    await fill();
    expect(await findLiveRegion('status', 'Je account is overgezet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    expect(calls[0]?.variables).toMatchObject({ token: 't', email: 'oud@demo.nl' });
  });

  it('explains an invalid token', async () => {
    renderScreen(<AccountMigrationScreen />, {
      screen: 'accountMigration',
      params: { token: 't' },
      answers: {
        completeAccountMigration: () => ({
          completeAccountMigration: { status: 'INVALID_TOKEN', message: null },
        }),
      },
    });
    await fill();
    expect(await findLiveRegion('alert', MIGRATION_LINK_INVALID)).toBeInTheDocument();
  });
});
