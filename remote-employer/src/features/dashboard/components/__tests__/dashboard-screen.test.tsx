import { screen, within } from '@testing-library/react';
import { derivePortalEndpoints, rememberPortalEndpoints } from '@portal/shared/graphql';
import { renderScreen } from '@portal/shared/testing/render-screen';
import DashboardScreen from '../dashboard-screen';

jest.setTimeout(60000);
const SLOW = { timeout: 15000 };

beforeAll(() => rememberPortalEndpoints(derivePortalEndpoints('/graphql')));

/** A company with nothing to count: nobody linked or asked, no invoices, no decisions. */
const NOTHING = {
  requestedLinks: 0,
  endingSoon: 0,
  suspended: 0,
  expired: 0,
  activeLinks: 0,
  recentMutations: 0,
  programmeDecisions: 0,
  openInvoices: 0,
};

function renderDashboard(counts: Record<string, number>, verification = 'confirmed') {
  renderScreen(<DashboardScreen />, {
    screen: 'dashboard',
    answers: {
      companyDashboard: () => ({ companyDashboard: counts, myOrganisation: { verification } }),
      companyStatementRequests: () => ({ companyStatementRequests: [] }),
    },
  });
}

describe('Overzicht (werkgever)', () => {
  it('shows each count with a link to the filtered list, warnings first', async () => {
    renderDashboard({
      requestedLinks: 3,
      endingSoon: 12,
      suspended: 0,
      expired: 0,
      activeLinks: 510,
      recentMutations: 4,
      programmeDecisions: 1,
      openInvoices: 2,
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
    // Programme decisions and open invoices link to their own lists (issue 39's Overzicht).
    expect(screen.getByRole('link', { name: "Bekijk de praktijkprogramma's" }).getAttribute('href')).toBe(
      '/werkgever/praktijkprogrammas/overzicht',
    );
    expect(screen.getByRole('link', { name: 'Bekijk de facturen' }).getAttribute('href')).toBe(
      '/werkgever/facturen/overzicht',
    );
    expect(screen.getByText('facturen staan open').closest('li')).toHaveTextContent('2');
    expect(screen.getByText(/510 professionals zijn aan je organisatie gekoppeld/)).toBeInTheDocument();
    expect(screen.getByText('registraties eindigen binnen 3 maanden').closest('li')).toHaveTextContent('12');
    const statements = await screen.findByRole('region', { name: 'Werkgeversverklaringen' }, SLOW);
    expect(await within(statements).findByText('Geen gegevens beschikbaar', {}, SLOW)).toBeInTheDocument();
  });

  it('says one in the singular', async () => {
    renderDashboard({ ...NOTHING, suspended: 1, activeLinks: 1, programmeDecisions: 1, openInvoices: 1 });
    expect((await screen.findByText('factuur staat open', {}, SLOW)).closest('li')).toHaveTextContent('1');
    expect(screen.getByText('professional is geschorst')).toBeInTheDocument();
    expect(
      screen.getByText('besluit over een praktijkprogramma in de afgelopen 30 dagen'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^1 professional is aan je organisatie gekoppeld\./)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Aan de slag' })).not.toBeInTheDocument();
  });

  it('leads a company with nobody linked yet with its first action, not a list of noughts', async () => {
    renderDashboard(NOTHING);
    const start = await screen.findByRole('region', { name: 'Aan de slag' }, SLOW);
    expect(
      within(start).getByRole('link', { name: 'Koppel je eerste professional' }).getAttribute('href'),
    ).toBe('/werkgever/professionals/overzicht');
    expect(
      within(start).getByRole('link', { name: 'Vul het organisatieprofiel in' }).getAttribute('href'),
    ).toBe('/werkgever/organisatie-profiel');
    expect(screen.queryByRole('list', { name: 'Wat je aandacht nodig heeft' })).not.toBeInTheDocument();
    expect(screen.queryByText(/0 professionals zijn/)).not.toBeInTheDocument();
  });

  it('offers a company the register has not confirmed yet its profile, not the professionals it cannot open', async () => {
    renderDashboard(NOTHING, 'pending');
    const start = await screen.findByRole('region', { name: 'Aan de slag' }, SLOW);
    expect(within(start).getByRole('link', { name: 'Vul het organisatieprofiel in' })).toBeInTheDocument();
    expect(
      within(start).queryByRole('link', { name: 'Koppel je eerste professional' }),
    ).not.toBeInTheDocument();
  });

  it('speaks of one in the singular and of none in the plural', async () => {
    renderDashboard({
      requestedLinks: 1,
      endingSoon: 1,
      suspended: 1,
      expired: 1,
      activeLinks: 1,
      recentMutations: 1,
      programmeDecisions: 1,
      openInvoices: 0,
    });
    const list = await screen.findByRole('list', { name: 'Wat je aandacht nodig heeft' }, SLOW);
    const textOf = (item: HTMLElement) => item.textContent?.replace(/Bekijk.*$/, '').trim();
    expect(within(list).getAllByRole('listitem').map(textOf)).toEqual([
      '1 registratie eindigt binnen 3 maanden',
      '1 professional is geschorst',
      '1 registratie is verlopen',
      '1 besluit over een praktijkprogramma in de afgelopen 30 dagen',
      '1 koppelverzoek wacht op bevestiging van de professional',
      '1 mutatie in de afgelopen 30 dagen',
      '0 facturen staan open',
    ]);
    expect(screen.getByText(/^1 professional is aan je organisatie gekoppeld\./)).toBeInTheDocument();
  });
});
