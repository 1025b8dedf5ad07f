/**
 * The accreditation wizard on the shared form engine, as the registration wizard: one step per URL
 * segment, 'Opslaan als concept' on every step, every step saved when moving on, leaving with unsaved
 * changes asks first, and at the end the fee is paid through the payment page before submitting.
 */
import { useCallback, useMemo } from 'react';
import { MultiStepForm } from '@portal/shared/forms';
import { useRemoteProps } from '@portal/shared/remote';
import { useNavigate } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import type { AccreditationTerms } from '../api/accreditation-terms-query';
import { editHref, useAccreditationActions } from '../hooks/use-accreditation-actions';
import { SUMMARY_STEP } from '../utils/accreditation-steps';
import type { AccreditationValues } from '../utils/accreditation-values';
import { accreditationFormSteps } from './accreditation-form-steps';

export interface AccreditationWizardProps {
  /** The application being edited; none on `aanvragen` and `verlengen` until the first save. */
  uuid?: string;
  /** On `verlengen/{uuid}`: the accreditation the new application renews. */
  renewedFromUuid?: string;
  step: string | undefined;
  initialValues: AccreditationValues;
  terms: AccreditationTerms;
  feePaid: boolean;
}

const WIZARD_PATHS = ['aanvragen', 'bewerken', 'verlengen'].map(
  (segment) => `${hrefFor('accreditations')}/${segment}`,
);

/** The wizard's own addresses, between which the values stay. */
const isWizardPath = (pathname: string) => WIZARD_PATHS.some((path) => pathname.startsWith(path));

export function AccreditationWizard(props: AccreditationWizardProps) {
  const { terms, feePaid, renewedFromUuid } = props;
  const navigate = useNavigate();
  const { navigation } = useRemoteProps();
  const actions = useAccreditationActions(props.uuid, renewedFromUuid);
  const { uuidRef } = actions;

  const stepHref = useCallback(
    (step: number) => {
      const uuid = uuidRef.current;
      if (uuid) return editHref(uuid, step);
      return renewedFromUuid
        ? hrefFor('accreditationsExtend', { uuid: renewedFromUuid })
        : hrefFor('accreditationsRequest', { step: String(step) });
    },
    [uuidRef, renewedFromUuid],
  );

  const steps = useMemo(
    () => accreditationFormSteps({ terms, feePaid, renewal: Boolean(renewedFromUuid), stepHref }),
    [terms, feePaid, renewedFromUuid, stepHref],
  );

  return (
    <MultiStepForm<AccreditationValues>
      steps={steps}
      step={props.step}
      onStepChange={(key) => void navigate(stepHref(Number(key) || 1))}
      initialValues={props.initialValues}
      allowDraft
      saveOnNext
      submitLabel="Aanvraag indienen"
      leaveGuard={{ blockLeaving: navigation.blockLeaving, isOwnPath: isWizardPath }}
      onSaveDraft={(values, { step }) =>
        actions.saveStep(Number(step) || 1, values, { isDraft: true, announce: true })
      }
      onSubmit={(values, { step }) => {
        const current = Number(step) || 1;
        return current === SUMMARY_STEP
          ? actions.finish(values)
          : actions.saveStep(current, values, { isDraft: true, announce: false });
      }}
    />
  );
}
