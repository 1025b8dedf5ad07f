import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { derivePortalEndpoints, rememberPortalEndpoints } from '@portal/shared/graphql';
import { renderScreen, validationAnswer } from '@portal/shared/testing/render-screen';
import ActivityCreateScreen from '../activity-create-screen';
import { roundOf } from './fixtures';

jest.setTimeout(90000);
const SLOW = { timeout: 15000 };

beforeAll(() => rememberPortalEndpoints(derivePortalEndpoints('/graphql')));

function renderCreate(answers = {}) {
  return renderScreen(<ActivityCreateScreen />, {
    screen: 'activityCreate',
    params: { uuid: 'round-1' },
    answers: { reRegistrationQuery: () => ({ reRegistration: roundOf() }), ...answers },
  });
}

async function fillIn(user: UserEvent) {
  const category = await screen.findByLabelText('Categorie', {}, SLOW);
  await user.selectOptions(category, 'Scholing');
  await user.type(screen.getByLabelText('Titel'), 'Traumasensitief werken');
  await user.type(screen.getByLabelText('Aanbieder'), 'Academie Jeugd');
  await user.click(screen.getByLabelText('Datum'));
  const calendar = await screen.findByRole('dialog', { name: 'Kies een datum' });
  await user.click(calendar.querySelector('[aria-current="date"]') as HTMLElement);
  await user.type(screen.getByLabelText('Aantal contacturen'), '18');
}

describe('Activiteit toevoegen', () => {
  it('offers only the chamber’s categories, sends the activity and returns to the round', async () => {
    const { calls, currentPath } = renderCreate({
      createActivity: () => ({ createActivity: { uuid: 'a-2', hours: 18, points: 18 } }),
    });
    const user = userEvent.setup({ delay: null });
    await fillIn(user);
    expect(screen.getByText('Elk contactuur telt als 1 punt.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Activiteit toevoegen' }));
    await waitFor(() => expect(currentPath()).toBe('/herregistratie'), SLOW);
    expect(calls.find((call) => call.operation === 'createActivity')?.variables).toEqual({
      roundUuid: 'round-1',
      input: {
        categoryCode: 'scholing',
        title: 'Traumasensitief werken',
        providerName: 'Academie Jeugd',
        activityDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        hours: 18,
        points: null,
        mediaUuids: [],
      },
    });
  });

  it('checks the required fields before sending anything', async () => {
    const { calls } = renderCreate();
    const user = userEvent.setup({ delay: null });
    await screen.findByLabelText('Categorie', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Activiteit toevoegen' }));
    expect((await screen.findAllByText('Dit veld is verplicht.', {}, SLOW)).length).toBeGreaterThanOrEqual(4);
    expect(calls.map((call) => call.operation)).not.toContain('createActivity');
  });

  it("shows the api's refusal on its field and stays", async () => {
    const { currentPath } = renderCreate({
      createActivity: () =>
        validationAnswer({ 'input.activityDate': ['Kies een datum tussen 01-02-2022 en 01-12-2026.'] }),
    });
    const user = userEvent.setup({ delay: null });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Activiteit toevoegen' }));
    expect(
      await screen.findByText('Kies een datum tussen 01-02-2022 en 01-12-2026.', {}, SLOW),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/herregistratie/activiteit-aanmaken/round-1');
  });
});
