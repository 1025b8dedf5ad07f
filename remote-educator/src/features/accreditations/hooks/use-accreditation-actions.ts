/**
 * What the accreditation wizard's buttons do against the api, as the registration wizard's do: the
 * first save makes the draft (a renewal names the old accreditation), each step is saved when moving
 * on, and at the end the fee invoice is paid through the payment page before the application is
 * submitted. Each answers the api's 422 on the form's fields.
 */
import { useRef } from 'react';
import { useMutationAction, type MutationOutcome } from '@portal/shared/data';
import { flashStatus, withDraftVariable, type FieldErrors } from '@portal/shared/forms';
import { useNavigate } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import {
  REQUEST_ACCREDITATION_INVOICE,
  SAVE_ACCREDITATION,
  SUBMIT_ACCREDITATION,
} from '../api/accreditation-mutations';
import { SUMMARY_STEP, errorsOnForm } from '../utils/accreditation-steps';
import { inputOf, type AccreditationValues } from '../utils/accreditation-values';

function failureOf(outcome: MutationOutcome<unknown>): FieldErrors | null {
  if (!outcome.failed) return null;
  if (Object.keys(outcome.fieldErrors).length > 0) return errorsOnForm(outcome.fieldErrors);
  throw new Error('Opslaan mislukt');
}

export const editHref = (uuid: string, step: number | string) =>
  hrefFor('accreditationsEdit', { uuid, step: String(step) });

export function useAccreditationActions(
  initialUuid: string | undefined,
  renewedFromUuid: string | undefined,
) {
  const save = useMutationAction(SAVE_ACCREDITATION);
  const requestInvoice = useMutationAction(REQUEST_ACCREDITATION_INVOICE);
  // Idempotent (issue 41): a retry or a second click submits once and gets the first answer.
  const submit = useMutationAction(SUBMIT_ACCREDITATION, { idempotent: true });
  const navigate = useNavigate();
  // On `aanvragen` and `verlengen` the application exists only once its first step is saved.
  const uuidRef = useRef(initialUuid);

  /**
   * Saves the application: in full (`isDraft` false) at the summary, else as a draft; `announce` for
   * 'Opslaan als concept', which stays on the step (a new draft at its own address).
   */
  const saveStep = async (
    step: number,
    values: AccreditationValues,
    { isDraft, announce }: { isDraft: boolean; announce: boolean },
  ): Promise<FieldErrors | undefined> => {
    const isNew = !uuidRef.current;
    const result = await save.run(
      withDraftVariable(
        {
          uuid: uuidRef.current ?? null,
          renewedFromUuid: isNew ? (renewedFromUuid ?? null) : null,
          input: inputOf(values),
          step,
        },
        isDraft,
      ),
    );
    const failure = failureOf(result);
    if (failure) return failure;
    const answer = result.data!.saveAccreditation;
    uuidRef.current = answer.uuid;
    // A new draft kept on its step moves to its own address, which says it was saved (an existing
    // one stays, and the form says so); moving on goes there through the form.
    if (isNew && announce) {
      flashStatus(answer.message);
      await navigate(editHref(answer.uuid, step), { replace: true });
    }
    return undefined;
  };

  /** Saves the summary in full, pays the fee first when it is open, and once paid submits. */
  const finish = async (values: AccreditationValues): Promise<FieldErrors | undefined> => {
    const saved = await saveStep(SUMMARY_STEP, values, { isDraft: false, announce: false });
    if (saved) return saved;
    const uuid = uuidRef.current!;
    const invoice = await requestInvoice.run({ uuid });
    const invoiceFailure = failureOf(invoice);
    if (invoiceFailure) return invoiceFailure;
    const fee = invoice.data!.requestAccreditationInvoice;
    if (fee.status !== 'paid') {
      // After paying, the payment page leads back to this summary, where the application goes in.
      const summary = editHref(uuid, SUMMARY_STEP);
      await navigate(`${hrefFor('payment', { uuid: fee.invoiceUuid })}?terug=${encodeURIComponent(summary)}`);
      return undefined;
    }
    const submitted = await submit.run({ uuid });
    const submitFailure = failureOf(submitted);
    if (submitFailure) return submitFailure;
    flashStatus(submitted.data!.submitAccreditation.message);
    await navigate(hrefFor('accreditationsOverview'));
    return undefined;
  };

  return { uuidRef, saveStep, finish };
}
