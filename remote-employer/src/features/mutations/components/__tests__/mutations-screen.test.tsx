import { screen, within } from '@testing-library/react';
import { derivePortalEndpoints, rememberPortalEndpoints } from '@portal/shared/graphql';
import { renderScreen } from '@portal/shared/testing/render-screen';
import MutationsScreen from '../mutations-screen';

jest.setTimeout(60000);
const SLOW = { timeout: 15000 };

beforeAll(() => rememberPortalEndpoints(derivePortalEndpoints('/graphql')));

describe('Mutaties', () => {
  it('sends the period and type of the URL and lists the rows', async () => {
    const { calls } = renderScreen(<MutationsScreen />, {
      screen: 'companyProfessionalMutations',
      query: { periode: '30d', soort: 'expired' },
      answers: {
        companyProfessionalMutations: () => ({
          companyProfessionalMutations: {
            totalCount: 1,
            page: 1,
            pageSize: 20,
            nodes: [
              {
                uuid: 'm-1',
                kind: { value: 'expired', label: 'Verlopen' },
                name: 'Anna Bakker',
                registrationNumber: '800012',
                occurredAt: '2026-11-20T10:00:00.000Z',
              },
            ],
          },
        }),
      },
    });
    const table = await screen.findByRole('table', {}, SLOW);
    expect(within(table).getByText('Anna Bakker')).toBeInTheDocument();
    const sent = calls.find((call) => call.operation === 'companyProfessionalMutations')!.variables;
    expect(sent).toMatchObject({ kind: 'expired', page: 1 });
    expect(sent.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("sends the URL's own range with 'Eigen periode' and shows it in the date fields", async () => {
    const { calls } = renderScreen(<MutationsScreen />, {
      screen: 'companyProfessionalMutations',
      query: { periode: 'eigen', van: '2026-03-01', tot: '2026-03-31', soort: 'suspended' },
      answers: {
        companyProfessionalMutations: () => ({
          companyProfessionalMutations: { totalCount: 0, page: 1, pageSize: 20, nodes: [] },
        }),
      },
    });
    expect(await screen.findByText('Geen gegevens beschikbaar', {}, SLOW)).toBeInTheDocument();
    const sent = calls.find((call) => call.operation === 'companyProfessionalMutations')!.variables;
    expect(sent).toMatchObject({ kind: 'suspended', from: '2026-03-01', till: '2026-03-31' });
    expect(screen.getByLabelText('Van')).toHaveValue('01-03-2026');
    expect(screen.getByLabelText('Tot en met')).toHaveValue('31-03-2026');
  });

  it('ignores a day that is not one', async () => {
    const { calls } = renderScreen(<MutationsScreen />, {
      screen: 'companyProfessionalMutations',
      query: { periode: 'eigen', van: '2026-02-30', tot: 'morgen' },
      answers: {
        companyProfessionalMutations: () => ({
          companyProfessionalMutations: { totalCount: 0, page: 1, pageSize: 20, nodes: [] },
        }),
      },
    });
    expect(await screen.findByText('Geen gegevens beschikbaar', {}, SLOW)).toBeInTheDocument();
    const sent = calls.find((call) => call.operation === 'companyProfessionalMutations')!.variables;
    expect(sent).toMatchObject({ from: null, till: null });
  });
});
