import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { derivePortalEndpoints, rememberPortalEndpoints } from '@portal/shared/graphql';
import { findLiveRegion } from '@portal/shared/testing/live-regions';
import { renderScreen, validationAnswer } from '@portal/shared/testing/render-screen';
import UpdateSessionScreen from '../update-session-screen';

jest.setTimeout(90000);
const SLOW = { timeout: 15000 };

beforeAll(() => rememberPortalEndpoints(derivePortalEndpoints('/graphql')));

const SESSION = {
  uuid: 's-1',
  accreditationTitle: 'Gespreksvoering met jeugdigen en gezinnen',
  form: 'klassikaal',
  points: 12,
  startsOn: '2026-11-23',
  endsOn: '2026-11-24',
  location: 'Utrecht',
  isOnline: false,
  pointsEntryDeadline: '2027-01-24',
  correctionRefusal: null,
  awardedCount: 1,
  changeCount: 1,
  changes: [
    {
      uuid: 'c-1',
      kind: 'points',
      description: 'Punten van 100001 gewijzigd van 12 naar 8',
      changedByName: 'Olga Opleider',
      changedAt: '2026-12-01T10:00:00Z',
    },
  ],
};
const AWARDS = {
  educatorSessionAwards: {
    totalCount: 1,
    page: 1,
    pageSize: 10,
    nodes: [
      {
        uuid: 'p-1',
        registrationNumber: '100001',
        lastName: 'de Vries',
        points: 8,
        awardedOn: '2026-12-01',
        awardedByName: 'Olga Opleider',
      },
    ],
  },
};

describe('Punten bewerken', () => {
  it('lists the recorded changes and refuses wrong points with the api’s Dutch message on the field', async () => {
    const user = userEvent.setup();
    const calls: unknown[] = [];
    renderScreen(<UpdateSessionScreen />, {
      screen: 'updateEducationSession',
      params: { uuid: 's-1', step: 'toekenningen' },
      answers: {
        educatorSession: () => ({ educatorSession: SESSION }),
        sessionAwards: () => AWARDS,
        correctAwardedPoints: (variables) => {
          calls.push(variables);
          return variables.points === 7
            ? { correctAwardedPoints: { message: 'De punten zijn gewijzigd.' } }
            : validationAnswer({
                points: ['Voor deze scholing kunnen ten hoogste 12 punten worden toegekend.'],
              });
        },
      },
    });
    expect(
      await screen.findByText(/Punten van 100001 gewijzigd van 12 naar 8/, {}, SLOW),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Punten van 100001 wijzigen' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText(/Punten \(ten hoogste 12\)/);
    await user.clear(input);
    await user.type(input, '13');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('van meer dan 0 tot en met 12');
    expect(calls).toEqual([]);
    await user.clear(input);
    await user.type(input, '7');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await findLiveRegion('status', 'De punten zijn gewijzigd.')).toBeInTheDocument();
    expect(calls).toEqual([{ sessionUuid: 's-1', awardUuid: 'p-1', points: 7 }]);
  });

  it('asks before withdrawing an award', async () => {
    const user = userEvent.setup();
    const withdrawn: unknown[] = [];
    renderScreen(<UpdateSessionScreen />, {
      screen: 'updateEducationSession',
      params: { uuid: 's-1', step: 'toekenningen' },
      answers: {
        educatorSession: () => ({ educatorSession: SESSION }),
        sessionAwards: () => AWARDS,
        withdrawAwardedPoints: (variables) => {
          withdrawn.push(variables);
          return { withdrawAwardedPoints: { message: 'De toekenning is ingetrokken.' } };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Toekenning aan 100001 intrekken' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('De 8 punten verdwijnen uit de herregistratie van de deelnemer.');
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(withdrawn).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Toekenning aan 100001 intrekken' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Intrekken' }));
    expect(await findLiveRegion('status', 'De toekenning is ingetrokken.')).toBeInTheDocument();
    expect(withdrawn).toEqual([{ sessionUuid: 's-1', awardUuid: 'p-1' }]);
  });

  it('says why nothing can be corrected after the entry period, and offers no form', async () => {
    renderScreen(<UpdateSessionScreen />, {
      screen: 'updateEducationSession',
      params: { uuid: 's-1', step: 'sessie' },
      answers: {
        educatorSession: () => ({
          educatorSession: {
            ...SESSION,
            correctionRefusal:
              'De termijn om te corrigeren is verstreken: dat kan tot 2 maanden na het einde van de sessie.',
          },
        }),
      },
    });
    expect(
      await screen.findByText(/De termijn om te corrigeren is verstreken/, {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('De sessie kan niet meer worden gewijzigd.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wijzigingen opslaan' })).toBeNull();
  });

  it('answers a missing session (or another provider’s) with Geen gegevens beschikbaar', async () => {
    renderScreen(<UpdateSessionScreen />, {
      screen: 'updateEducationSession',
      params: { uuid: 's-9', step: 'sessie' },
      answers: { educatorSession: () => ({ educatorSession: null }) },
    });
    await waitFor(() => expect(screen.getByText('Geen gegevens beschikbaar')).toBeInTheDocument(), SLOW);
  });
});
