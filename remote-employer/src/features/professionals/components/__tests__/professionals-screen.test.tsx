import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { derivePortalEndpoints, rememberPortalEndpoints } from '@portal/shared/graphql';
import { findLiveRegion } from '@portal/shared/testing/live-regions';
import { renderScreen } from '@portal/shared/testing/render-screen';
import ProfessionalsScreen from '../professionals-screen';

jest.setTimeout(60000);
const SLOW = { timeout: 15000 };

beforeAll(() => rememberPortalEndpoints(derivePortalEndpoints('/graphql')));

const professional = (overrides: Record<string, unknown>) => ({
  linkUuid: 'l-1',
  linkStatus: 'Actief',
  name: 'Jan de Vries',
  registrationNumber: '100001',
  chamber: { value: 'jeugd-en-gezinsprofessional', label: 'Jeugd- en gezinsprofessionals' },
  target: 'Jeugd- en gezinsprofessional',
  status: { value: 'registered', label: 'Geregistreerd' },
  validUntil: '2027-02-01',
  sharesProgress: true,
  reRegistrationProgress: { status: 'Lopend', deadline: '2027-02-01' },
  ...overrides,
});

describe('Professionals (overzicht)', () => {
  it('lists the page the api cut, with progress only where shared, and sends filters from the URL', async () => {
    const { calls } = renderScreen(<ProfessionalsScreen />, {
      screen: 'companyProfessionals',
      query: { status: 'suspended', kamer: 'gedragswetenschapper', einddatum: '3' },
      answers: {
        companyProfessionals: () => ({
          companyProfessionals: {
            totalCount: 2,
            page: 1,
            pageSize: 20,
            nodes: [
              professional({}),
              professional({
                linkUuid: 'l-2',
                name: null,
                linkStatus: 'Aangevraagd',
                status: { value: 'requested', label: 'Wacht op bevestiging' },
                chamber: null,
                validUntil: null,
                sharesProgress: false,
                reRegistrationProgress: null,
              }),
            ],
          },
        }),
      },
    });
    const table = await screen.findByRole('table', {}, SLOW);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Lopend, uiterlijk 01-02-2027')).toBeInTheDocument();
    expect(within(second!).getAllByText('Wacht op bevestiging').length).toBeGreaterThan(0);
    const sent = calls.find((call) => call.operation === 'companyProfessionals')!.variables;
    expect(sent).toMatchObject({
      status: 'suspended',
      chamber: 'gedragswetenschapper',
      page: 1,
      pageSize: 20,
    });
    expect(sent.endsFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sent.endsTill).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("asks for a link by number and last name and says the api's answer", async () => {
    const { calls } = renderScreen(<ProfessionalsScreen />, {
      screen: 'companyProfessionals',
      answers: {
        companyProfessionals: () => ({
          companyProfessionals: { totalCount: 0, page: 1, pageSize: 20, nodes: [] },
        }),
        requestProfessionalLink: () => ({
          requestProfessionalLink: { status: 'REQUESTED', message: 'Het verzoek is verstuurd.' },
        }),
      },
    });
    expect(await screen.findByText('Geen gegevens beschikbaar', {}, SLOW)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Koppelverzoek versturen' }));
    expect(await findLiveRegion('alert', 'Controleer de gemarkeerde velden.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Registratienummer'), { target: { value: '100002' } });
    fireEvent.change(screen.getByLabelText('Achternaam'), { target: { value: 'Los' } });
    fireEvent.click(screen.getByRole('button', { name: 'Koppelverzoek versturen' }));
    expect(await findLiveRegion('status', 'Het verzoek is verstuurd.')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((call) => call.operation === 'requestProfessionalLink')?.variables).toEqual({
        registrationNumber: '100002',
        lastName: 'Los',
      }),
    );
  });
});
