import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { derivePortalEndpoints, rememberPortalEndpoints } from '@portal/shared/graphql';
import { renderScreen } from '@portal/shared/testing/render-screen';
import TrainingRegisterScreen from '../training-register-screen';

jest.setTimeout(90000);
const SLOW = { timeout: 15000 };

beforeAll(() => rememberPortalEndpoints(derivePortalEndpoints('/graphql')));

describe('Scholingsregister zoeken', () => {
  it('shows the courses of the page the api cut, with the filters of the URL in the request', async () => {
    const calls: unknown[] = [];
    renderScreen(<TrainingRegisterScreen />, {
      screen: 'companyEducationsRegisterSearch',
      query: { chamber: 'jeugd-en-gezinsprofessional', minPoints: '8' },
      answers: {
        trainingRegister: (variables) => {
          calls.push(variables);
          return {
            trainingRegister: {
              totalCount: 1,
              page: 1,
              pageSize: 10,
              nodes: [
                {
                  uuid: 'a-1',
                  accreditationNumber: 'A40001',
                  title: 'Gespreksvoering met jeugdigen en gezinnen',
                  form: 'klassikaal',
                  points: 12,
                  provider: 'Opleidingsinstituut Noord',
                  chambers: ['jeugd-en-gezinsprofessional'],
                  validUntil: '2029-06-01',
                  nextSession: '2026-12-23',
                },
              ],
            },
          };
        },
      },
    });
    expect((await screen.findAllByText('Opleidingsinstituut Noord', {}, SLOW)).length).toBeGreaterThan(0);
    expect(screen.getAllByText('23-12-2026').length).toBeGreaterThan(0);
    expect(calls[0]).toEqual(
      expect.objectContaining({ chamber: 'jeugd-en-gezinsprofessional', minPoints: '8', page: 1 }),
    );
  });

  it('searches by provider and a session from a day on, in the URL and in the request', async () => {
    const { calls, currentSearch } = renderScreen(<TrainingRegisterScreen />, {
      screen: 'companyEducationsRegisterSearch',
      query: { from: '2026-12-01' },
      answers: {
        trainingRegister: () => ({ trainingRegister: { totalCount: 0, page: 1, pageSize: 10, nodes: [] } }),
      },
    });
    expect(await screen.findByText('Geen gegevens beschikbaar', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('Sessie vanaf')).toHaveValue('01-12-2026');
    await userEvent.type(screen.getByLabelText('Opleider'), 'Noord');
    await userEvent.click(screen.getByRole('button', { name: 'Toepassen' }));
    await waitFor(() => expect(currentSearch()).toContain('provider=Noord'));
    expect(currentSearch()).toContain('from=2026-12-01');
    await waitFor(() =>
      expect(calls.filter((call) => call.operation === 'trainingRegister').at(-1)!.variables).toMatchObject({
        provider: 'Noord',
        from: '2026-12-01',
      }),
    );
  });

  it("ignores a 'from' that is not a day", async () => {
    const { calls } = renderScreen(<TrainingRegisterScreen />, {
      screen: 'companyEducationsRegisterSearch',
      query: { from: '2026-02-30' },
      answers: {
        trainingRegister: () => ({ trainingRegister: { totalCount: 0, page: 1, pageSize: 10, nodes: [] } }),
      },
    });
    expect(await screen.findByText('Geen gegevens beschikbaar', {}, SLOW)).toBeInTheDocument();
    const sent = calls.find((call) => call.operation === 'trainingRegister')!.variables;
    expect(sent).toMatchObject({ from: null });
  });
});
