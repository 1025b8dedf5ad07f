/**
 * The wizard's steps for the form engine: which steps this application asks (work experience only
 * for some targets) and what each step shows, from the data the screen has read.
 */
import type { FormStep } from '@portal/shared/forms';
import type { RegistrationStep } from '@portal/shared/validation';
import type { RegistrationChoice } from '../api/registration-choices';
import type { WizardValues } from '../utils/step-values';
import { choiceOf } from '../utils/choice-of';
import { formRules } from '../utils/wizard-step-rules';
import { STEP_TITLES, stepKey, wizardSteps } from '../utils/wizard-steps';
import {
  LazyDeclarationsStep,
  LazyDiplomasStep,
  LazySummaryStep,
  LazyVogStep,
  LazyWorkStep,
  StepLoader,
} from './lazy-steps';
import { ChoiceStep } from './steps/choice-step';
import type { DiplomasStepProps } from './steps/diplomas-step';
import { PersonalStep } from './steps/personal-step';

export interface WizardStepData {
  /** The chosen target's system label: decides whether work experience is asked. */
  targetLabel: string | undefined;
  choices: RegistrationChoice[];
  diplomaStep: DiplomasStepProps;
  /** How old a VOG may be on submission (months, from the api's settings). */
  vogMaxAgeMonths: number;
  /** The first-year fee is paid already. */
  feePaid: boolean;
  /** The address of a step, for the summary's edit links. */
  stepHref: (step: RegistrationStep) => string;
  onTargetChange: (uuid: string | undefined) => void;
}

export function wizardFormSteps(data: WizardStepData): FormStep<WizardValues>[] {
  const { targetLabel, choices, diplomaStep, vogMaxAgeMonths, feePaid, stepHref, onTargetChange } = data;

  return wizardSteps(targetLabel).map((step) => ({
    key: stepKey(step),
    title: STEP_TITLES[step],
    rules: formRules(step, { vogMaxAgeMonths }),
    // The diploma step is done with a diploma and its copy, as the api asks on saving it in full.
    isComplete:
      step === 'diplomas'
        ? () => (diplomaStep.diplomas ?? []).some((diploma) => diploma.medias.nodes.length > 0)
        : undefined,
    render: ({ values }) => {
      switch (step) {
        case 'keuze':
          return (
            <ChoiceStep
              choices={choices}
              values={values}
              onTargetChange={(uuid) => onTargetChange(uuid ?? undefined)}
            />
          );
        case 'persoonsgegevens':
          return <PersonalStep />;
        case 'diplomas':
          return <StepLoader step={LazyDiplomasStep} {...diplomaStep} />;
        case 'werkervaring':
          return <StepLoader step={LazyWorkStep} />;
        case 'vog':
          return <StepLoader step={LazyVogStep} maxAgeMonths={vogMaxAgeMonths} />;
        case 'verklaringen':
          return <StepLoader step={LazyDeclarationsStep} />;
        default:
          return (
            <StepLoader
              step={LazySummaryStep}
              steps={wizardSteps(targetLabel)}
              values={values}
              choice={choiceOf(choices, values.keuze?.registrationTargetUuid)}
              diplomas={diplomaStep.diplomas ?? []}
              feePaid={feePaid}
              stepHref={stepHref}
            />
          );
      }
    },
  }));
}
