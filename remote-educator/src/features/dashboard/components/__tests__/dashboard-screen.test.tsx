import { screen } from '@testing-library/react';
import { derivePortalEndpoints, rememberPortalEndpoints } from '@portal/shared/graphql';
import { renderScreen } from '@portal/shared/testing/render-screen';
import DashboardScreen from '../dashboard-screen';

jest.setTimeout(60000);
const SLOW = { timeout: 15000 };

beforeAll(() => rememberPortalEndpoints(derivePortalEndpoints('/graphql')));

const NOTHING = {
  accreditations: [],
  sessionsWithoutPoints: [],
  openInvoices: [],
  hasUnfinishedProfile: false,
  approvedAccreditations: 1,
  awardableSessions: 2,
  endingSoonMonths: 3,
  pointsEntryMonths: 2,
};

function show(dashboard: typeof NOTHING | Record<string, unknown>) {
  return renderScreen(<DashboardScreen />, {
    screen: 'dashboard',
    answers: { educatorDashboard: () => ({ educatorDashboard: dashboard }) },
  });
}

describe('Overzicht (opleider)', () => {
  it('shows what needs attention first, each linking to where it is handled, problems first', async () => {
    show({
      ...NOTHING,
      hasUnfinishedProfile: true,
      sessionsWithoutPoints: [
        {
          uuid: 's-1',
          accreditationTitle: 'Gespreksvoering met jeugdigen en gezinnen',
          endsOn: '2026-11-25',
          pointsEntryDeadline: '2027-01-25',
          daysLeft: 54,
        },
      ],
      accreditations: [
        {
          uuid: 'a-1',
          title: 'Traumasensitief werken',
          status: 'incomplete',
          validUntil: null,
          decisionReason: 'Programma ontbreekt.',
        },
        {
          uuid: 'a-2',
          title: 'Methodisch werken',
          status: 'approved',
          validUntil: '2027-02-01',
          decisionReason: null,
        },
      ],
      openInvoices: [{ uuid: 'i-1', number: 'F1001', dueDate: '2026-12-31', amountCents: 13068 }],
    });
    const points = await screen.findByRole('link', { name: 'Punten invoeren voor deze sessie' }, SLOW);
    expect(points.getAttribute('href')).toBe('/digitale-certificaten/punten-invoeren?sessie=s-1');
    expect(
      screen.getByText(/Nog 54 dagen om punten in te voeren \(tot en met 25-01-2027\)/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aanvraag aanvullen' }).getAttribute('href')).toBe(
      '/accreditaties/bewerken/a-1',
    );
    expect(screen.getByText('Reden: Programma ontbreekt.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accreditatie verlengen' }).getAttribute('href')).toBe(
      '/accreditaties/verlengen/a-2',
    );
    expect(screen.getByRole('link', { name: 'Betaal factuur F1001' }).getAttribute('href')).toBe(
      '/betaling/i-1',
    );
    expect(screen.getByRole('link', { name: 'Organisatieprofiel aanvullen' }).getAttribute('href')).toBe(
      '/organisatie',
    );
    // Problems first: the unfinished profile, then the incomplete application.
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Het organisatieprofiel is nog niet af.');
    expect(items[1]).toHaveTextContent("De aanvraag voor 'Traumasensitief werken' is onvolledig.");
    expect(items.at(-1)).toHaveTextContent('Factuur F1001 van € 130,68 staat open.');
  });

  it('leads with Accreditatie aanvragen while the provider has no accreditation and nothing to show', async () => {
    show({ ...NOTHING, approvedAccreditations: 0, awardableSessions: 0 });
    expect(await screen.findByRole('heading', { name: 'Accreditatie aanvragen' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accreditatie aanvragen' }).getAttribute('href')).toBe(
      '/accreditaties/aanvragen',
    );
    expect(screen.queryByRole('heading', { name: 'Wat je aandacht nodig heeft' })).toBeNull();
  });

  it('leads with Punten invoeren when nothing waits and accreditations are approved', async () => {
    show(NOTHING);
    expect(await screen.findByRole('heading', { name: 'Punten invoeren' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/Voor 2 sessies kun je punten invoeren/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Punten invoeren' }).getAttribute('href')).toBe(
      '/digitale-certificaten/punten-invoeren',
    );
  });

  it('speaks of one session, accreditation, month and day in the singular', async () => {
    show({ ...NOTHING, approvedAccreditations: 1, awardableSessions: 1, pointsEntryMonths: 1 });
    expect(
      await screen.findByText(
        /Voor 1 sessie kun je punten invoeren\. Dat kan tot 1 maand na het einde van een sessie\./,
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Je hebt 1 goedgekeurde accreditatie\./)).toBeInTheDocument();
  });

  it('counts a last day and one month left in the singular on the attention list', async () => {
    show({
      ...NOTHING,
      endingSoonMonths: 1,
      sessionsWithoutPoints: [
        {
          uuid: 's-1',
          accreditationTitle: 'Gespreksvoering',
          endsOn: '2026-10-03',
          pointsEntryDeadline: '2026-12-04',
          daysLeft: 1,
        },
      ],
      accreditations: [
        {
          uuid: 'a-2',
          title: 'Methodisch werken',
          status: 'approved',
          validUntil: '2026-12-20',
          decisionReason: null,
        },
      ],
    });
    expect(
      await screen.findByText('Nog 1 dag om punten in te voeren (tot en met 04-12-2026).', {}, SLOW),
    ).toBeInTheDocument();
    expect(
      screen.getByText("De accreditatie van 'Methodisch werken' loopt binnen 1 maand af."),
    ).toBeInTheDocument();
  });
});
