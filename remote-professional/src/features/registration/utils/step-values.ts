/**
 * Between the application's `data` (per step, as the api stores it) and the wizard's form values.
 * Each step sends only the fields of its rule table: those are the fields it may write.
 */
import type { MediaItem } from '@portal/shared/forms';
import { mediaUuids } from '@portal/shared/forms';
import { REGISTRATION_STEP_RULES, type RegistrationStep } from '@portal/shared/validation';
import type { RegistrationItem } from '../api/registration-item';
import { VOG_MEDIA_FIELD } from './wizard-steps';

type StepAnswers = Record<string, unknown>;
export type WizardValues = Partial<Record<RegistrationStep, StepAnswers>> & { keuze?: StepAnswers };

const asRecord = (value: unknown): StepAnswers =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as StepAnswers) : {};

/** The saved answers, with the VOG's file found among the application's files. */
export function toFormValues(item: RegistrationItem | null, branchOfTarget: (uuid: string) => string | null) {
  const data = asRecord(item?.data);
  const values: WizardValues = {};
  for (const [step, answers] of Object.entries(data)) values[step as RegistrationStep] = asRecord(answers);
  const targetUuid = String(values.keuze?.registrationTargetUuid ?? item?.registrationTarget?.uuid ?? '');
  values.keuze = {
    ...values.keuze,
    registrationTargetUuid: targetUuid || undefined,
    branch: branchOfTarget(targetUuid) ?? undefined,
  };
  const vog = asRecord(data.vog);
  const vogFile = (item?.medias.nodes ?? []).filter((media) => media.uuid === vog.mediaUuid);
  values.vog = { issuedOn: vog.issuedOn, [VOG_MEDIA_FIELD]: vogFile as MediaItem[] };
  return values;
}

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
