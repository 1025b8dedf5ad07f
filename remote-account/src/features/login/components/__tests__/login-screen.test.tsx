import { MemoryRouter, type Navigator } from '@portal/shared/router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import type { RemoteScreenProps } from '@portal/shared/contract';
import { RemotePropsContext } from '@portal/shared/remote';
import { INITIAL_PORTAL_STATE } from '@portal/shared/session';
import LoginScreen from '../login-screen';
import { findLiveRegion } from '@portal/shared/testing/live-regions';

function renderLogin(answer: { status: string; message: string | null }) {
  const requests: unknown[] = [];
  const link = new ApolloLink((operation) => {
    requests.push(operation.variables);
    return new Observable((observer) => {
      observer.next({ data: { loginPortalUser: { __typename: 'LoginResult', ...answer } } });
      observer.complete();
    });
  });
  const client = new ApolloClient({
    link,
    cache: new InMemoryCache(),
    defaultOptions: {
      watchQuery: { errorPolicy: 'all' },
      query: { errorPolicy: 'all' },
      mutate: { errorPolicy: 'all' },
    },
  });
  const navigation = {
    loggedIn: jest.fn(async () => undefined),
    logout: jest.fn(),
    reinitialize: jest.fn(),
  };
  const props: RemoteScreenProps = {
    screen: 'login',
    params: {},
    query: { redirect: '/mijn-facturen' },
    portal: INITIAL_PORTAL_STATE,
    client,
    navigation,
    location: { pathname: '/login', search: '', hash: '', state: null, key: 'default' },
    navigator: {} as Navigator,
    onError: jest.fn(),
  };
  render(
    <MemoryRouter initialEntries={['/login?redirect=%2Fmijn-facturen']}>
      <RemotePropsContext.Provider value={props}>
        <LoginScreen />
      </RemotePropsContext.Provider>
    </MemoryRouter>,
  );
  return { requests, navigation };
}

describe('LoginScreen', () => {
  it('asks for both fields in Dutch before calling the api', async () => {
    const { requests } = renderLogin({ status: 'LOGGED_IN', message: null });
    await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(screen.getByText('Vul je e-mailadres in.')).toBeInTheDocument();
    expect(screen.getByText('Vul je wachtwoord in.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('hands over to the host with the redirect after a successful sign-in', async () => {
    const { navigation } = renderLogin({ status: 'LOGGED_IN', message: null });
    await userEvent.type(screen.getByLabelText('E-mailadres'), 'professional@demo.nl');
    await userEvent.type(screen.getByLabelText('Wachtwoord'), 'geheim');
    await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    await waitFor(() => expect(navigation.loggedIn).toHaveBeenCalledWith('/mijn-facturen'));
  });

  it("shows the api's Dutch message when sign-in fails", async () => {
    const message = 'Deze combinatie van e-mailadres en wachtwoord is onbekend.';
    const { navigation } = renderLogin({ status: 'INVALID_CREDENTIALS', message });
    await userEvent.type(screen.getByLabelText('E-mailadres'), 'x@demo.nl');
    await userEvent.type(screen.getByLabelText('Wachtwoord'), 'fout');
    await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await findLiveRegion('alert', message)).toBeInTheDocument();
    expect(navigation.loggedIn).not.toHaveBeenCalled();
  });

  it("shows the api's throttle message after too many attempts (5 per minute)", async () => {
    const message = 'Te veel inlogpogingen. Probeer het over 60 seconden opnieuw.';
    const { navigation } = renderLogin({ status: 'THROTTLED', message });
    await userEvent.type(screen.getByLabelText('E-mailadres'), 'x@demo.nl');
    await userEvent.type(screen.getByLabelText('Wachtwoord'), 'fout');
    await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await findLiveRegion('alert', message)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mailadres')).toHaveValue('x@demo.nl');
    expect(navigation.loggedIn).not.toHaveBeenCalled();
  });
});
