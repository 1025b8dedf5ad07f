import { screen, waitFor } from '@testing-library/react';
import type { PortalSessionData } from '@portal/shared/session';
import { renderScreen } from '@portal/shared/testing/render-screen';
import { findLiveRegion } from '@portal/shared/testing/live-regions';
import ConfirmEmailChangeScreen from '../confirm-email-change-screen';

const SIGNED_IN: Partial<PortalSessionData> = {
  auth: true,
  user: {
    uuid: 'u1',
    username: 'oud@demo.nl',
    isVerified: true,
    detailTypeObject: { value: 'professional' },
    detail: {
      __typename: 'ProfessionalDetail',
      uuid: 'd1',
      fullNameAbbreviated: 'A. de Vries',
      email: 'oud@demo.nl',
      hasUnfinishedProfile: false,
    },
  },
};

const answer = (status: string, message: string) => () => ({ confirmEmailChange: { status, message } });

describe('ConfirmEmailChangeScreen', () => {
  it('shows Laden... while it confirms the token from the link, once', async () => {
    const { calls } = renderScreen(<ConfirmEmailChangeScreen />, {
      screen: 'confirmEmailChange',
      params: { token: 'abc' },
      answers: { confirmEmailChange: answer('CHANGED', 'Je e-mailadres is gewijzigd in nieuw@demo.nl.') },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Laden...');
    expect(
      await findLiveRegion('status', 'Je e-mailadres is gewijzigd in nieuw@demo.nl.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([{ operation: 'confirmEmailChange', variables: { token: 'abc' } }]);
  });

  it('announces the change, re-reads the session and moves focus to the heading when signed in', async () => {
    const { navigation } = renderScreen(<ConfirmEmailChangeScreen />, {
      screen: 'confirmEmailChange',
      params: { token: 'abc' },
      session: SIGNED_IN,
      answers: { confirmEmailChange: answer('CHANGED', 'Je e-mailadres is gewijzigd in nieuw@demo.nl.') },
    });
    const heading = await screen.findByRole('heading', { name: 'E-mailadres gewijzigd' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(navigation.reinitialize).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Naar je profiel' })).toHaveAttribute('href', '/account/profiel');
  });

  it('explains an expired link as an alert, links to the login page when signed out, re-reads nothing', async () => {
    const expired =
      'Deze link om je e-mailadres te bevestigen is verlopen. Je e-mailadres is niet gewijzigd.';
    const { navigation } = renderScreen(<ConfirmEmailChangeScreen />, {
      screen: 'confirmEmailChange',
      params: { token: 'oud' },
      answers: { confirmEmailChange: answer('EXPIRED', expired) },
    });
    expect(await findLiveRegion('alert', expired)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'E-mailadres niet gewijzigd' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    expect(navigation.reinitialize).not.toHaveBeenCalled();
  });

  it('explains an invalid or used link', async () => {
    const invalid = 'Deze link om je e-mailadres te bevestigen is ongeldig of al gebruikt.';
    renderScreen(<ConfirmEmailChangeScreen />, {
      screen: 'confirmEmailChange',
      params: { token: 'nep' },
      session: SIGNED_IN,
      answers: { confirmEmailChange: answer('INVALID', invalid) },
    });
    expect(await findLiveRegion('alert', invalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar je profiel' })).toBeInTheDocument();
  });
});
