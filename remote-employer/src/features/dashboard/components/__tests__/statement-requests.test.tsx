import { fireEvent, screen } from '@testing-library/react';
import { derivePortalEndpoints, rememberPortalEndpoints } from '@portal/shared/graphql';
import { renderScreen, validationAnswer } from '@portal/shared/testing/render-screen';
import { parseHours } from '../../utils/hours-input';
import { StatementRequests } from '../statement-requests';

jest.setTimeout(60000);
const SLOW = { timeout: 15000 };

beforeAll(() => rememberPortalEndpoints(derivePortalEndpoints('/graphql')));

const REQUEST = {
  uuid: '11111111-1111-4111-8111-111111111111',
  name: 'Jan de Vries',
  registrationNumber: '100001',
  periodFromDate: '2022-02-01',
  periodTillDate: '2027-02-01',
  hours: 3368,
  requestedAt: '2026-11-30T10:00:00Z',
};

describe('Werkgeversverklaringen on the dashboard', () => {
  it('confirms corrected hours, typed the Dutch way, and says so', async () => {
    let open = [REQUEST];
    const { calls } = renderScreen(<StatementRequests />, {
      screen: 'dashboard',
      answers: {
        companyStatementRequests: () => ({ companyStatementRequests: open }),
        confirmEmployerStatement: () => {
          open = [];
          return { confirmEmployerStatement: { status: 'CONFIRMED', message: 'Bevestigd.' } };
        },
      },
    });
    expect(
      await screen.findByText(/3\.368 uur van 01-02-2022 tot en met 01-02-2027/, {}, SLOW),
    ).toBeInTheDocument();
    const input = screen.getByLabelText('Uren werkervaring van Jan de Vries');
    expect(input).toHaveValue('3368');
    fireEvent.change(input, { target: { value: '3.200,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uren bevestigen' }));
    expect(
      await screen.findByText('De werkervaring van Jan de Vries is bevestigd.', {}, SLOW),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.operation === 'confirmEmployerStatement')?.variables).toEqual({
      uuid: REQUEST.uuid,
      hours: 3200.5,
    });
    expect(await screen.findByText('Geen gegevens beschikbaar', {}, SLOW)).toBeInTheDocument();
  });

  it('shows the api’s Dutch refusal beside the field and keeps the request', async () => {
    renderScreen(<StatementRequests />, {
      screen: 'dashboard',
      answers: {
        companyStatementRequests: () => ({ companyStatementRequests: [REQUEST] }),
        confirmEmployerStatement: () => validationAnswer({ hours: ['Uren mag maximaal 20000 zijn.'] }),
      },
    });
    const input = await screen.findByLabelText('Uren werkervaring van Jan de Vries', {}, SLOW);
    fireEvent.change(input, { target: { value: '99999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uren bevestigen' }));
    expect((await screen.findAllByText('Uren mag maximaal 20000 zijn.', {}, SLOW)).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Uren werkervaring van Jan de Vries')).toBeInTheDocument();
  });

  it('reads hours as typed in Dutch', () => {
    expect(parseHours('3368')).toBe(3368);
    expect(parseHours('3.368')).toBe(3368);
    expect(parseHours('3368,5')).toBe(3368.5);
    expect(parseHours('')).toBeNull();
    expect(parseHours('veel')).toBeNull();
  });
});
