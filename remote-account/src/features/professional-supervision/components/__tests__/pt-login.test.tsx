import { waitFor } from '@testing-library/react';
import { renderScreen } from '@portal/shared/testing/render-screen';
import { leavePortal } from '../../../../lib/leave-portal';
import LoginFromPtScreen, { PT_TOKEN_INVALID } from '../login-from-pt-screen';
import LoginToPtScreen, { PT_LOGIN_FAILED } from '../login-to-pt-screen';
import { findLiveRegion } from '@portal/shared/testing/live-regions';

jest.mock('../../../../lib/leave-portal', () => ({ leavePortal: jest.fn() }));

const loggedIn = () => ({ loginFromPt: { status: 'LOGGED_IN', message: null } });

describe('LoginToPtScreen', () => {
  it('follows the sign-in link the api made', async () => {
    renderScreen(<LoginToPtScreen />, {
      answers: { createPtLoginToken: () => ({ createPtLoginToken: { url: 'https://pt.example/in?t=1' } }) },
    });
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith('https://pt.example/in?t=1'));
  });

  it('shows a Dutch error when no link comes back', async () => {
    renderScreen(<LoginToPtScreen />, { answers: { createPtLoginToken: () => new Error('network') } });
    expect(await findLiveRegion('alert', PT_LOGIN_FAILED)).toBeInTheDocument();
  });
});

describe('LoginFromPtScreen', () => {
  it('signs in and follows a portal path', async () => {
    const { navigation, calls } = renderScreen(<LoginFromPtScreen />, {
      screen: 'loginFromPt',
      params: { token: 't1', redirect: '%2Fmijn-vog' },
      answers: { loginFromPt: loggedIn },
    });
    await waitFor(() => expect(navigation.loggedIn).toHaveBeenCalledWith('/mijn-vog'));
    expect(calls[0]?.variables).toEqual({ token: 't1' });
  });

  it('refuses an outside URL and goes to the dashboard instead', async () => {
    const { navigation } = renderScreen(<LoginFromPtScreen />, {
      screen: 'loginFromPt',
      params: { token: 't1', redirect: encodeURIComponent('https://evil.example/phish') },
      answers: { loginFromPt: loggedIn },
    });
    await waitFor(() => expect(navigation.loggedIn).toHaveBeenCalledWith('/dashboard'));
  });

  it('refuses a protocol-relative URL', async () => {
    const { navigation } = renderScreen(<LoginFromPtScreen />, {
      screen: 'loginFromPt',
      params: { token: 't1', redirect: encodeURIComponent('//evil.example') },
      answers: { loginFromPt: loggedIn },
    });
    await waitFor(() => expect(navigation.loggedIn).toHaveBeenCalledWith('/dashboard'));
  });

  it('explains an invalid token', async () => {
    const { navigation } = renderScreen(<LoginFromPtScreen />, {
      screen: 'loginFromPt',
      params: { token: 'oud', redirect: '%2Fdashboard' },
      answers: { loginFromPt: () => ({ loginFromPt: { status: 'INVALID_TOKEN', message: null } }) },
    });
    expect(await findLiveRegion('alert', PT_TOKEN_INVALID)).toBeInTheDocument();
    expect(navigation.loggedIn).not.toHaveBeenCalled();
  });
});
