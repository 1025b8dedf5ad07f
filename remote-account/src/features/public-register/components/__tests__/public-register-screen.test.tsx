import { fireEvent, screen } from '@testing-library/react';
import { derivePortalEndpoints, rememberPortalEndpoints } from '@portal/shared/graphql';
import { findLiveRegion } from '@portal/shared/testing/live-regions';
import { renderScreen } from '@portal/shared/testing/render-screen';
import PublicRegisterScreen from '../public-register-screen';

jest.setTimeout(60000);
const SLOW = { timeout: 15000 };

beforeAll(() => rememberPortalEndpoints(derivePortalEndpoints('/graphql')));

const ENTRY = {
  name: 'J. de Vries',
  initials: 'J.',
  registrationNumber: '100001',
  chamber: 'Jeugd- en gezinsprofessionals',
  target: 'Jeugd- en gezinsprofessional',
  status: 'Geregistreerd: deze registratie is geldig.',
  isValid: true,
  registeredOn: '2021-12-01',
  measure: null,
};

describe('Openbaar register', () => {
  it('asks for a number or a last name before it searches', async () => {
    const { publicCalls } = renderScreen(<PublicRegisterScreen />, { screen: 'publicRegister', answers: {} });
    fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(
      await findLiveRegion('alert', 'Vul een registratienummer in, of een achternaam.'),
    ).toBeInTheDocument();
    expect(publicCalls).toHaveLength(0);
  });

  it('shows the public facts of the number in the URL, read on the public endpoint', async () => {
    const { calls, publicCalls } = renderScreen(<PublicRegisterScreen />, {
      screen: 'publicRegister',
      query: { nummer: '100001' },
      answers: {
        publicRegister: () => ({
          publicRegister: { throttled: false, message: null, totalCount: 1, entries: [ENTRY] },
        }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'J. de Vries' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Geregistreerd: deze registratie is geldig.')).toBeInTheDocument();
    expect(screen.getByText('01-12-2021')).toBeInTheDocument();
    expect(publicCalls).toEqual(['publicRegister']);
    expect(calls[0]!.variables).toEqual({ registrationNumber: '100001', lastName: null, town: null });
  });

  it("says the api's limit when a client searched too often", async () => {
    renderScreen(<PublicRegisterScreen />, {
      screen: 'publicRegister',
      query: { achternaam: 'Vries' },
      answers: {
        publicRegister: () => ({
          publicRegister: { throttled: true, message: 'Te vaak gezocht.', totalCount: 0, entries: [] },
        }),
      },
    });
    expect(await findLiveRegion('alert', 'Te vaak gezocht.')).toBeInTheDocument();
  });
});
