/**
 * The registration wizard on the shared form engine: one step per URL segment, 'Opslaan als concept'
 * on every step (isDraft 1, required rules dropped for empty fields), every step saved when moving on,
 * the summary with an edit link per step, and paying and submitting at the end.
 */
import { useMemo, useState } from 'react';
import { MultiStepForm, type FormStep } from '@portal/shared/forms';
import { useNavigate } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import type { RegistrationStep } from '@portal/shared/validation';
import type { DiplomaOptions } from '../api/diploma-options';
import type { Diploma } from '../api/my-diplomas';
import type { RegistrationChoice } from '../api/registration-choices';
import { useRegistrationActions } from '../hooks/use-registration-actions';
import type { WizardValues } from '../utils/step-values';
import { STEP_TITLES, formRules, stepKey, stepOfKey, wizardSteps } from '../utils/wizard-steps';
import { ChoiceStep } from './steps/choice-step';
import { DeclarationsStep } from './steps/declarations-step';
import { DiplomasStep } from './steps/diplomas-step';
import { PersonalStep } from './steps/personal-step';
import { SummaryStep } from './steps/summary-step';
import { VogStep } from './steps/vog-step';
import { WorkStep } from './steps/work-step';

export interface RegistrationWizardProps {
  uuid: string | undefined;
  step: string | undefined;
  initialValues: WizardValues;
  choices: RegistrationChoice[];
  diplomas: readonly Diploma[];
  diplomaOptions: DiplomaOptions | null;
  /** The diploma step's reads that failed; `onRetryDiplomas` reads them again. */
  diplomasFailed: { diplomas: boolean; options: boolean };
  onRetryDiplomas: () => Promise<unknown> | void;
  onDiplomasChanged: () => Promise<unknown> | void;
  /** How old a VOG may be on submission (months, from the api's settings). */
  vogMaxAgeMonths: number | null;
}

export function RegistrationWizard(props: RegistrationWizardProps) {
  const { choices, diplomas, diplomaOptions, diplomasFailed, onRetryDiplomas, onDiplomasChanged } = props;
  const { initialValues, vogMaxAgeMonths } = props;
  const navigate = useNavigate();
  const actions = useRegistrationActions(props.uuid);

  const stepHref = (step: RegistrationStep) => {
    const uuid = actions.uuidRef.current;
    return uuid ? hrefFor('registrationForm', { uuid, step: stepKey(step) }) : hrefFor('registration');
  };

  const choiceOf = (values: WizardValues) =>
    choices.find((choice) => choice.target.uuid === values.keuze?.registrationTargetUuid);
  // The chosen target decides whether work experience is asked: followed as the user picks it.
  const [targetUuid, setTargetUuid] = useState(initialValues.keuze?.registrationTargetUuid);
  const targetLabel = choices.find((choice) => choice.target.uuid === targetUuid)?.target.systemLabel;

  const buildSteps = (): FormStep<WizardValues>[] =>
    wizardSteps(targetLabel).map((step) => ({
      key: stepKey(step),
      title: STEP_TITLES[step],
      rules: formRules(step),
      render: ({ values: current }) => {
        switch (step) {
          case 'keuze':
            return (
              <ChoiceStep
                choices={choices}
                values={current}
                onTargetChange={(uuid) => setTargetUuid(uuid ?? undefined)}
              />
            );
          case 'persoonsgegevens':
            return <PersonalStep />;
          case 'diplomas':
            return (
              <DiplomasStep
                diplomas={diplomas}
                options={diplomaOptions}
                failed={diplomasFailed}
                onRetry={onRetryDiplomas}
                onChanged={onDiplomasChanged}
              />
            );
          case 'werkervaring':
            return <WorkStep />;
          case 'vog':
            return <VogStep maxAgeMonths={vogMaxAgeMonths} />;
          case 'verklaringen':
            return <DeclarationsStep />;
          default:
            return (
              <SummaryStep
                steps={wizardSteps(targetLabel)}
                values={current}
                choice={choiceOf(current)}
                diplomas={diplomas}
                stepHref={stepHref}
              />
            );
        }
      },
    }));

  // The steps follow the chosen target (work experience or not); rebuilt when the data behind them changes.
  const steps = useMemo(
    buildSteps,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [choices, diplomas, diplomaOptions, diplomasFailed.diplomas, diplomasFailed.options, targetLabel],
  );

  return (
    <MultiStepForm<WizardValues>
      steps={steps}
      step={props.step}
      onStepChange={(key) => void navigate(stepHref(stepOfKey(key) ?? 'keuze'))}
      initialValues={initialValues}
      allowDraft
      saveOnNext
      submitLabel="Aanvraag indienen"
      onSaveDraft={(values, { step }) => actions.saveStep(stepOfKey(step) ?? 'keuze', values, true)}
      onSubmit={(values, { step }) => {
        const current = stepOfKey(step) ?? 'keuze';
        return current === 'overzicht' ? actions.finish() : actions.saveStep(current, values, false);
      }}
    />
  );
}
