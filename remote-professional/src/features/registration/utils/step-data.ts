/**
 * From the wizard's form values back to the application's `data`, per step: each step sends only the
 * fields of its rule table, the fields it may write.
 */
import { mediaUuids } from '@portal/shared/forms';
import { REGISTRATION_STEP_RULES, type RegistrationStep } from '@portal/shared/validation';
import { asRecord, type WizardValues } from './step-values';
import { VOG_MEDIA_FIELD } from './wizard-steps';

/** The `data` of one step for `saveRegistrationStep`. */
export function stepData(step: RegistrationStep, values: WizardValues): Record<string, unknown> {
  const answers = asRecord(values[step]);
  const data: Record<string, unknown> = {};
  for (const field of Object.keys(REGISTRATION_STEP_RULES[step])) {
    if (step === 'vog' && field === 'mediaUuid') {
      const [uuid] = mediaUuids(answers[VOG_MEDIA_FIELD]);
      if (uuid) data.mediaUuid = uuid;
      continue;
    }
    const value = answers[field];
    if (value === undefined || value === null || value === '') continue;
    data[field] = typeof value === 'string' ? value.trim() : value;
  }
  return data;
}
