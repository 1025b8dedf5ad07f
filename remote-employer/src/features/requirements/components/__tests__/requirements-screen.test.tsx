import { screen } from '@testing-library/react';
import { derivePortalEndpoints, rememberPortalEndpoints } from '@portal/shared/graphql';
import { renderScreen } from '@portal/shared/testing/render-screen';
import RequirementsScreen from '../requirements-screen';

jest.setTimeout(60000);
const SLOW = { timeout: 15000 };

beforeAll(() => rememberPortalEndpoints(derivePortalEndpoints('/graphql')));

const requirement = (category: string, unit: string, minimum: number, isWorkExperience = false) => ({
  category,
  unit,
  minimum,
  isWorkExperience,
});

describe('Herregistratie eisen (werkgever)', () => {
  it("shows each chamber's requirements per set, with hours, points and the work-experience rule", async () => {
    renderScreen(<RequirementsScreen />, {
      screen: 'companyInformationReRegistrationDemands',
      answers: {
        chamberReRegistrationRequirements: () => ({
          chamberReRegistrationRequirements: [
            {
              chamber: { value: 'jeugd-en-gezinsprofessional', label: 'Jeugd- en gezinsprofessionals' },
              sets: [
                {
                  label: 'Met werkervaring',
                  workHoursFrom: 3000,
                  workHoursBelow: null,
                  totalPointsMinimum: 180,
                  requirements: [
                    requirement('Werkervaring', 'hours', 3000, true),
                    requirement('Scholing', 'points', 120),
                  ],
                },
                {
                  label: 'Zonder werkervaring',
                  workHoursFrom: 0,
                  workHoursBelow: 3000,
                  totalPointsMinimum: null,
                  requirements: [requirement('Scholing', 'points', 180)],
                },
              ],
            },
          ],
        }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Met werkervaring' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Jeugd- en gezinsprofessionals')).toBeInTheDocument();
    expect(screen.getByText('Voor wie 3.000 uur werkervaring of meer heeft.')).toBeInTheDocument();
    expect(screen.getByText('Voor wie minder dan 3.000 uur werkervaring heeft.')).toBeInTheDocument();
    expect(screen.getByText('3.000 uur')).toBeInTheDocument();
    expect(screen.getByText('120 punten')).toBeInTheDocument();
    const totals = screen.getAllByText('180 punten');
    // The first set's total and the second set's one category.
    expect(totals).toHaveLength(2);
  });

  it("says 'Geen gegevens beschikbaar' when no chamber has requirements", async () => {
    renderScreen(<RequirementsScreen />, {
      screen: 'companyInformationReRegistrationDemands',
      answers: {
        chamberReRegistrationRequirements: () => ({ chamberReRegistrationRequirements: [] }),
      },
    });
    expect(await screen.findByText('Geen gegevens beschikbaar', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Herregistratie eisen' })).toBeInTheDocument();
  });
});
