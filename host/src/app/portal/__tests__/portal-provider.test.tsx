/** @jest-environment jsdom */
import { act, screen, waitFor } from '@testing-library/react';
import { renderPortal } from './logout-probe';

const signedInSession = {
  auth: true,
  sections: [],
  policies: {},
  maintenance: false,
  banner: false,
  impersonating: false,
  verified: true,
  user: null,
};

/** A fetch answer as the client reads it (jsdom has no Response). */
function jsonAnswer(value: unknown) {
  const text = JSON.stringify(value);
  return {
    ok: true,
    status: 200,
    headers: new Map([['content-type', 'application/json']]),
    text: async () => text,
  };
}

/** The api as the client sees it: portalInit in a batch, logout as a single operation. */
function fakeApi(logoutStatus: string) {
  let signedIn = true;
  const fetchMock = jest.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body));
    if (Array.isArray(body)) {
      const session = signedIn ? signedInSession : { ...signedInSession, auth: false, verified: false };
      return jsonAnswer([{ data: { portalInit: { session } } }]);
    }
    if (logoutStatus === 'TOKEN_REVOKED') signedIn = false;
    return jsonAnswer({ data: { logoutPortalUser: { status: logoutStatus, message: null } } });
  });
  Object.assign(globalThis, { fetch: fetchMock });
  return fetchMock;
}

describe('PortalProvider logout (SPEC section 4)', () => {
  it('with TOKEN_REVOKED: signed out, re-initialised and sent to login', async () => {
    fakeApi('TOKEN_REVOKED');
    renderPortal();
    await screen.findByText('auth: true');
    await act(async () => screen.getByRole('button', { name: 'uit' }).click());
    await screen.findByText('resultaat: true', undefined, { timeout: 5000 });
    expect(screen.getByText('auth: false')).toBeInTheDocument();
    // The memory router applies a navigation in a React transition: it may commit after the result.
    expect(await screen.findByText('pad: /login')).toBeInTheDocument();
  });

  it('with any other status: nothing changes', async () => {
    const fetchMock = fakeApi('NOT_REVOKED');
    const errors = jest.spyOn(console, 'error');
    renderPortal();
    await screen.findByText('auth: true');
    const callsBefore = fetchMock.mock.calls.length;
    await act(async () => screen.getByRole('button', { name: 'uit' }).click());
    await screen.findByText('resultaat: false');
    await waitFor(() => expect(fetchMock.mock.calls.length).toBe(callsBefore + 1));
    expect(screen.getByText('auth: true')).toBeInTheDocument();
    expect(screen.getByText('pad: /dashboard')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });
});
