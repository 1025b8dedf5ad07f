/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@portal/shared/router';
import type { PortalNavigation } from '@portal/shared/contract';
import { PortalContext, type PortalContextValue } from '../../../lib/portal-context';
import type { RuntimeConfig } from '../../../config/runtime-config';
import { professionalWith } from '../../../testing/portal-state-fixtures';
import { PortalHeader } from '../portal-header';

function renderHeader(props: Parameters<typeof PortalHeader>[0]) {
  const value = {
    state: professionalWith({}),
    config: { externalSiteUrl: 'https://www.skjeugd.nl' } as RuntimeConfig,
    navigation: { logout: jest.fn() } as unknown as PortalNavigation,
  } as PortalContextValue;
  render(
    <MemoryRouter>
      <PortalContext.Provider value={value}>
        <PortalHeader {...props} />
      </PortalContext.Provider>
    </MemoryRouter>,
  );
}

describe('PortalHeader (issue 36: a menu at the top of a phone page)', () => {
  it('starts with a menu button that toggles the drawer and says whether it is open', async () => {
    const onToggleMenu = jest.fn();
    renderHeader({ showMenuButton: true, menuOpen: false, onToggleMenu });
    const header = screen.getByRole('banner');
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(header.firstElementChild).toBe(menu);
    expect(menu).toHaveAttribute('aria-controls', 'portal-drawer');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(menu);
    expect(onToggleMenu).toHaveBeenCalledTimes(1);
  });

  it('has no menu button where the page has no drawer', () => {
    renderHeader({ showMenuButton: false });
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });
});
