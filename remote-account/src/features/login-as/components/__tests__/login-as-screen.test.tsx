import { waitFor } from '@testing-library/react';
import { renderScreen } from '@portal/shared/testing/render-screen';
import LoginAsScreen, { LOGIN_AS_FAILED } from '../login-as-screen';
import { findLiveRegion } from '@portal/shared/testing/live-regions';

describe('LoginAsScreen', () => {
  it('signs in with the token and hands over to the dashboard', async () => {
    const { navigation, calls } = renderScreen(<LoginAsScreen />, {
      screen: 'loginAs',
      params: { token: 'staff-token' },
      answers: { loginAsPortalUser: () => ({ loginAsPortalUser: { status: 'LOGGED_IN', message: null } }) },
    });
    await waitFor(() => expect(navigation.loggedIn).toHaveBeenCalledWith('/dashboard'));
    expect(calls[0]?.variables).toEqual({ token: 'staff-token' });
  });

  it('shows a Dutch error for a refused token', async () => {
    const { navigation } = renderScreen(<LoginAsScreen />, {
      screen: 'loginAs',
      params: { token: 'oud' },
      answers: {
        loginAsPortalUser: () => ({ loginAsPortalUser: { status: 'INVALID_TOKEN', message: null } }),
      },
    });
    expect(await findLiveRegion('alert', LOGIN_AS_FAILED)).toBeInTheDocument();
    expect(navigation.loggedIn).not.toHaveBeenCalled();
  });

  it('shows the error without calling the api when the token is missing', async () => {
    const { calls } = renderScreen(<LoginAsScreen />);
    expect(await findLiveRegion('alert', LOGIN_AS_FAILED)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
