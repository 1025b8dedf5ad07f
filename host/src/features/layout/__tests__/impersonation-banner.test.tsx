/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import type { PortalNavigation } from '@portal/shared/contract';
import { PortalContext, type PortalContextValue } from '../../../lib/portal-context';
import { professionalWith } from '../../../testing/portal-state-fixtures';
import { ImpersonationBanner } from '../impersonation-banner';

/** The banner of staff viewing J. de Vries's account, with a sign-out that answers `signedOut`. */
function renderBanner(signedOut: boolean) {
  const logout = jest.fn(async () => signedOut);
  const professional = professionalWith({});
  const state = { ...professional, session: { ...professional.session, impersonating: true } };
  const value = { state, navigation: { logout } as unknown as PortalNavigation } as PortalContextValue;
  render(
    <PortalContext.Provider value={value}>
      <ImpersonationBanner />
    </PortalContext.Provider>,
  );
  const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
  return { logout, close };
}

describe('ImpersonationBanner (SPEC section 2)', () => {
  afterEach(() => jest.restoreAllMocks());

  it("'Afsluiten' signs out without a redirect and closes the tab", async () => {
    const { logout, close } = renderBanner(true);
    expect(screen.getByRole('region', { name: 'Meekijken' })).toHaveTextContent(
      'Je bekijkt op dit moment het account van J. de Vries - Afsluiten',
    );
    await act(async () => screen.getByRole('button', { name: 'Afsluiten' }).click());
    expect(logout).toHaveBeenCalledWith({ redirect: false });
    expect(close).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('keeps the tab open and says so when the sign-out did not take', async () => {
    const { close } = renderBanner(false);
    await act(async () => screen.getByRole('button', { name: 'Afsluiten' }).click());
    expect(close).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Afsluiten is niet gelukt. Probeer het opnieuw.');
  });
});
