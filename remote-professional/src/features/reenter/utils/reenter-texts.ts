import { REENTER_MEASURE_TYPES } from '@portal/shared/validation';

/** The words of Herintreden (issue 38): its screens, its steps and its outcome, in one place. */
export const REENTER_TITLE = 'Herintreden';
export const REENTER_INTRO =
  'Is je registratie beëindigd, dan kun je vragen om weer in het register te worden opgenomen. Je kiest de kamer en registratie, motiveert je verzoek met je diploma’s, vertelt of je eerder een tuchtrechtelijke maatregel kreeg en kiest of je in het openbare register wilt staan.';
export const REENTER_NO_REQUEST = 'Dit verzoek bestaat niet (meer).';
export const REENTER_SUBMITTED =
  'Je verzoek om herintreding is ingediend. Je krijgt bericht zodra het is beoordeeld.';
export const REENTER_PAID = 'De registratiebijdrage is betaald. Dien je verzoek nu in.';
export const REENTER_CANNOT_UNDO = 'Na het indienen kun je je verzoek niet meer wijzigen.';
export const REENTER_NO_REJECTED = 'Je hebt geen afgewezen verzoek om herintreding.';
export const REENTER_NEXT_STEPS =
  'Je kunt een nieuw verzoek om herintreding indienen als je situatie is veranderd, bijvoorbeeld met een nieuw diploma of meer werkervaring. Heb je vragen over het besluit, neem dan contact op met het register.';

export const MEASURE_LABELS: Record<(typeof REENTER_MEASURE_TYPES)[number], string> = {
  waarschuwing: 'Waarschuwing',
  berisping: 'Berisping',
  'voorwaardelijke-schorsing': 'Voorwaardelijke schorsing',
  schorsing: 'Schorsing',
  doorhaling: 'Doorhaling',
};

export const MEASURE_OPTIONS = REENTER_MEASURE_TYPES.map((value) => ({
  value,
  label: MEASURE_LABELS[value],
}));

export const targetText = (target: { label: string; registrationBranch: { label: string } }) =>
  `${target.registrationBranch.label}: ${target.label}`;

export const yesNo = (value: boolean | null | undefined) => (value == null ? '-' : value ? 'Ja' : 'Nee');
