import { REGISTRATION_STEPS, type RegistrationStep } from '@portal/shared/registration';
import { wizardSteps } from './wizard-steps';

/**
 * The step an application comes back on: where it was last saved (`RegistrationItem.step`), or the
 * next one this target asks when that step is not part of it (work experience).
 */
export function savedStep(step: number, targetSystemLabel: string | null | undefined): RegistrationStep {
  const asked = wizardSteps(targetSystemLabel);
  const saved = REGISTRATION_STEPS[Math.min(Math.max(step, 1), REGISTRATION_STEPS.length) - 1]!;
  return asked.includes(saved)
    ? saved
    : (asked.find((candidate) => REGISTRATION_STEPS.indexOf(candidate) > REGISTRATION_STEPS.indexOf(saved)) ??
        'overzicht');
}
