/**
 * From the application's `data` (per step, as the api stores it) to the wizard's form values; back again
 * per step: ./step-data.ts (the wizard's code, with the rules).
 */
import type { MediaItem } from '@portal/shared/forms';
import type { RegistrationStep } from '@portal/shared/registration';
import type { RegistrationItem } from '../api/registration-item';
import { VOG_MEDIA_FIELD } from './wizard-steps';

type StepAnswers = Record<string, unknown>;
export type WizardValues = Partial<Record<RegistrationStep, StepAnswers>> & { keuze?: StepAnswers };

/** A step's answers (or the whole `data`) as a record; anything else as none. */
export const asRecord = (value: unknown): StepAnswers =>
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
