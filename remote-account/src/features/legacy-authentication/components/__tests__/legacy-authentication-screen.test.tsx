import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@portal/shared/testing/render-screen';
import LegacyAuthenticationScreen from '../legacy-authentication-screen';
import { findLiveRegion } from '@portal/shared/testing/live-regions';

describe('LegacyAuthenticationScreen', () => {
  it('confirms, re-reads the session and links to the dashboard', async () => {
    const { navigation } = renderScreen(<LegacyAuthenticationScreen />, {
      answers: {
        confirmLegacyAuthorization: () => ({
          confirmLegacyAuthorization: { status: 'OK', message: 'Gelukt.' },
        }),
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Toestemming geven' }));
    expect(await findLiveRegion('status', 'Gelukt.')).toBeInTheDocument();
    await waitFor(() => expect(navigation.reinitialize).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Naar het overzicht' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows a Dutch error when it fails', async () => {
    renderScreen(<LegacyAuthenticationScreen />, {
      answers: { confirmLegacyAuthorization: () => new Error('x') },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Toestemming geven' }));
    expect(await findLiveRegion('alert', 'Er ging iets mis')).toBeInTheDocument();
  });
});
