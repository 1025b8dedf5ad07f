import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, validationAnswer, type FakeAnswer } from '@portal/shared/testing/render-screen';
import AccountProfileScreen from '../account-profile-screen';
import type { AccountProfile } from '../../api/account-profile';
import { PROFILE } from './profile-fixture';

const session = {
  auth: true,
  user: {
    uuid: 'u1',
    username: 'anna@demo.nl',
    isVerified: true,
    detailTypeObject: { value: 'professional' as const },
    detail: null,
  },
};

function renderProfile(
  step: string,
  update: (variables: Record<string, unknown>) => FakeAnswer,
  profile: AccountProfile = { ...PROFILE, firstName: '', hasUnfinishedProfile: true },
) {
  return renderScreen(<AccountProfileScreen />, {
    screen: 'accountProfile',
    params: { step },
    path: `/account/profiel/aanpassen/${step}`,
    session,
    answers: {
      accountProfile: () => ({ accountProfile: profile }),
      updateAccountProfile: update,
    },
  });
}

// antd renders slowly under jsdom on a busy machine.
jest.setTimeout(45000);

/** The form keeps its loading state 1 s after the profile arrived (SPEC section 4); wait it out. */
async function formReady() {
  await waitFor(() => expect(screen.queryByText('Laden...')).not.toBeInTheDocument(), { timeout: 10000 });
  await waitFor(() => expect(document.querySelector('.portal-plain-button[aria-busy="true"]')).toBeNull(), {
    timeout: 10000,
  });
}

const ok = () => ({ updateAccountProfile: { status: 'OK', message: null } });

describe('AccountProfileScreen', () => {
  it('checks the step in Dutch and moves through the URL', async () => {
    const { currentPath, calls } = renderProfile('persoonsgegevens', ok);
    const firstName = await screen.findByLabelText(/Voornaam/, {}, { timeout: 15000 });
    await formReady();
    await userEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    await waitFor(() => expect(firstName).toHaveAccessibleDescription(/Dit veld is verplicht\./));
    expect(currentPath()).toBe('/account/profiel/aanpassen/persoonsgegevens');
    await userEvent.type(firstName, 'Anna');
    await userEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    await waitFor(() => expect(currentPath()).toBe('/account/profiel/aanpassen/adres'));
    expect(calls.filter((call) => call.operation === 'updateAccountProfile')).toHaveLength(0);
  });

  it('saves a draft of every step with isDraft 1 and re-reads the session', async () => {
    const { navigation, calls, currentPath } = renderProfile('persoonsgegevens', ok);
    await screen.findByLabelText(/Voornaam/, {}, { timeout: 15000 });
    await formReady();
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan als concept' }));
    await waitFor(() => expect(navigation.reinitialize).toHaveBeenCalled());
    const updates = calls.filter((call) => call.operation === 'updateAccountProfile');
    expect(updates.map((call) => call.variables.step)).toEqual(['persoonsgegevens', 'adres', 'voorkeuren']);
    expect(updates[0]?.variables).toMatchObject({ isDraft: 1, input: { firstName: '', lastName: 'Vries' } });
    expect(currentPath()).not.toBe('/account/profiel');
  });

  it('shows 422 errors on their field and keeps the input', async () => {
    const { navigation } = renderProfile('persoonsgegevens', () =>
      validationAnswer({ 'input.phone': ['Dit telefoonnummer is niet geldig.'] }),
    );
    const firstName = await screen.findByLabelText(/Voornaam/, {}, { timeout: 15000 });
    await formReady();
    await userEvent.type(firstName, 'Anna');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan als concept' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Telefoonnummer/)).toHaveAccessibleDescription(
        /Dit telefoonnummer is niet geldig\./,
      ),
    );
    expect(screen.getByLabelText(/Voornaam/)).toHaveValue('Anna');
    expect(navigation.reinitialize).not.toHaveBeenCalled();
  });

  it('saves all steps on the last step, re-reads the session and returns to the overview', async () => {
    const { navigation, calls, currentPath } = renderProfile('voorkeuren', ok, PROFILE);
    await screen.findByRole('button', { name: 'Opslaan' }, { timeout: 15000 });
    await formReady();
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(currentPath()).toBe('/account/profiel'));
    expect(navigation.reinitialize).toHaveBeenCalled();
    const updates = calls.filter((call) => call.operation === 'updateAccountProfile');
    expect(updates).toHaveLength(3);
    expect(updates[2]?.variables).toMatchObject({
      step: 'voorkeuren',
      isDraft: 0,
      input: { loginNotification: true, shownInRegister: false },
    });
  });

  it("keeps a change after 'Volgende' and 'Vorige', and saves it, not the profile's old value", async () => {
    // The new step's heading, not the address, says the step is on screen: the address is read while
    // React renders, before the step's buttons are in the page.
    const stepShown = (title: RegExp) => screen.findByRole('heading', { level: 2, name: title });
    // A step's buttons are disabled until the check that moved to it has finished.
    const press = async (name: string) => {
      const button = await screen.findByRole('button', { name });
      await waitFor(() => expect(button).toBeEnabled());
      await userEvent.click(button);
    };
    const { calls, currentPath } = renderProfile('persoonsgegevens', ok, PROFILE);
    const lastName = await screen.findByLabelText(/Achternaam/, {}, { timeout: 15000 });
    await formReady();
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Jansen');
    await press('Volgende');
    await stepShown(/Adres/);
    await press('Vorige');
    await stepShown(/Persoonsgegevens/);
    expect(screen.getByLabelText(/Achternaam/)).toHaveValue('Jansen');

    await press('Volgende');
    await stepShown(/Adres/);
    await press('Volgende');
    await stepShown(/Voorkeuren/);
    await press('Opslaan');
    await waitFor(() => expect(currentPath()).toBe('/account/profiel'));
    const saved = calls.find(
      (call) => call.operation === 'updateAccountProfile' && call.variables.step === 'persoonsgegevens',
    );
    expect(saved?.variables).toMatchObject({ isDraft: 0, input: { firstName: 'Anna', lastName: 'Jansen' } });
  });

  it('goes back to the step with a missing field instead of saving', async () => {
    const { currentPath, calls } = renderProfile('voorkeuren', ok);
    await screen.findByRole('button', { name: 'Opslaan' }, { timeout: 15000 });
    await formReady();
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    // persoonsgegevens lacks the first name: the form goes back to that step instead of saving.
    await waitFor(() => expect(currentPath()).toBe('/account/profiel/aanpassen/persoonsgegevens'));
    expect(calls.filter((call) => call.operation === 'updateAccountProfile')).toHaveLength(0);
  });
});
