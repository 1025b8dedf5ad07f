/**
 * The registration wizard's code (the form engine and the first steps' fields; no antd, which the later
 * steps bring) is a chunk of its own, `registration-wizard`, asked for once the page shows the step's
 * heading (decision 0022). Until then the step's heading and its place in the steps show, with the skeleton where the fields
 * come (issue 8: on a phone the heading no longer waits for the form's code to arrive and run).
 */
import { startTransition, useEffect, useMemo, useState } from 'react';
import { StepHeader, stepIndexOf } from '@portal/shared/forms';
import { LoadingSkeleton } from '@portal/shared/ui';
import { afterElementShown } from '../../../components/after-element-shown';
import { STEP_TITLES, stepKey, wizardSteps } from '../utils/wizard-steps';
import type { RegistrationWizardProps } from './registration-wizard';
import { choiceOf } from '../utils/choice-of';

type WizardModule = typeof import('./registration-wizard');

/** The placeholder's heading, for Element Timing: the wizard's code waits until it is shown. */
const HEADING_TIMING = 'registration-step-heading';

/** Once loaded, every later wizard (another application, a return to the form) shows at once. */
let loadedWizard: WizardModule | null = null;

const loadWizard = () =>
  import(/* webpackChunkName: "registration-wizard" */ './registration-wizard').then((module) => {
    loadedWizard = module;
    return module;
  });

/**
 * The wizard's module, asked for once the placeholder is on screen. Not React.lazy: React holds a
 * Suspense boundary's content back until 300 ms after its fallback showed, and the fields would come
 * that much after the heading even when their code was there. A failed load is thrown while rendering,
 * so the screen's error panel offers 'Opnieuw proberen', as it does for a failed screen.
 */
function useWizardModule(): WizardModule | null {
  const [module, setModule] = useState<WizardModule | null>(loadedWizard);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (module) return;
    let mounted = true;
    afterElementShown(HEADING_TIMING)
      .then(loadWizard)
      .then(
        // A transition: React renders the form in slices and lets the browser in between, instead of
        // one long task on a phone (the heading is already there; the form may take a moment).
        (loaded) => mounted && startTransition(() => setModule(() => loaded)),
        (error: unknown) => mounted && setFailure(() => error),
      );
    return () => {
      mounted = false;
    };
  }, [module]);
  if (failure) throw failure;
  return module;
}

/** The step's heading as the form will show it, while the form's code arrives. */
function WizardPlaceholder({
  targetLabel,
  step,
}: {
  targetLabel: string | undefined;
  step: string | undefined;
}) {
  const { titles, index } = useMemo(() => {
    const steps = wizardSteps(targetLabel);
    return { titles: steps.map((each) => STEP_TITLES[each]), index: stepIndexOf(steps.map(stepKey), step) };
  }, [targetLabel, step]);
  return (
    <>
      <StepHeader titles={titles} index={index} headingTiming={HEADING_TIMING} />
      <LoadingSkeleton />
    </>
  );
}

export function RegistrationWizardLoader(props: RegistrationWizardProps) {
  const wizard = useWizardModule();
  if (wizard) return <wizard.RegistrationWizard {...props} />;
  const targetUuid = props.initialValues.keuze?.registrationTargetUuid;
  const targetLabel = choiceOf(props.choices, targetUuid)?.target.systemLabel;
  return <WizardPlaceholder targetLabel={targetLabel} step={props.step} />;
}
