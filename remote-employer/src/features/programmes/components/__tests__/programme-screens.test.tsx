import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, validationAnswer } from '@portal/shared/testing/render-screen';
import ProgrammeFormScreen from '../programme-form-screen';
import ProgrammesOverviewScreen from '../programmes-overview-screen';

const session = {
  auth: true,
  user: {
    uuid: 'u1',
    username: 'werkgever@demo.nl',
    isVerified: true,
    detailTypeObject: { value: 'companyEmployee' as const },
    detail: null,
  },
};

const PROGRAMME = {
  uuid: 'p1',
  variant: 'wo',
  participantName: 'Sanne Bakker',
  participantEmail: null,
  supervisorRegistrationNumber: 'JG-123',
  startDate: '2027-01-01',
  durationMonths: 12,
  status: { value: 'incomplete', label: 'Onvolledig' },
  decisionReason: 'De voorwaarden ontbreken.',
  decidedAt: '2026-11-01T10:00:00Z',
  submittedAt: '2026-10-01T10:00:00Z',
  canEdit: true,
  conditions: [{ uuid: 'm1', filename: 'voorwaarden.pdf' }],
};

jest.setTimeout(45000);

describe('practical programmes', () => {
  it('lists the applications with their decision and a link to edit an incomplete one', async () => {
    renderScreen(<ProgrammesOverviewScreen />, {
      screen: 'companyPracticalProgramsOverview',
      path: '/werkgever/praktijkprogrammas/overzicht',
      session,
      answers: { practicalProgrammes: () => ({ practicalProgrammes: [PROGRAMME] }) },
    });
    expect(
      await screen.findByRole('heading', { name: 'Sanne Bakker' }, { timeout: 15000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('De voorwaarden ontbreken.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aanvraag van Sanne Bakker bewerken' })).toHaveAttribute(
      'href',
      '/werkgever/praktijkprogrammas/bewerken/p1/gegevens',
    );
  });

  it('says Geen gegevens beschikbaar without applications', async () => {
    renderScreen(<ProgrammesOverviewScreen />, {
      screen: 'companyPracticalPrograms',
      path: '/werkgever/praktijkprogrammas',
      session,
      answers: { practicalProgrammes: () => ({ practicalProgrammes: [] }) },
    });
    expect(await screen.findByText('Geen gegevens beschikbaar', {}, { timeout: 15000 })).toBeInTheDocument();
  });

  it("submits an application and shows the api's 422 on its field", async () => {
    let attempt = 0;
    const { calls } = renderScreen(<ProgrammeFormScreen />, {
      screen: 'companyPracticalProgramsEdit',
      params: { uuid: 'p1', step: 'gegevens' },
      path: '/werkgever/praktijkprogrammas/bewerken/p1/gegevens',
      session,
      answers: {
        practicalProgrammes: () => ({ practicalProgrammes: [PROGRAMME] }),
        savePracticalProgramme: () =>
          ++attempt === 1
            ? validationAnswer({
                supervisorRegistrationNumber: [
                  'Er is geen geregistreerde professional met dit registratienummer.',
                ],
              })
            : {
                savePracticalProgramme: {
                  status: 'SUBMITTED',
                  message: 'De aanvraag is ingediend.',
                  uuid: 'p1',
                },
              },
      },
    });
    const supervisor = await screen.findByLabelText(
      /Registratienummer van de begeleider/,
      {},
      { timeout: 15000 },
    );
    await waitFor(() => expect(supervisor).toHaveValue('JG-123'), { timeout: 10000 });
    await waitFor(() => expect(document.querySelector('.portal-plain-button[aria-busy="true"]')).toBeNull(), {
      timeout: 10000,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Aanvraag indienen' }));
    await waitFor(() =>
      expect(supervisor).toHaveAccessibleDescription(
        /Er is geen geregistreerde professional met dit registratienummer\./,
      ),
    );
    const sent = calls.filter((call) => call.operation === 'savePracticalProgramme');
    expect(sent[0]?.variables).toMatchObject({
      uuid: 'p1',
      isDraft: 0,
      input: {
        variant: 'wo',
        participantName: 'Sanne Bakker',
        durationMonths: 12,
        startDate: '2027-01-01',
        // The conditions document it holds, kept while editing.
        conditionsMediaUuid: 'm1',
      },
    });
    expect(screen.getByText('voorwaarden.pdf')).toBeInTheDocument();
  });
});
