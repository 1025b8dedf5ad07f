import { screen } from '@testing-library/react';
import { derivePortalEndpoints, rememberPortalEndpoints } from '@portal/shared/graphql';
import { renderScreen } from '@portal/shared/testing/render-screen';
import AccreditationsOverviewScreen from '../accreditations-overview-screen';

jest.setTimeout(90000);
const SLOW = { timeout: 15000 };

beforeAll(() => rememberPortalEndpoints(derivePortalEndpoints('/graphql')));

const ROW = {
  uuid: 'a-1',
  accreditationNumber: 'A40001',
  title: 'Gespreksvoering met jeugdigen en gezinnen',
  status: 'approved',
  statusLabel: 'Goedgekeurd',
  validFrom: '2026-06-02',
  validUntil: '2029-06-01',
  validityYears: 3,
  points: 12,
  sessionCount: 2,
};

describe('Accreditaties overzicht', () => {
  it('shows status, validity and sessions of a page the api cut, with the filter in the request', async () => {
    const calls: unknown[] = [];
    renderScreen(<AccreditationsOverviewScreen />, {
      screen: 'accreditationsOverview',
      query: { status: 'approved' },
      answers: {
        educatorAccreditations: (variables) => {
          calls.push(variables);
          return { educatorAccreditations: { totalCount: 1, page: 1, pageSize: 10, nodes: [ROW] } };
        },
      },
    });
    expect(
      (await screen.findAllByText('Gespreksvoering met jeugdigen en gezinnen', {}, SLOW)).length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByText('02-06-2026 t/m 01-06-2029').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Goedgekeurd').length).toBeGreaterThan(0);
    expect(calls[0]).toEqual(expect.objectContaining({ status: 'approved', page: 1, pageSize: 10 }));
  });

  it("says 'Geen gegevens beschikbaar' for an empty list", async () => {
    renderScreen(<AccreditationsOverviewScreen />, {
      screen: 'accreditationsOverview',
      answers: {
        educatorAccreditations: () => ({
          educatorAccreditations: { totalCount: 0, page: 1, pageSize: 10, nodes: [] },
        }),
      },
    });
    expect((await screen.findAllByText('Geen gegevens beschikbaar', {}, SLOW)).length).toBeGreaterThan(0);
  });
});
