import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { findLiveRegion } from '@portal/shared/testing/live-regions';
import { renderScreen, validationAnswer, type FakeHandler } from '@portal/shared/testing/render-screen';
import { LOAD_FAILED } from '../../../../components/load-failed';
import RegistrationScreen from '../registration-screen';
import {
  CHOICES,
  COMPLETE_DATA,
  DIPLOMA,
  DIPLOMA_OPTIONS,
  JGP,
  OLD_VOG_DATE,
  PSY,
  RECENT_VOG_DATE,
  itemAnswer,
} from './registration-fixture';

// antd widgets render slowly under jsdom on a busy machine.
jest.setTimeout(90000);

function renderWizard(params: { uuid?: string; step?: string }, answers: Record<string, FakeHandler> = {}) {
  const path = params.uuid
    ? `/registreren/${params.uuid}${params.step ? `/${params.step}` : ''}`
    : '/registreren';
  return renderScreen(<RegistrationScreen />, {
    screen: params.uuid ? 'registrationForm' : 'registration',
    path,
    params,
    answers: {
      registrationChoicesQuery: () => CHOICES,
      myDiplomasQuery: () => ({ myDiplomas: [DIPLOMA] }),
      diplomaOptionsQuery: () => DIPLOMA_OPTIONS,
      registrationItemQuery: () => itemAnswer(),
      ...answers,
    },
  });
}

type User = UserEvent;

/** The step's selects are the browser's own: the option picked by its visible text. */
async function choose(user: User, label: string, option: string) {
  const select = screen.getByLabelText(label);
  await user.selectOptions(select, within(select).getByRole('option', { name: option }));
}

async function setup() {
  return userEvent.setup({ delay: null });
}

describe('Registratie: starting an application', () => {
  it('asks chamber and target, adds work experience for a psychologist, and creates the application', async () => {
    const user = await setup();
    const created = jest.fn(() => ({ createRegistration: { uuid: 'new-1', status: 'draft', step: 1 } }));
    const { calls, currentPath } = renderWizard({}, { createRegistration: created });
    expect(
      await screen.findByRole('heading', { level: 2, name: /Stap 1 van 6: Kamer en registratie/ }),
    ).toBeInTheDocument();
    // The heading shows before the form's code has run (wizard-loader.tsx); the step's content follows.
    expect(await screen.findByRole('link', { name: 'Gebruik de keuzehulp' })).toHaveAttribute(
      'href',
      '/keuzehulp',
    );

    await choose(user, 'Kamer', 'Psychologen');
    await choose(user, 'Soort registratie', 'Master psycholoog');
    expect(await screen.findByRole('heading', { level: 2, name: /Stap 1 van 7/ })).toBeInTheDocument();
    expect(screen.getByText(/Eerstejaarsbijdrage: € 80,00/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await waitFor(() => expect(currentPath()).toBe('/registreren/new-1/2'));
    expect(calls.find((call) => call.operation === 'createRegistration')?.variables).toEqual({
      registrationTargetUuid: PSY,
    });
  });

  it('does not go on without a target', async () => {
    const user = await setup();
    const { calls } = renderWizard({});
    await screen.findByRole('heading', { level: 2, name: /Kamer en registratie/ });
    await user.click(await screen.findByRole('button', { name: 'Volgende' }));
    expect(await screen.findAllByText('Dit veld is verplicht.')).not.toHaveLength(0);
    expect(calls.map((call) => call.operation)).not.toContain('createRegistration');
  });
});

describe('Registratie: a draft', () => {
  it('comes back on the step where it was left, with its diplomas and their copies', async () => {
    const { currentPath, navigationType } = renderWizard({ uuid: 'item-1' });
    await waitFor(() => expect(currentPath()).toBe('/registreren/item-1/3'));
    expect(navigationType()).toBe('REPLACE');
  });

  it('lists the diplomas with their copies on the diploma step', async () => {
    renderWizard({ uuid: 'item-1', step: '3' });
    expect(await screen.findByRole('heading', { level: 2, name: /Diploma’s/ })).toBeInTheDocument();
    // The step's own code arrives after the heading (each later step is a chunk of its own).
    const list = await screen.findByRole('list', { name: 'Toegevoegde diploma’s' });
    expect(within(list).getByText('Hbo-bachelor: Pedagogiek')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'diploma.pdf' })).toHaveAttribute(
      'href',
      'https://api.test/files/copy-1',
    );
  });

  it("saves a step as draft with isDraft 1 and only what is filled in ('Opslaan als concept')", async () => {
    const user = await setup();
    const save = jest.fn(() => ({ saveRegistrationStep: { uuid: 'item-1', status: 'draft', step: 2 } }));
    renderWizard(
      { uuid: 'item-1', step: '2' },
      {
        registrationItemQuery: () => itemAnswer({ data: { keuze: { registrationTargetUuid: JGP } } }),
        saveRegistrationStep: save,
      },
    );
    await user.type(await screen.findByLabelText('Geboorteplaats'), 'Zwolle');
    await user.click(screen.getByRole('button', { name: 'Opslaan als concept' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    // The engine keeps its busy state a moment after saving (SPEC section 4) before it confirms.
    await waitFor(
      () =>
        expect(
          screen
            .getAllByRole('status')
            .some((region) => region.textContent?.includes('Het concept is opgeslagen.')),
        ).toBe(true),
      { timeout: 5000 },
    );
    expect(save).toHaveBeenCalledWith({
      uuid: 'item-1',
      step: 'persoonsgegevens',
      data: { placeOfBirth: 'Zwolle' },
      isDraft: 1,
    });
  });

  it("shows the api's 422 on its field, and a network failure in Dutch", async () => {
    const user = await setup();
    let answer: FakeHandler = () =>
      validationAnswer({ issuedOn: ['De datum van afgifte mag niet in de toekomst liggen.'] });
    renderWizard(
      { uuid: 'item-1', step: '5' },
      {
        registrationItemQuery: () => itemAnswer({ data: COMPLETE_DATA }),
        saveRegistrationStep: (variables) => answer(variables),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Volgende' }));
    expect(
      await screen.findByText('De datum van afgifte mag niet in de toekomst liggen.'),
    ).toBeInTheDocument();

    answer = () => new Error('netwerk');
    await user.click(screen.getByRole('button', { name: 'Opslaan als concept' }));
    await waitFor(
      () =>
        expect(
          screen
            .getAllByRole('alert')
            .some((region) =>
              region.textContent?.includes('Er is iets misgegaan bij het opslaan. Probeer het opnieuw.'),
            ),
        ).toBe(true),
      { timeout: 5000 },
    );
  });

  it('keeps the wizard in place while the diploma step reads its list again', async () => {
    const user = await setup();
    let diplomasUp = false;
    renderWizard(
      { uuid: 'item-1', step: '3' },
      { myDiplomasQuery: () => (diplomasUp ? { myDiplomas: [DIPLOMA] } : new Error('netwerk')) },
    );
    const heading = await screen.findByRole('heading', { level: 2, name: /Diploma’s/ });
    diplomasUp = true;
    await user.click(await screen.findByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Hbo-bachelor: Pedagogiek')).toBeInTheDocument();
    // The same wizard (and with it the form's state): the page was never swapped for its skeleton.
    expect(heading).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Diploma’s/ })).toBe(heading);
  });

  it("says when the application could not be read, and 'Opnieuw proberen' opens it", async () => {
    const user = await setup();
    let up = false;
    renderWizard(
      { uuid: 'item-1', step: '2' },
      { registrationItemQuery: () => (up ? itemAnswer() : new Error('netwerk')) },
    );
    expect(await findLiveRegion('alert', LOAD_FAILED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Volgende' })).toBeNull();
    up = true;
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByLabelText('Geboorteplaats')).toHaveValue('Amersfoort');
    expect(await findLiveRegion('status', 'De gegevens zijn geladen.')).toBeInTheDocument();
  });

  it("an incomplete application reopens with the staff's reason at the top", async () => {
    renderWizard(
      { uuid: 'item-1', step: '3' },
      {
        registrationItemQuery: () =>
          itemAnswer({ status: 'incomplete', decisionReason: 'Stuur een scherpere kopie.' }),
      },
    );
    expect(await screen.findByText('Je aanvraag is onvolledig')).toBeInTheDocument();
    expect(screen.getByText('Stuur een scherpere kopie.')).toBeInTheDocument();
  });

  it('a submitted application cannot be changed', async () => {
    renderWizard(
      { uuid: 'item-1', step: '2' },
      { registrationItemQuery: () => itemAnswer({ status: 'pending', permissions: { canEdit: false } }) },
    );
    expect(
      await screen.findByText('Je aanvraag is ingediend en wordt beoordeeld. Je kunt hem nu niet wijzigen.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Volgende' })).not.toBeInTheDocument();
  });

  it('another professional’s or a missing application says it was not found', async () => {
    renderWizard(
      { uuid: 'item-x', step: '2' },
      { registrationItemQuery: () => ({ registrationItem: null }) },
    );
    expect(await screen.findByText('Deze aanvraag is niet gevonden.')).toBeInTheDocument();
  });
});

describe('Registratie: going back a step', () => {
  // The new step's heading, not the address, says the step is on screen: the address is read while
  // React renders, before the step's buttons are in the page.
  const stepShown = (title: RegExp) => screen.findByRole('heading', { level: 2, name: title });
  // The step's buttons are disabled until the save that moved to it has finished.
  const press = async (user: User, name: string) => {
    const button = await screen.findByRole('button', { name });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
  };

  it("shows what was saved on 'Volgende' after 'Vorige', and saves that again, not the old answer", async () => {
    const user = await setup();
    const save = jest.fn(() => ({ saveRegistrationStep: { uuid: 'item-1', status: 'draft', step: 3 } }));
    // As the api does, saving answers no step data: the application read at the start keeps the old one.
    const { currentPath } = renderWizard({ uuid: 'item-1', step: '2' }, { saveRegistrationStep: save });
    const placeOfBirth = await screen.findByLabelText('Geboorteplaats');
    expect(placeOfBirth).toHaveValue('Amersfoort');
    await user.clear(placeOfBirth);
    await user.type(placeOfBirth, 'Zwolle');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await stepShown(/Diploma’s/);
    expect(currentPath()).toBe('/registreren/item-1/3');
    const savedPlace = {
      step: 'persoonsgegevens',
      data: expect.objectContaining({ placeOfBirth: 'Zwolle' }),
    };
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining(savedPlace));

    await press(user, 'Vorige');
    await stepShown(/Persoonsgegevens/);
    expect(currentPath()).toBe('/registreren/item-1/2');
    expect(screen.getByLabelText('Geboorteplaats')).toHaveValue('Zwolle');

    await press(user, 'Volgende');
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining(savedPlace));
  });
});

describe('Registratie: the VOG step', () => {
  it("names the VOG's maximum age the api's settings give", async () => {
    renderWizard(
      { uuid: 'item-1', step: '5' },
      { registrationChoicesQuery: () => ({ ...CHOICES, vogMaxAgeMonthsOnSubmission: 4 }) },
    );
    expect(
      await screen.findByText(/Bij het indienen van een aanvraag mag de VOG niet ouder zijn dan 4 maanden\./),
    ).toBeInTheDocument();
  });
});

describe('Registratie: work experience and a step marked done', () => {
  const psychologist = (extra: Record<string, FakeHandler> = {}) => ({
    registrationItemQuery: () =>
      itemAnswer({
        data: { ...COMPLETE_DATA, keuze: { registrationTargetUuid: PSY } },
        registrationTarget: { uuid: PSY, systemLabel: 'master-psycholoog' },
        step: 4,
      }),
    ...extra,
  });

  it.each([
    ['dertig', 'Vul een getal in.'],
    ['-5', 'De waarde moet minimaal 0 zijn.'],
  ])("refuses '%s' hours a week with a Dutch message and saves nothing", async (typed, message) => {
    const user = await setup();
    const save = jest.fn(() => ({ saveRegistrationStep: { uuid: 'item-1', status: 'draft', step: 5 } }));
    const { currentPath } = renderWizard(
      { uuid: 'item-1', step: '4' },
      psychologist({ saveRegistrationStep: save }),
    );
    const hours = await screen.findByLabelText('Uren per week');
    expect(hours).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByLabelText('Totaal aantal uren werkervaring')).toHaveAttribute('inputmode', 'numeric');
    await user.type(hours, typed);
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(currentPath()).toBe('/registreren/item-1/4');
    expect(save).not.toHaveBeenCalled();
  });

  it('does not mark the diploma step done without a diploma', async () => {
    const steps = () => within(screen.getByRole('navigation', { name: 'Stappen' })).getAllByRole('listitem');
    const first = renderWizard({ uuid: 'item-1', step: '4' }, psychologist());
    await screen.findByLabelText('Uren per week');
    await waitFor(() => expect(steps()[2]).toHaveTextContent('(afgerond)'));
    first.unmount();
    renderWizard(
      { uuid: 'item-1', step: '4' },
      psychologist({ myDiplomasQuery: () => ({ myDiplomas: [] }) }),
    );
    await screen.findByLabelText('Uren per week');
    expect(steps()[1]).toHaveTextContent('(afgerond)');
    expect(steps()[2]).not.toHaveTextContent('(afgerond)');
  });
});

describe('Registratie: the date of birth', () => {
  it('shows its format and opens on a plausible year, so 1988 is two clicks away', async () => {
    const user = await setup();
    const save = jest.fn(() => ({ saveRegistrationStep: { uuid: 'item-1', status: 'draft', step: 3 } }));
    renderWizard(
      { uuid: 'item-1', step: '2' },
      {
        registrationItemQuery: () =>
          itemAnswer({ data: { keuze: { registrationTargetUuid: JGP }, persoonsgegevens: {} }, step: 2 }),
        saveRegistrationStep: save,
      },
    );
    const field = await screen.findByLabelText('Geboortedatum');
    expect(field.closest('.portal-field')).toHaveTextContent('DD-MM-JJJJ, bijvoorbeeld 14-03-1988');
    await user.click(field);
    const calendar = await screen.findByRole('dialog', { name: 'Kies een datum' });
    const opening = String(new Date().getFullYear() - 35);
    // Click 1: the year; click 2: 1988, on the same page of 20 years.
    await user.click(within(calendar).getByRole('button', { name: opening }));
    await user.click(
      within(within(calendar).getByRole('group', { name: 'Kies een jaar' })).getByRole('button', {
        name: '1988',
      }),
    );
    await user.click(within(calendar).getByRole('button', { name: 'maart' }));
    await user.click(within(calendar).getByRole('button', { name: 'maandag 14 maart 1988' }));
    expect(field).toHaveValue('14-03-1988');
  });
});

describe('Registratie: the VOG is judged on its own step', () => {
  it('refuses a VOG older than the maximum on the VOG step, before any payment, and saves nothing', async () => {
    const user = await setup();
    const save = jest.fn(() => ({ saveRegistrationStep: { uuid: 'item-1', status: 'draft', step: 6 } }));
    const { calls, currentPath } = renderWizard(
      { uuid: 'item-1', step: '5' },
      {
        registrationItemQuery: () =>
          itemAnswer({
            data: { ...COMPLETE_DATA, vog: { issuedOn: OLD_VOG_DATE, mediaUuid: 'vog-1' } },
            step: 5,
          }),
        saveRegistrationStep: save,
      },
    );
    expect(
      await screen.findByText(/Bij het indienen van een aanvraag mag de VOG niet ouder zijn dan 3 maanden\./),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Volgende' }));
    expect(
      await screen.findByText('De VOG mag bij het indienen niet ouder zijn dan 3 maanden.'),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/registreren/item-1/5');
    expect(save).not.toHaveBeenCalled();
    expect(calls.map((call) => call.operation)).not.toContain('requestRegistrationInvoice');
  });
});

describe('Registratie: the summary', () => {
  const summaryAnswers = (extra: Record<string, FakeHandler>) => ({
    registrationItemQuery: () => itemAnswer({ data: COMPLETE_DATA, step: 7 }),
    saveRegistrationStep: () => ({ saveRegistrationStep: { uuid: 'item-1', status: 'draft', step: 7 } }),
    ...extra,
  });

  it('shows every answer with an edit link per step', async () => {
    renderWizard({ uuid: 'item-1', step: '7' }, summaryAnswers({}));
    expect(
      await screen.findByRole('heading', { level: 2, name: /Stap 6 van 6: Overzicht/ }),
    ).toBeInTheDocument();
    // The step's own code arrives after the heading (each later step is a chunk of its own).
    expect(await screen.findByRole('link', { name: 'Persoonsgegevens wijzigen' })).toBeInTheDocument();
    for (const text of [
      'Jeugd- en gezinsprofessional',
      '17-05-1994',
      'Amersfoort',
      'Vrouw',
      RECENT_VOG_DATE.split('-').reverse().join('-'),
      'vog.png',
      'Hbo-bachelor: Pedagogiek',
    ]) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('link', { name: 'Persoonsgegevens wijzigen' })).toHaveAttribute(
      'href',
      '/registreren/item-1/2',
    );
    expect(screen.getByRole('link', { name: 'VOG wijzigen' })).toHaveAttribute(
      'href',
      '/registreren/item-1/5',
    );
    expect(
      screen.getByText('Voor deze registratie betaal je het eerste jaar geen bijdrage.'),
    ).toBeInTheDocument();
  });

  it('once the first-year fee is paid, says that only submitting is left and asks no payment', async () => {
    renderWizard(
      { uuid: 'item-1', step: '7' },
      summaryAnswers({
        registrationItemQuery: () =>
          itemAnswer({
            data: { ...COMPLETE_DATA, keuze: { registrationTargetUuid: PSY } },
            step: 7,
            firstYearFeeStatus: 'paid',
          }),
      }),
    );
    expect(await screen.findByText(/Je hebt de eerstejaarsbijdrage betaald\./)).toBeInTheDocument();
    expect(screen.queryByText(/betaal je eerst de eerstejaarsbijdrage/)).not.toBeInTheDocument();
  });

  it('sends the professional to the payment page while the first-year fee is open', async () => {
    const user = await setup();
    const { currentPath, calls } = renderWizard(
      { uuid: 'item-1', step: '7' },
      summaryAnswers({
        requestRegistrationInvoice: () => ({
          requestRegistrationInvoice: { invoiceUuid: 'inv-1', amountCents: 8000, status: 'open' },
        }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Aanvraag indienen' }));
    await waitFor(() => expect(currentPath()).toBe('/betaling/inv-1'));
    expect(calls.map((call) => call.operation)).not.toContain('submitRegistration');
  });

  it('submits when paid or free and goes to the overview', async () => {
    const user = await setup();
    const { currentPath, navigation } = renderWizard(
      { uuid: 'item-1', step: '7' },
      summaryAnswers({
        requestRegistrationInvoice: () => ({
          requestRegistrationInvoice: { invoiceUuid: null, amountCents: 0, status: 'none' },
        }),
        submitRegistration: () => ({ submitRegistration: { uuid: 'item-1', status: 'pending', step: 7 } }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Aanvraag indienen' }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(navigation.reinitialize).toHaveBeenCalled();
  });

  it('shows what the api still misses on submission', async () => {
    const user = await setup();
    renderWizard(
      { uuid: 'item-1', step: '7' },
      summaryAnswers({
        requestRegistrationInvoice: () => ({
          requestRegistrationInvoice: { invoiceUuid: null, amountCents: 0, status: 'none' },
        }),
        submitRegistration: () =>
          validationAnswer({ diplomas: ['Voeg minstens één diploma met een kopie toe.'] }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Aanvraag indienen' }));
    expect(await screen.findByText('Voeg minstens één diploma met een kopie toe.')).toBeInTheDocument();
  });
});
