import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { derivePortalEndpoints, rememberPortalEndpoints } from '@portal/shared/graphql';
import { renderScreen } from '@portal/shared/testing/render-screen';
import SubActivityScreen from '../sub-activity-screen';
import { COURSE, roundOf } from './fixtures';

jest.setTimeout(90000);
const SLOW = { timeout: 15000 };

beforeAll(() => rememberPortalEndpoints(derivePortalEndpoints('/graphql')));

const TRACK = {
  ...COURSE,
  uuid: 't-1',
  title: 'Intervisiegroep',
  hours: 0,
  points: 0,
  category: {
    code: 'reflectie',
    label: 'Reflectie',
    unit: 'hours',
    hasSubActivities: true,
    providerLabel: 'Begeleider',
  },
};

describe('Sessies van een traject', () => {
  it('adds a session to the track, then re-reads the track with its new total', async () => {
    const sessions: unknown[] = [];
    const { calls } = renderScreen(<SubActivityScreen />, {
      screen: 'activityFormChild',
      params: { uuid: 't-1' },
      answers: {
        reRegistrationQuery: () => ({ reRegistration: roundOf() }),
        activityQuery: () => ({
          activity: { ...TRACK, hours: sessions.length * 2, subActivities: [...sessions] },
        }),
        createActivity: (variables: Record<string, unknown>) => {
          const input = variables.subActivity as { title: string; activityDate: string; hours: number };
          sessions.push({
            ...COURSE,
            uuid: `s-${sessions.length}`,
            ...input,
            parentUuid: 't-1',
            subActivities: undefined,
          });
          return { createActivity: { uuid: `s-${sessions.length}`, hours: 2, points: 2 } };
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    expect(
      await screen.findByText(/Intervisiegroep · Begeleider: Academie Jeugd · totaal 0 uur/, {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('Geen gegevens beschikbaar')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Omschrijving van de sessie'), 'Eerste sessie');
    await user.click(screen.getByLabelText('Datum'));
    const calendar = await screen.findByRole('dialog', { name: 'Kies een datum' });
    await user.click(calendar.querySelector('[aria-current="date"]') as HTMLElement);
    await user.type(screen.getByLabelText('Aantal uren'), '2');
    await user.click(screen.getByRole('button', { name: 'Sessie toevoegen' }));
    expect(await screen.findByRole('list', { name: 'Sessies' }, SLOW)).toHaveTextContent(
      'Eerste sessie, 2 uur',
    );
    expect(screen.getByText(/totaal 2 uur/)).toBeInTheDocument();
    const create = calls.find((call) => call.operation === 'createActivity');
    expect(create?.variables).toMatchObject({
      roundUuid: 'round-1',
      parentUuid: 't-1',
      subActivity: { title: 'Eerste sessie', hours: 2, mediaUuids: [] },
    });
    // A fresh, empty form for the next session.
    await waitFor(() => expect(screen.getByLabelText('Omschrijving van de sessie')).toHaveValue(''));
  });

  it('says so for an activity that is missing, another’s, or no track', async () => {
    renderScreen(<SubActivityScreen />, {
      screen: 'activityFormChild',
      params: { uuid: 'x-1' },
      answers: {
        reRegistrationQuery: () => ({ reRegistration: roundOf() }),
        activityQuery: () => ({ activity: null }),
      },
    });
    expect(await screen.findByText('Deze activiteit bestaat niet (meer).', {}, SLOW)).toBeInTheDocument();
  });
});
