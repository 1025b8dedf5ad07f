import { screen } from '@testing-library/react';
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
});
