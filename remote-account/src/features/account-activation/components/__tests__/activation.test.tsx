import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PortalSessionData, ProfessionalDetail } from '@portal/shared/session';
import { renderScreen } from '@portal/shared/testing/render-screen';
import AccountActivationScreen, {
  ACTIVATED,
  ACTIVATION_EXPIRED,
  ACTIVATION_INVALID,
  ALREADY_ACTIVE,
} from '../account-activation-screen';
import { FormStatus } from '@portal/shared/forms/plain';
import ActivateAccountScreen from '../activate-account-screen';
import RedirectAfterActivationScreen, { UNFINISHED_PROFILE_PATH } from '../redirect-after-activation-screen';
import { findLiveRegion } from '@portal/shared/testing/live-regions';

function sessionWith(detail: Partial<ProfessionalDetail>): Partial<PortalSessionData> {
  return {
    auth: true,
    user: {
      uuid: 'u1',
      username: 'nieuw@demo.nl',
      isVerified: false,
      detailTypeObject: { value: 'professional' },
      detail: {
        __typename: 'ProfessionalDetail',
        uuid: 'd1',
        fullNameAbbreviated: 'N. Nieuw',
        email: 'nieuw@demo.nl',
        hasUnfinishedProfile: false,
        ...detail,
      },
    },
  };
}

const params = { emailVerificationUuid: 'v1', emailVerificationLinkUuid: 'l1' };
const verifyAnswer = (status: string) => () => ({ verifyEmail: { status, message: null } });

describe('ActivateAccountScreen', () => {
  it('shows the address and expiry and the SENT or THROTTLED message of a resend', async () => {
    let status = 'SENT';
    renderScreen(<ActivateAccountScreen />, {
      session: sessionWith({
        accountVerificationPending: { uuid: 'p1', verificationLinkExpiresAt: '2026-11-23T10:30:00' },
      }),
      answers: {
        resendActivationEmail: () => ({
          resendActivationEmail: { status, message: status === 'SENT' ? 'Verstuurd.' : 'Even wachten.' },
        }),
      },
    });
    expect(screen.getByText('nieuw@demo.nl')).toBeInTheDocument();
    expect(screen.getByText('De link is geldig tot 23-11-2026 10:30.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stuur de activatiemail opnieuw' }));
    expect(await findLiveRegion('status', 'Verstuurd.')).toBeInTheDocument();
    status = 'THROTTLED';
    await userEvent.click(screen.getByRole('button', { name: 'Stuur de activatiemail opnieuw' }));
    expect(await findLiveRegion('alert', 'Even wachten.')).toBeInTheDocument();
  });
});

describe('AccountActivationScreen', () => {
  it('verifies once, re-reads the session and forwards on VERIFIED when signed in', async () => {
    const { navigation, calls, currentPath, navigationType } = renderScreen(<AccountActivationScreen />, {
      screen: 'accountActivation',
      params,
      session: sessionWith({}),
      answers: { verifyEmail: verifyAnswer('VERIFIED') },
    });
    await waitFor(() => expect(currentPath()).toBe('/account-activatie/doorsturen'));
    expect(navigationType()).toBe('REPLACE');
    expect(navigation.reinitialize).toHaveBeenCalled();
    expect(calls).toEqual([{ operation: 'verifyEmail', variables: params }]);
  });

  it('sends someone signed out to the sign-in page, which says the account is activated', async () => {
    const { currentPath, navigationType, navigation } = renderScreen(<AccountActivationScreen />, {
      screen: 'accountActivation',
      params,
      answers: { verifyEmail: verifyAnswer('VERIFIED') },
    });
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(navigationType()).toBe('REPLACE');
    expect(navigation.reinitialize).toHaveBeenCalled();
    // The next screen's status region (the sign-in page's FormStatus) announces it.
    renderScreen(<FormStatus />, { screen: 'login' });
    expect(await findLiveRegion('status', ACTIVATED)).toBeInTheDocument();
  });

  it('says a used link of an active account is active already and offers to sign in, no new mail', async () => {
    renderScreen(<AccountActivationScreen />, {
      screen: 'accountActivation',
      params,
      answers: { verifyEmail: verifyAnswer('ALREADY_ACTIVE') },
    });
    expect(await findLiveRegion('status', ALREADY_ACTIVE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Account al geactiveerd' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: /activatiemail/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeEmptyDOMElement();
  });

  it('explains an expired link and offers a resend when signed in', async () => {
    renderScreen(<AccountActivationScreen />, {
      screen: 'accountActivation',
      params,
      session: sessionWith({}),
      answers: { verifyEmail: verifyAnswer('EXPIRED') },
    });
    expect(await findLiveRegion('alert', ACTIVATION_EXPIRED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stuur de activatiemail opnieuw' })).toBeInTheDocument();
  });

  it('links to the login page for an invalid link when signed out', async () => {
    renderScreen(<AccountActivationScreen />, {
      screen: 'accountActivation',
      params,
      answers: { verifyEmail: verifyAnswer('INVALID') },
    });
    expect(await findLiveRegion('alert', ACTIVATION_INVALID)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});

describe('RedirectAfterActivationScreen', () => {
  it('forwards to the unfinished profile when the session says so', () => {
    const { currentPath, navigationType } = renderScreen(<RedirectAfterActivationScreen />, {
      session: sessionWith({ hasUnfinishedProfile: true }),
    });
    expect(currentPath()).toBe(UNFINISHED_PROFILE_PATH);
    expect(navigationType()).toBe('REPLACE');
  });

  it('forwards to the dashboard otherwise', () => {
    const { currentPath, navigationType } = renderScreen(<RedirectAfterActivationScreen />, {
      session: sessionWith({}),
    });
    expect(currentPath()).toBe('/dashboard');
    expect(navigationType()).toBe('REPLACE');
  });
});
