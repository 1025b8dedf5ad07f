import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, validationAnswer, type FakeAnswer } from '@portal/shared/testing/render-screen';
import { ONLY_BEHEERDER, OrganisationProfileScreen, UNFINISHED_NOTICE } from '../organisation-profile-screen';

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

const COMPANY = {
  kind: 'company',
  name: 'Jeugdzorg Utrecht BV',
  kvkNumber: '30123456',
  phone: '',
  website: null,
  description: null,
  street: null,
  houseNumber: null,
  houseNumberAddition: null,
  postalCode: null,
  city: null,
  billingEmail: 'facturen@jeugdzorgutrecht.example',
  paysForEmployees: true,
  locations: [],
  hasUnfinishedProfile: true,
  steps: ['gegevens', 'locaties', 'facturatie'],
  canEdit: true,
};

function renderProfile(
  step: string,
  save: (variables: Record<string, unknown>) => FakeAnswer,
  profile: Record<string, unknown> = COMPANY,
) {
  return renderScreen(<OrganisationProfileScreen kind="company" route="companyProfile" />, {
    screen: 'companyProfile',
    params: { step },
    path: `/werkgever/organisatie-profiel/${step}`,
    session,
    answers: {
      organisationProfile: () => ({ organisationProfile: profile }),
      saveOrganisationProfile: save,
    },
  });
}

jest.setTimeout(45000);

async function formReady() {
  await waitFor(() => expect(screen.queryByText('Laden...')).not.toBeInTheDocument(), { timeout: 10000 });
  await waitFor(() => expect(document.querySelector('.portal-plain-button[aria-busy="true"]')).toBeNull(), {
    timeout: 10000,
  });
}

const saved = () => ({
  saveOrganisationProfile: { status: 'SAVED', message: 'Het organisatieprofiel is opgeslagen.' },
});

describe('OrganisationProfileScreen', () => {
  it('says the profile is unfinished, shows name and KvK, and checks the step in Dutch', async () => {
    const { currentPath } = renderProfile('gegevens', saved);
    const phone = await screen.findByLabelText(/Telefoonnummer/, {}, { timeout: 15000 });
    await formReady();
    expect(screen.getByText(UNFINISHED_NOTICE)).toBeInTheDocument();
    expect(screen.getByText('30123456')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mijn profiel' })).toHaveAttribute('href', '/account/profiel');
    await userEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/Dit veld is verplicht\./));
    await userEvent.type(phone, '030 123 45 67');
    await userEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    await waitFor(() => expect(currentPath()).toBe('/werkgever/organisatie-profiel/locaties'));
  });

  it('adds a location and saves every step, then re-reads the session', async () => {
    const { calls, navigation } = renderProfile('locaties', saved, {
      ...COMPANY,
      phone: '030 123 45 67',
      locations: [
        {
          name: 'Hoofdvestiging',
          street: 'Oudegracht',
          houseNumber: '1',
          postalCode: '3511 AB',
          city: 'Utrecht',
        },
      ],
    });
    await screen.findByRole('group', { name: 'Hoofdvestiging' }, { timeout: 15000 });
    await formReady();
    await userEvent.click(screen.getByRole('button', { name: 'Locatie toevoegen' }));
    const second = await screen.findByRole('group', { name: 'Locatie 2' });
    await userEvent.type(within(second).getByLabelText(/Naam van de locatie/), 'Zeist');
    await userEvent.type(within(second).getByLabelText(/Straat/), 'Slotlaan');
    await userEvent.type(within(second).getByLabelText(/Huisnummer/), '5');
    await userEvent.type(within(second).getByLabelText(/Postcode/), '3701 GA');
    await userEvent.type(within(second).getByLabelText(/Plaats/), 'Zeist');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan als concept' }));
    await waitFor(() => expect(navigation.reinitialize).toHaveBeenCalled());
    const saves = calls.filter((call) => call.operation === 'saveOrganisationProfile');
    expect(saves.map((call) => call.variables.step)).toEqual(['gegevens', 'locaties', 'facturatie']);
    expect(saves[1]?.variables).toMatchObject({
      isDraft: 1,
      input: {
        locations: [{ name: 'Hoofdvestiging' }, { name: 'Zeist', postalCode: '3701 GA', city: 'Zeist' }],
      },
    });
    expect(saves[2]?.variables).toMatchObject({ input: { paysForEmployees: true } });
  });

  it("shows the api's 422 on the location's field", async () => {
    renderProfile(
      'gegevens',
      (variables) =>
        variables.step === 'locaties'
          ? validationAnswer({ 'locations.0.postalCode': ['Dit is geen geldige postcode.'] })
          : saved(),
      {
        ...COMPANY,
        phone: '030 123 45 67',
        locations: [
          {
            name: 'Hoofdvestiging',
            street: 'Oudegracht',
            houseNumber: '1',
            postalCode: '3511 AB',
            city: 'Utrecht',
          },
        ],
      },
    );
    await screen.findByLabelText(/Telefoonnummer/, {}, { timeout: 15000 });
    await formReady();
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan als concept' }));
    const postalCode = await screen.findByLabelText(/Postcode/, {}, { timeout: 15000 });
    await waitFor(() => expect(postalCode).toHaveAccessibleDescription(/Dit is geen geldige postcode\./));
  });

  it('shows a contactpersoon the profile without a form', async () => {
    renderProfile('gegevens', saved, {
      ...COMPANY,
      canEdit: false,
      hasUnfinishedProfile: false,
      phone: '030 1',
    });
    expect(await screen.findByText(ONLY_BEHEERDER, {}, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opslaan' })).not.toBeInTheDocument();
  });
});
