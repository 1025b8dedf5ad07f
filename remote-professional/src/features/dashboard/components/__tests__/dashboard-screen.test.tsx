import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen, type FakeHandler } from '@portal/shared/testing/render-screen';
import { LOAD_FAILED } from '../../../../components/load-failed';
import DashboardScreen from '../dashboard-screen';

jest.setTimeout(20000);

const APPROVED = {
  uuid: 'reg-1',
  registrationNumber: '100234',
  statusEnum: { value: 'approved', label: 'Goedgekeurd' },
  registrationBranch: { value: 'jeugd-en-gezinsprofessional', label: 'Jeugd- en gezinsprofessionals' },
  registrationTarget: { label: 'Jeugd- en gezinsprofessional' },
  fromDate: '2024-01-01',
  tillDate: '2029-01-01',
};

const JAN = { fullName: 'Jan de Vries', registration: APPROVED };

/** The overview's one request; `dashboard` and `attention` fill its two parts. */
function renderDashboard(answers: {
  dashboard?: () => Record<string, unknown>;
  attention?: () => Record<string, unknown>;
  failure?: FakeHandler;
}) {
  return renderScreen(<DashboardScreen />, {
    screen: 'dashboard',
    path: '/dashboard',
    answers: {
      professionalDashboardQuery:
        answers.failure ??
        (() => ({
          professionalDashboard: JAN,
          professionalAttention: [],
          ...answers.dashboard?.(),
          ...answers.attention?.(),
        })),
    },
  });
}

describe('the dashboard', () => {
  it('lists what needs attention first, each with a link to act on it', async () => {
    renderDashboard({
      attention: () => ({
        professionalAttention: [
          {
            kind: 'incomplete',
            message: 'Je aanvraag is onvolledig: vul hem aan en dien hem opnieuw in.',
            uuid: 'item-1',
            date: null,
            reason: 'Stuur een scherpere kopie.',
          },
          {
            kind: 'vog',
            message: 'Je VOG is verlopen: upload een nieuwe.',
            uuid: null,
            date: '2025-02-01',
            reason: null,
          },
          {
            kind: 'invoice',
            message: 'Factuur 2025-0001 staat nog open.',
            uuid: 'inv-1',
            date: '2025-03-01',
            reason: null,
          },
          {
            kind: 'rejected',
            message: 'Je aanvraag is afgewezen.',
            uuid: 'item-2',
            date: '2025-01-15',
            reason: 'Diploma niet erkend.',
          },
          {
            kind: 'reRegistration',
            message: 'Dien je herregistratie uiterlijk in.',
            uuid: 'reg-1',
            date: '2028-12-31',
            reason: null,
          },
          {
            kind: 'draft',
            message: 'Je registratieaanvraag is nog niet ingediend.',
            uuid: 'item-3',
            date: null,
            reason: null,
          },
        ],
      }),
    });
    const list = await screen.findByRole('list', { name: 'Wat je aandacht nodig heeft' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    // Each says what it is in words; none is a live region that would be read out as the page loads.
    expect(items[0]).toHaveTextContent('Je aanvraag is onvolledig: vul hem aan en dien hem opnieuw in.');
    expect(within(list).queryByRole('alert')).toBeNull();
    expect(within(list).queryByRole('img')).toBeNull();
    expect(items[0]).toHaveTextContent('Reden: Stuur een scherpere kopie.');
    expect(within(items[0]!).getByRole('link', { name: 'Aanvraag aanvullen' })).toHaveAttribute(
      'href',
      '/registreren/item-1',
    );
    expect(items[1]).toHaveTextContent('Geldig tot 01-02-2025.');
    expect(within(items[1]!).getByRole('link', { name: 'Naar Mijn VOG’s' })).toHaveAttribute(
      'href',
      '/mijn-vog',
    );
    expect(within(items[2]!).getByRole('link', { name: 'Factuur betalen' })).toHaveAttribute(
      'href',
      '/betaling/inv-1',
    );
    expect(items[3]).toHaveTextContent('Afgewezen op 15-01-2025.');
    expect(within(items[3]!).getByRole('link', { name: 'Bekijk de afwijzing' })).toHaveAttribute(
      'href',
      '/afgewezen-aanvraag/item-2',
    );
    expect(within(items[4]!).getByRole('link', { name: 'Naar herregistratie' })).toHaveAttribute(
      'href',
      '/herregistratie',
    );
    expect(within(items[5]!).getByRole('link', { name: 'Ga verder met je aanvraag' })).toHaveAttribute(
      'href',
      '/registreren/item-3',
    );
  });

  it('shows its headings while loading, and keeps the same heading when the data comes', async () => {
    renderDashboard({});
    const heading = screen.getByRole('heading', { level: 2, name: 'Wat je aandacht nodig heeft' });
    expect(screen.getAllByRole('status').some((region) => region.textContent === 'Laden...')).toBe(true);
    expect(screen.queryByRole('region', { name: 'Je registratie' })).toBeNull();

    expect(await screen.findByText('Welkom, Jan de Vries')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Wat je aandacht nodig heeft' })).toBe(heading);
    expect(screen.queryByText('Laden...')).toBeNull();
    expect(screen.getByRole('region', { name: 'Je registratie' })).toBeInTheDocument();
  });

  it('shows no sections when the first read fails', async () => {
    renderDashboard({ failure: () => new Error('netwerk') });
    await screen.findByText(LOAD_FAILED);
    expect(screen.queryByRole('heading', { name: 'Wat je aandacht nodig heeft' })).toBeNull();
    expect(screen.queryByText('Laden...')).toBeNull();
  });

  it('then shows the current registration: chamber, target, number, period and status', async () => {
    renderDashboard({});
    expect(await screen.findByText('Welkom, Jan de Vries')).toBeInTheDocument();
    expect(screen.getByText('Geen gegevens beschikbaar')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Je registratie' });
    expect(within(card).getByText('Goedgekeurd')).toBeInTheDocument();
    expect(within(card).getByText('Jeugd- en gezinsprofessionals')).toBeInTheDocument();
    expect(within(card).getByText('Jeugd- en gezinsprofessional')).toBeInTheDocument();
    expect(within(card).getByText('100234')).toBeInTheDocument();
    expect(within(card).getByText('01-01-2024 tot 01-01-2029')).toBeInTheDocument();
  });

  it("leads a new professional with 'Start je registratie' and the keuzehulp, not two empty blocks", async () => {
    renderDashboard({
      dashboard: () => ({ professionalDashboard: { fullName: 'Noor Bakker', registration: null } }),
    });
    expect(await screen.findByText('Welkom, Noor Bakker')).toBeInTheDocument();
    const start = screen.getByRole('region', { name: 'Start je registratie' });
    expect(within(start).getByRole('link', { name: 'Start je registratie' })).toHaveAttribute(
      'href',
      '/registreren',
    );
    expect(within(start).getByRole('link', { name: 'Gebruik de keuzehulp' })).toHaveAttribute(
      'href',
      '/keuzehulp',
    );
    expect(screen.queryByText('Geen gegevens beschikbaar')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Wat je aandacht nodig heeft' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Je registratie' })).toBeNull();
  });

  it('still lists what else is due beside the start, such as an open invoice', async () => {
    renderDashboard({
      dashboard: () => ({ professionalDashboard: { fullName: 'Noor Bakker', registration: null } }),
      attention: () => ({
        professionalAttention: [
          {
            kind: 'invoice',
            message: 'Factuur 2026-0009 staat nog open.',
            uuid: 'inv-9',
            date: null,
            reason: null,
          },
        ],
      }),
    });
    expect(await screen.findByRole('region', { name: 'Start je registratie' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Wat je aandacht nodig heeft' });
    expect(within(list).getByRole('link', { name: 'Factuur betalen' })).toHaveAttribute(
      'href',
      '/betaling/inv-9',
    );
  });

  it('sends a professional with a draft on with the application instead of a new start', async () => {
    renderDashboard({
      dashboard: () => ({ professionalDashboard: { fullName: 'Sanne Jansen', registration: null } }),
      attention: () => ({
        professionalAttention: [
          {
            kind: 'draft',
            message: 'Je registratieaanvraag is nog niet ingediend.',
            uuid: 'item-3',
            date: null,
            reason: null,
          },
        ],
      }),
    });
    const link = await screen.findByRole('link', { name: 'Ga verder met je aanvraag' });
    expect(link).toHaveAttribute('href', '/registreren/item-3');
    expect(screen.queryByRole('region', { name: 'Start je registratie' })).toBeNull();
  });

  it("announces in Dutch when the api cannot be reached, and 'Opnieuw proberen' asks again", async () => {
    const { calls } = renderDashboard({ failure: () => new Error('netwerk') });
    const alert = await screen.findByText(LOAD_FAILED);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(calls.map((call) => call.operation)).toEqual(['professionalDashboardQuery']);
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(calls).toHaveLength(2));
  });
});
