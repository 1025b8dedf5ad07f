import { screen, waitFor, within } from '@testing-library/react';
import {
  COMPLETE_VALUES,
  REGISTRATION_STEPS,
  renderRegistrationForm,
} from '../../../testing/registration-form';
import { runBatchedMutations } from '../../../utils/batched-mutations';
import { withDraftVariable } from '../../../utils/draft-variable';
import { BatchMutationError, FormValidationError } from '../../../utils/form-errors';
import { EMAIL_IN_USE, renderFormRefusingEmail } from './render-multi-step-form';

jest.setTimeout(20000);

const REQUIRED = 'Dit veld is verplicht.';

/** An element's text without what is hidden from screen readers. */
function spokenText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent ?? '';
}

function stepHeading() {
  return screen.getByRole('heading', { level: 2 });
}

describe('MultiStepForm', () => {
  it('shows the step of the URL and blocks the next step with Dutch required errors', async () => {
    const onError = jest.fn();
    const { user, path } = renderRegistrationForm({ onSubmit: jest.fn(), onError });
    expect(stepHeading()).toHaveTextContent('Stap 1 van 3: Persoonsgegevens');

    await user.click(screen.getByRole('button', { name: 'Volgende' }));

    expect(await screen.findByLabelText('Voornaam')).toHaveAccessibleDescription(REQUIRED);
    expect(screen.getByLabelText('E-mailadres')).toHaveAccessibleDescription(REQUIRED);
    expect(screen.getByRole('alert')).toHaveTextContent('Niet alle velden zijn goed ingevuld.');
    expect(path()).toBe('/registreren/persoonsgegevens');
    expect(onError).toHaveBeenCalledWith(expect.any(FormValidationError));
    expect(onError.mock.calls[0]?.[0].message).toBe('Form validation did not pass');
    await waitFor(() => expect(screen.getByLabelText('Voornaam')).toHaveFocus());
  });

  it('moves through the steps in the URL, back and forth, keeping the values', async () => {
    const { user, path } = renderRegistrationForm({ onSubmit: jest.fn() });
    await user.type(screen.getByLabelText('Voornaam'), 'Anna');
    await user.type(screen.getByLabelText('E-mailadres'), 'anna@example.nl');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));

    expect(await screen.findByLabelText('Diplomadatum')).toBeInTheDocument();
    expect(path()).toBe('/registreren/diploma');
    expect(stepHeading()).toHaveTextContent('Stap 2 van 3: Diploma');

    await user.click(screen.getByRole('button', { name: 'Vorige' }));
    expect(path()).toBe('/registreren/persoonsgegevens');
    expect(screen.getByLabelText('Voornaam')).toHaveValue('Anna');
  });

  it('lists every step for screen readers: the current one marked, the ones before it done', async () => {
    const { user } = renderRegistrationForm({ onSubmit: jest.fn() });
    const steps = () => within(screen.getByRole('navigation', { name: 'Stappen' })).getAllByRole('listitem');
    expect(steps().map(spokenText)).toEqual(['1. Persoonsgegevens', '2. Diploma', '3. Controle']);
    expect(steps()[0]).toHaveAttribute('aria-current', 'step');

    await user.type(screen.getByLabelText('Voornaam'), 'Anna');
    await user.type(screen.getByLabelText('E-mailadres'), 'anna@example.nl');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));

    await waitFor(() => expect(steps()[1]).toHaveAttribute('aria-current', 'step'));
    expect(steps()[0]).not.toHaveAttribute('aria-current');
    expect(spokenText(steps()[0]!)).toBe('1. Persoonsgegevens (afgerond)');
    // Its marker, hidden from screen readers, shows a check instead of the number.
    expect(steps()[0]!.querySelector('[aria-hidden="true"]')).toHaveTextContent('✓');
    expect(spokenText(steps()[2]!)).toBe('3. Controle');
  });

  it('marks an earlier step done only when its rules pass and it holds what it needs', async () => {
    const steps = () => within(screen.getByRole('navigation', { name: 'Stappen' })).getAllByRole('listitem');
    // Opened on the last step (a link or the URL), with nothing filled in: nothing before it is done.
    const first = renderRegistrationForm({ onSubmit: jest.fn() }, 'controle');
    expect(spokenText(steps()[0]!)).toBe('1. Persoonsgegevens');
    expect(steps()[0]!.querySelector('[aria-hidden="true"]')).toHaveTextContent('1');
    first.unmount();

    // Every rule passes, but the diploma step says it lacks its content (isComplete).
    const lacking = REGISTRATION_STEPS.map((step) =>
      step.key === 'diploma' ? { ...step, isComplete: () => false } : step,
    );
    renderRegistrationForm(
      { onSubmit: jest.fn(), steps: lacking, initialValues: COMPLETE_VALUES },
      'controle',
    );
    expect(steps().map(spokenText)).toEqual(['1. Persoonsgegevens (afgerond)', '2. Diploma', '3. Controle']);
  });

  it('saves a draft with empty required fields, with isDraft 1 for the mutation', async () => {
    const mutate = jest.fn().mockResolvedValue({ data: { saved: true } });
    const onSubmit = jest.fn(async (values: object, { isDraft }: { isDraft: boolean }) => {
      await mutate({ variables: withDraftVariable({ input: values }, isDraft) });
    });
    const { user } = renderRegistrationForm({ onSubmit, allowDraft: true });
    await user.type(screen.getByLabelText('Voornaam'), 'Anna');
    await user.click(screen.getByRole('button', { name: 'Opslaan als concept' }));

    expect(await screen.findByText('Het concept is opgeslagen.')).toBeInTheDocument();
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith({ firstName: 'Anna' }, { isDraft: true, step: 'persoonsgegevens' });
    expect(mutate).toHaveBeenCalledWith({ variables: { input: { firstName: 'Anna' }, isDraft: 1 } });
  });

  it('still checks filled-in fields when saving a draft', async () => {
    const onSubmit = jest.fn();
    const { user } = renderRegistrationForm({ onSubmit, allowDraft: true });
    await user.type(screen.getByLabelText('E-mailadres'), 'geen-adres');
    await user.click(screen.getByRole('button', { name: 'Opslaan als concept' }));
    expect(await screen.findByText('Vul een geldig e-mailadres in.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits every step with isDraft 0 once all rules pass', async () => {
    const mutate = jest.fn().mockResolvedValue({ data: {} });
    const onSubmit = jest.fn(async (values: object, { isDraft }: { isDraft: boolean }) => {
      await mutate({ variables: withDraftVariable({ input: values }, isDraft) });
    });
    const { user } = renderRegistrationForm({ onSubmit, initialValues: COMPLETE_VALUES }, 'controle');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(COMPLETE_VALUES, { isDraft: false, step: 'controle' });
    expect(mutate).toHaveBeenCalledWith({ variables: { input: COMPLETE_VALUES, isDraft: 0 } });
  });

  it('goes back to the step holding a field that fails on submit', async () => {
    const onSubmit = jest.fn();
    const { user, path } = renderRegistrationForm(
      { onSubmit, initialValues: { ...COMPLETE_VALUES, diplomas: [{ date: '2030-01-01' }] } },
      'controle',
    );
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(path()).toBe('/registreren/diploma'));
    await waitFor(() =>
      expect(screen.getByLabelText('Diplomadatum')).toHaveAccessibleDescription(
        'De datum mag niet in de toekomst liggen.',
      ),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a server validation error (422) on its field, on the step that holds it', async () => {
    const { user, path } = renderFormRefusingEmail('controle');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));

    await waitFor(() => expect(path()).toBe('/registreren/persoonsgegevens'));
    await waitFor(() =>
      expect(screen.getByLabelText('E-mailadres')).toHaveAccessibleDescription(EMAIL_IN_USE),
    );
    expect(screen.getByLabelText('Voornaam')).not.toHaveAttribute('aria-invalid');
  });

  it('accepts server errors returned from onSubmit as well', async () => {
    const onSubmit = jest
      .fn()
      .mockResolvedValue({ agree: ['Bevestig dat je alles naar waarheid hebt ingevuld.'] });
    const { user } = renderRegistrationForm({ onSubmit, initialValues: COMPLETE_VALUES }, 'controle');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Bevestig dat je alles naar waarheid hebt ingevuld.')).toBeInTheDocument();
  });

  it('stops at the first failing batch group, sends nothing after it and tells the user in Dutch', async () => {
    const saveProfile = jest.fn().mockResolvedValue({ data: { ok: true } });
    const saveDiploma = jest.fn().mockResolvedValue({ errors: [{ message: 'Internal server error' }] });
    const saveDocuments = jest.fn().mockResolvedValue({ data: { ok: true } });
    const onError = jest.fn();
    const onSubmit = jest.fn(async () => {
      await runBatchedMutations([
        { label: 'profile', mutations: [saveProfile] },
        { label: 'diplomas', mutations: [saveDiploma] },
        { label: 'documents', mutations: [saveDocuments] },
      ]);
    });
    const { user } = renderRegistrationForm(
      { onSubmit, onError, initialValues: COMPLETE_VALUES },
      'controle',
    );
    await user.click(screen.getByRole('button', { name: 'Versturen' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Niet alle gegevens konden worden opgeslagen. Probeer het opnieuw.');
    expect(saveProfile).toHaveBeenCalledTimes(1);
    expect(saveDiploma).toHaveBeenCalledTimes(1);
    expect(saveDocuments).not.toHaveBeenCalled();
    const error = onError.mock.calls[0]?.[0] as BatchMutationError;
    expect(error).toBeInstanceOf(BatchMutationError);
    expect(error.message).toBe('One or more batched mutations returned errors');
    expect(error.label).toBe('diplomas');
  });

  it('with saveOnNext, saves the step as a draft before moving on (Enter works like Volgende)', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const { user, path } = renderRegistrationForm({ onSubmit, saveOnNext: true });
    await user.type(screen.getByLabelText('Voornaam'), 'Anna');
    await user.type(screen.getByLabelText('E-mailadres'), 'anna@example.nl{Enter}');
    await waitFor(() => expect(path()).toBe('/registreren/diploma'));
    expect(onSubmit).toHaveBeenCalledWith(
      { firstName: 'Anna', email: 'anna@example.nl' },
      { isDraft: true, step: 'persoonsgegevens' },
    );
  });

  it("shows 'Laden...' while the initial values load", () => {
    renderRegistrationForm({ onSubmit: jest.fn(), loading: true });
    expect(screen.getByText('Laden...')).toBeInTheDocument();
    expect(screen.queryByLabelText('Voornaam')).not.toBeInTheDocument();
  });

  it('shows errors of fields no step knows above the form', async () => {
    const onSubmit = jest.fn().mockResolvedValue({ 'registration.period': ['De periode is al verlopen.'] });
    const { user } = renderRegistrationForm({ onSubmit, initialValues: COMPLETE_VALUES }, 'controle');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('De periode is al verlopen.')).toBeInTheDocument();
  });
});
