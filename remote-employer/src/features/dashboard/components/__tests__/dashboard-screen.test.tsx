import { screen, within } from '@testing-library/react';
import { derivePortalEndpoints, rememberPortalEndpoints } from '@portal/shared/graphql';
import { renderScreen } from '@portal/shared/testing/render-screen';
import DashboardScreen from '../dashboard-screen';

jest.setTimeout(60000);
const SLOW = { timeout: 15000 };

beforeAll(() => rememberPortalEndpoints(derivePortalEndpoints('/graphql')));

describe('Overzicht (werkgever)', () => {
  it('shows each count with a link to the filtered list, warnings first', async () => {
    renderScreen(<DashboardScreen />, {
      screen: 'dashboard',
      answers: {
        companyDashboard: () => ({
          companyDashboard: {
            requestedLinks: 3,
            endingSoon: 12,
            suspended: 0,
            expired: 0,
            activeLinks: 510,
            recentMutations: 4,
          },
        }),
        companyStatementRequests: () => ({ companyStatementRequests: [] }),
      },
    });
    const ending = await screen.findByRole('link', { name: 'Bekijk wie binnen 3 maanden afloopt' }, SLOW);
    expect(ending.getAttribute('href')).toBe(
      '/werkgever/professionals/overzicht?status=registered&einddatum=3&sorteren=validUntil&volgorde=asc',
    );
    expect(screen.getByRole('link', { name: 'Bekijk de koppelverzoeken' }).getAttribute('href')).toBe(
      '/werkgever/professionals/overzicht?status=requested',
    );
    const items = within(screen.getByRole('list', { name: 'Wat je aandacht nodig heeft' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('12');
    expect(screen.getByText(/510 professionals zijn aan je organisatie gekoppeld/)).toBeInTheDocument();
    const statements = await screen.findByRole('region', { name: 'Werkgeversverklaringen' }, SLOW);
    expect(await within(statements).findByText('Geen gegevens beschikbaar', {}, SLOW)).toBeInTheDocument();
  });
});
