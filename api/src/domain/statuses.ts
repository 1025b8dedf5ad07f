/**
 * Fixed state sets with their Dutch labels (SPEC section 4). These are states the code moves
 * records through, so they live in code; reference data that staff may change lives in tables.
 */

export const REGISTRATION_STATUS_LABELS = {
  draft: 'Concept',
  approved: 'Goedgekeurd',
  rejected: 'Afgewezen',
  pending: 'In behandeling',
  incomplete: 'Onvolledig',
  unsubscribed: 'Uitgeschreven',
  ongoing: 'Lopend',
  expired: 'Verlopen',
  switched: 'Gewisseld',
  new: 'Nieuw',
} as const;

export type RegistrationStatus = keyof typeof REGISTRATION_STATUS_LABELS;
export const REGISTRATION_STATUSES = Object.keys(REGISTRATION_STATUS_LABELS) as [
  RegistrationStatus,
  ...RegistrationStatus[],
];

/** Statuses in which the professional may still change an item or request. */
export const EDITABLE_STATUSES: readonly RegistrationStatus[] = ['draft', 'incomplete', 'new', 'ongoing'];

/** An open registration: applied for (or being written) but not decided. */
export const OPEN_REGISTRATION_STATUSES: readonly RegistrationStatus[] = [
  'draft',
  'new',
  'pending',
  'incomplete',
];

export const TRAINING_ADVICE_STATUS_LABELS = {
  draft: 'Concept',
  submitted: 'Ingediend',
  processing: 'In behandeling',
  completed: 'Afgerond',
} as const;

export type TrainingAdviceStatus = keyof typeof TRAINING_ADVICE_STATUS_LABELS;
export const TRAINING_ADVICE_STATUSES = Object.keys(TRAINING_ADVICE_STATUS_LABELS) as [
  TrainingAdviceStatus,
  ...TrainingAdviceStatus[],
];

/** Why a professional asks for training advice (migration 0100's check). */
export const TRAINING_ADVICE_REASON_LABELS = {
  herintreding: 'Ik wil herintreden',
  herregistratie: 'Ik wil voldoen aan de eisen voor herregistratie',
  kamerwissel: 'Ik wil van kamer of target wisselen',
  anders: 'Anders',
} as const;

export type TrainingAdviceReason = keyof typeof TRAINING_ADVICE_REASON_LABELS;
export const TRAINING_ADVICE_REASONS = Object.keys(TRAINING_ADVICE_REASON_LABELS) as [
  TrainingAdviceReason,
  ...TrainingAdviceReason[],
];

export const COMPANY_STATUS_LABELS = {
  active: 'Actief',
  inactive: 'Inactief',
} as const;
