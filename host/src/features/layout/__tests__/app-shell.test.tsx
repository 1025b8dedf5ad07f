/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@portal/shared/router';
import type { PortalNavigation } from '@portal/shared/contract';
import { routeByName } from '@portal/shared/routes';
import { PortalContext, type PortalContextValue } from '../../../lib/portal-context';
import type { RuntimeConfig } from '../../../config/runtime-config';
import { guest, professionalWith } from '../../../testing/portal-state-fixtures';
import { AppShell } from '../app-shell';

const maintenanceRoute = routeByName('maintenance');

async function renderShell(state: PortalContextValue['state']) {
  const value = {
    state,
    config: { externalSiteUrl: 'https://www.skjeugd.nl' } as RuntimeConfig,
    navigation: { logout: jest.fn() } as unknown as PortalNavigation,
  } as PortalContextValue;
  // The drawer's menu groups load on their own: let them arrive inside the render.
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/onderhoud']}>
        <PortalContext.Provider value={value}>
          <AppShell route={maintenanceRoute}>
            <p>Inhoud</p>
          </AppShell>
        </PortalContext.Provider>
      </MemoryRouter>,
    );
  });
}

describe('AppShell on a route that hides the drawer', () => {
  it('hides it from a guest, who stays on such a page', async () => {
    await renderShell(guest());
    expect(document.getElementById('portal-drawer')).toBeNull();
    expect(screen.getByText('Inhoud')).toBeInTheDocument();
  });

  it('shows it to a signed-in user outside maintenance, whom the guard sends on to a page with the drawer', async () => {
    await renderShell(professionalWith({}));
    expect(document.getElementById('portal-drawer')).not.toBeNull();
  });

  it('hides it in maintenance, where /onderhoud is the page that stays', async () => {
    const state = professionalWith({});
    await renderShell({ ...state, session: { ...state.session, maintenance: true } });
    expect(document.getElementById('portal-drawer')).toBeNull();
  });
});
