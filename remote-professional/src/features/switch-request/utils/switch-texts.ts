import type { RouteName } from '@portal/shared/routes';
import type { SwitchKind } from '../../../generated/operation-types';

/** The words of each switch: its screen, its steps and its outcome, in one place. */
export interface SwitchTexts {
  route: Extract<RouteName, 'branchSwitchRequest' | 'targetSwitchRequest'>;
  title: string;
  intro: string;
  targetLabel: string;
  targetPlaceholder: string;
  evidenceLabel: string;
  evidenceExtra: string;
  submitted: string;
}

export const NO_REGISTRATION =
  'Je hebt geen goedgekeurde registratie: wisselen kan pas als je geregistreerd bent.';
export const NO_REQUEST = 'Dit verzoek bestaat niet (meer).';

export const SWITCH_TEXTS: Record<SwitchKind, SwitchTexts> = {
  branchSwitch: {
    route: 'branchSwitchRequest',
    title: 'Kamerwisselen',
    intro:
      'Wissel je van kamer, dan loopt je registratieperiode door in de nieuwe kamer en houd je je goedgekeurde activiteiten voor de herregistratie.',
    targetLabel: 'Nieuwe kamer',
    targetPlaceholder: 'Kies de kamer en registratie',
    evidenceLabel: 'Diploma’s',
    evidenceExtra:
      'Het diploma (en eventuele aanvullende bewijzen) dat toegang geeft tot de nieuwe kamer. PDF, JPG of PNG, maximaal 10 MB.',
    submitted: 'Je verzoek om van kamer te wisselen is ingediend. Je krijgt bericht zodra het is beoordeeld.',
  },
  targetSwitch: {
    route: 'targetSwitchRequest',
    title: 'Overstappen naar postmasterregistratie',
    intro:
      'Heb je een postmasteropleiding afgerond, dan stap je over naar de postmasterregistratie binnen je kamer. Je registratieperiode en je activiteiten blijven zoals ze zijn.',
    targetLabel: 'Postmasterregistratie',
    targetPlaceholder: 'Kies de postmasterregistratie',
    evidenceLabel: 'Bewijs van je postmasteropleiding',
    evidenceExtra: 'Bijvoorbeeld je diploma of je NIP- of NVO-registratie. PDF, JPG of PNG, maximaal 10 MB.',
    submitted:
      'Je verzoek om over te stappen naar een postmasterregistratie is ingediend. Je krijgt bericht zodra het is beoordeeld.',
  },
};

/** The same rules as the api's SWITCH_RULES (api/src/schema/switch-request.ts). */
export const SWITCH_STEP_RULES = {
  target: { toRegistrationTargetId: 'required' },
  motivation: { motivation: 'required|min:20|max:2000' },
  evidence: { mediaUuids: 'required' },
} as const;

export const targetText = (target: { label: string; registrationBranch: { label: string } }) =>
  `${target.registrationBranch.label}: ${target.label}`;
