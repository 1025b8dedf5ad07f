/**
 * The registration wizard on the shared form engine: one step per URL segment, 'Opslaan als concept'
 * on every step (isDraft 1, required rules dropped for empty fields), every step saved when moving on,
 * the summary with an edit link per step, and paying and submitting at the end.
 */
import { useCallback, useMemo, useState } from 'react';
import { MultiStepForm } from '@portal/shared/forms';
import { useRemoteProps } from '@portal/shared/remote';
import { useNavigate } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import type { RegistrationStep } from '@portal/shared/validation';
import type { RegistrationChoice } from '../api/registration-choices';
import { useRegistrationActions } from '../hooks/use-registration-actions';
import type { WizardValues } from '../utils/step-values';
import { stepKey, stepOfKey } from '../utils/wizard-steps';
import type { DiplomasStepProps } from './steps/diplomas-step';
import { wizardFormSteps } from './wizard-form-steps';
import { choiceOf } from '../utils/choice-of';

export interface RegistrationWizardProps {
  uuid: string | undefined;
  step: string | undefined;
  initialValues: WizardValues;
  choices: RegistrationChoice[];
  /** The diploma step's reads (and their retry), kept by the screen so a retry keeps the wizard. */
  diplomaStep: DiplomasStepProps;
  /** How old a VOG may be on submission (months, from the api's settings). */
  vogMaxAgeMonths: number;
  /** The first-year fee is paid: the summary says only submitting is left. */
  feePaid?: boolean;
}

const REGISTRATION_PATH = hrefFor('registration');

/** `/registreren` and every step of an application, `/registreren/{uuid}/{step}`. */
const isWizardPath = (pathname: string) =>
  pathname === REGISTRATION_PATH || pathname.startsWith(`${REGISTRATION_PATH}/`);

export function RegistrationWizard(props: RegistrationWizardProps) {
  const { choices, diplomaStep, initialValues, vogMaxAgeMonths, feePaid = false } = props;
  const navigate = useNavigate();
  const { navigation } = useRemoteProps();
  const actions = useRegistrationActions(props.uuid);
  const { uuidRef } = actions;

  const stepHref = useCallback(
    (step: RegistrationStep) => {
      const uuid = uuidRef.current;
      return uuid ? hrefFor('registrationForm', { uuid, step: stepKey(step) }) : hrefFor('registration');
    },
    [uuidRef],
  );

  // The chosen target decides whether work experience is asked: followed as the user picks it.
  const [targetUuid, setTargetUuid] = useState(initialValues.keuze?.registrationTargetUuid);
  const targetLabel = choiceOf(choices, targetUuid)?.target.systemLabel;

  // Rebuilt when the data behind the steps changes; the form (and what was typed) stays.
  const steps = useMemo(
    () =>
      wizardFormSteps({
        targetLabel,
        choices,
        diplomaStep,
        vogMaxAgeMonths,
        feePaid,
        stepHref,
        onTargetChange: setTargetUuid,
      }),
    [targetLabel, choices, diplomaStep, vogMaxAgeMonths, feePaid, stepHref],
  );

  // No antd here: the first steps' fields and buttons are plain, and the later steps bring antd's
  // scope with their own chunks (lazy-steps.tsx), so the first step's code stays small (issue 8).
  return (
    <MultiStepForm<WizardValues>
      steps={steps}
      step={props.step}
      onStepChange={(key) => void navigate(stepHref(stepOfKey(key) ?? 'keuze'))}
      initialValues={initialValues}
      allowDraft
      saveOnNext
      submitLabel="Aanvraag indienen"
      // Leaving the wizard (menu, drawer, a link, back) with unsaved changes asks first; its own steps do not.
      leaveGuard={{ blockLeaving: navigation.blockLeaving, isOwnPath: isWizardPath }}
      onSaveDraft={(values, { step }) => actions.saveStep(stepOfKey(step) ?? 'keuze', values, true)}
      onSubmit={(values, { step }) => {
        const current = stepOfKey(step) ?? 'keuze';
        return current === 'overzicht' ? actions.finish() : actions.saveStep(current, values, false);
      }}
    />
  );
}
