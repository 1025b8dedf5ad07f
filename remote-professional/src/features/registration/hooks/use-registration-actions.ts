/**
 * What the wizard's buttons do against the api: create the application from step 1, save a step
 * (as draft with isDraft 1), and at the end pay the first-year fee or submit. Each answers the api's
 * 422 on the form's fields, so the form engine shows them where they belong.
 */
import { useRef } from 'react';
import { useMutationAction, type MutationOutcome } from '@portal/shared/data';
import { flashStatus, withDraftVariable, type FieldErrors } from '@portal/shared/forms';
import { useRemoteProps } from '@portal/shared/remote';
import { useNavigate } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { registrationStepNumber, type RegistrationStep } from '@portal/shared/validation';
import { CREATE_REGISTRATION } from '../api/create-registration';
import { REQUEST_REGISTRATION_INVOICE } from '../api/request-registration-invoice';
import { SAVE_REGISTRATION_STEP } from '../api/save-registration-step';
import { SUBMIT_REGISTRATION } from '../api/submit-registration';
import { stepData } from '../utils/step-data';
import type { WizardValues } from '../utils/step-values';
import { errorsOnForm } from '../utils/wizard-step-rules';
import { stepKey } from '../utils/wizard-steps';

export const SUBMITTED_MESSAGE = 'Je aanvraag is ingediend. Je hoort van ons zodra we hem hebben beoordeeld.';

/** Field errors of a failed answer on the form; anything else is thrown for the form's own message. */
function failureOf(step: RegistrationStep, outcome: MutationOutcome<unknown>): FieldErrors | null {
  if (!outcome.failed) return null;
  if (Object.keys(outcome.fieldErrors).length > 0) return errorsOnForm(step, outcome.fieldErrors);
  throw new Error('Opslaan mislukt');
}

export function useRegistrationActions(initialUuid: string | undefined) {
  const { navigation } = useRemoteProps();
  const createRegistration = useMutationAction(CREATE_REGISTRATION);
  const saveRegistrationStep = useMutationAction(SAVE_REGISTRATION_STEP);
  const requestInvoice = useMutationAction(REQUEST_REGISTRATION_INVOICE);
  // Idempotent (issue 41): a retry or a second click submits once and gets the first answer.
  const submitRegistration = useMutationAction(SUBMIT_REGISTRATION, { idempotent: true });
  const navigate = useNavigate();
  // On `/registreren` the application exists only after step 1 is saved.
  const uuidRef = useRef(initialUuid);
  uuidRef.current = uuidRef.current ?? initialUuid;

  const create = async (values: WizardValues, isDraft: boolean): Promise<FieldErrors | undefined> => {
    const result = await createRegistration.run({
      registrationTargetUuid: String(values.keuze?.registrationTargetUuid ?? ''),
    });
    const failure = failureOf('keuze', result);
    if (failure) return failure;
    const uuid = result.data!.createRegistration.uuid;
    uuidRef.current = uuid;
    // A draft stays on step 1, now at the application's own address.
    if (isDraft) {
      flashStatus('Het concept is opgeslagen.');
      await navigate(hrefFor('registrationForm', { uuid, step: stepKey('keuze') }), { replace: true });
    }
    await navigation.reinitialize();
    return undefined;
  };

  const saveStep = async (
    step: RegistrationStep,
    values: WizardValues,
    isDraft: boolean,
  ): Promise<FieldErrors | undefined> => {
    if (!uuidRef.current) return create(values, isDraft);
    const result = await saveRegistrationStep.run(
      withDraftVariable({ uuid: uuidRef.current, step, data: stepData(step, values) }, isDraft),
    );
    return failureOf(step, result) ?? undefined;
  };

  /** Pays the first-year fee first when there is one; once paid (or free), submits. */
  const finish = async (): Promise<FieldErrors | undefined> => {
    const uuid = uuidRef.current!;
    // Saved at the summary: the application comes back here after paying.
    const saved = failureOf(
      'overzicht',
      await saveRegistrationStep.run(withDraftVariable({ uuid, step: 'overzicht', data: {} }, false)),
    );
    if (saved) return saved;
    const invoice = await requestInvoice.run({ uuid });
    const invoiceFailure = failureOf('overzicht', invoice);
    if (invoiceFailure) return invoiceFailure;
    const fee = invoice.data!.requestRegistrationInvoice;
    if (fee.status === 'open' && fee.invoiceUuid) {
      // After paying, the payment page leads back to this summary, where the application is submitted.
      const summary = hrefFor('registrationForm', {
        uuid,
        step: String(registrationStepNumber('overzicht')),
      });
      await navigate(`${hrefFor('payment', { uuid: fee.invoiceUuid })}?terug=${encodeURIComponent(summary)}`);
      return undefined;
    }
    const submitted = await submitRegistration.run({ uuid });
    const submitFailure = failureOf('overzicht', submitted);
    if (submitFailure) return submitFailure;
    flashStatus(SUBMITTED_MESSAGE);
    await navigation.reinitialize();
    await navigate(hrefFor('dashboard'));
    return undefined;
  };

  return { uuidRef, saveStep, finish };
}
