/**
 * The keuzehulp's questions and advice in one table (DOMAIN.md, chambers and targets). Staff
 * change requirements over time, so the rules live here as data and the screen only walks them.
 */
export type EducationLevel = 'hbo' | 'mbo' | 'wo';
export const EDUCATION_LEVELS: readonly EducationLevel[] = ['hbo', 'mbo', 'wo'];

export interface WizardOption {
  label: string;
  /** Id of the next question or advice. */
  next: string;
}

export interface WizardQuestion {
  kind: 'question';
  text: string;
  help?: string;
  options: readonly WizardOption[];
}

export interface WizardAdvice {
  kind: 'advice';
  outcome: 'register' | 'notPossible' | 'notRequired';
  title: string;
  text: string;
  /** Chamber and target to register in, when registration is the advice. */
  chamber?: string;
  target?: string;
}

export type WizardNode = WizardQuestion | WizardAdvice;

const JGP = 'Jeugd- en gezinsprofessionals';
const GW = 'Gedragswetenschappers';

/** First question for each level; every level first checks the BIG register. */
export const LEVEL_START: Record<EducationLevel, string> = { hbo: 'big-hbo', mbo: 'big-mbo', wo: 'big-wo' };

const bigQuestion = (next: string): WizardQuestion => ({
  kind: 'question',
  text: 'Sta je ingeschreven in het BIG-register?',
  help: 'Bijvoorbeeld als GZ-psycholoog, psychotherapeut of verpleegkundige.',
  options: [
    { label: 'Ja', next: 'advice-big' },
    { label: 'Nee', next },
  ],
});

export const DECISION_TABLE: Record<string, WizardNode> = {
  'big-hbo': bigQuestion('hbo-diploma'),
  'big-mbo': bigQuestion('mbo-other-diploma'),
  'big-wo': bigQuestion('wo-master'),

  'hbo-diploma': {
    kind: 'question',
    text: 'Welk hbo-diploma heb je?',
    options: [
      { label: 'Social Work, profiel Jeugd', next: 'advice-jgp' },
      { label: 'Pedagogiek, profiel Jeugd', next: 'advice-jgp' },
      { label: 'Master Jeugdzorg', next: 'advice-jgp' },
      { label: 'Social Work, profiel Zorg of Welzijn & Samenleving', next: 'hbo-extra-education' },
      { label: 'Een ander hbo-diploma', next: 'hbo-evc' },
    ],
  },
  'hbo-extra-education': {
    kind: 'question',
    text: 'Heb je de aanvullende scholing voor jeugd (tot 45 EC) afgerond?',
    options: [
      { label: 'Ja', next: 'advice-jgp' },
      { label: 'Nee', next: 'advice-hbo-extra-needed' },
    ],
  },
  'hbo-evc': {
    kind: 'question',
    text: 'Heb je een evc-traject met branchecertificaat jeugd afgerond?',
    options: [
      { label: 'Ja', next: 'advice-jgp' },
      { label: 'Nee', next: 'advice-hbo-not-qualifying' },
    ],
  },

  'mbo-other-diploma': {
    kind: 'question',
    text: 'Heb je naast je mbo-diploma ook een hbo- of wo-diploma?',
    options: [
      { label: 'Ja, een hbo-diploma', next: 'hbo-diploma' },
      { label: 'Ja, een wo-master', next: 'wo-master' },
      { label: 'Nee', next: 'advice-mbo' },
    ],
  },

  'wo-master': {
    kind: 'question',
    text: 'Welke wo-master heb je afgerond?',
    options: [
      { label: 'Psychologie', next: 'wo-psychologist-note' },
      { label: 'Orthopedagogiek', next: 'wo-orthopedagogue-note' },
      { label: 'Een andere master', next: 'wo-hbo-job' },
    ],
  },
  'wo-psychologist-note': {
    kind: 'question',
    text: 'Heb je een master met jeugdvakkenpakket en de Basisaantekening Psychodiagnostiek (BAPD) van het NIP?',
    options: [
      { label: 'Ja', next: 'advice-master-psychologist' },
      { label: 'Nee', next: 'advice-wo-note-needed' },
    ],
  },
  'wo-orthopedagogue-note': {
    kind: 'question',
    text: 'Is je master door de NVO geaccrediteerd en heb je de NVO-aantekening diagnostiek?',
    options: [
      { label: 'Ja', next: 'advice-master-orthopedagogue' },
      { label: 'Nee', next: 'advice-wo-note-needed' },
    ],
  },
  'wo-hbo-job': {
    kind: 'question',
    text: 'Werk je in een functie op hbo-niveau met jeugdigen en gezinnen?',
    options: [
      { label: 'Ja', next: 'advice-jgp-practical-programme' },
      { label: 'Nee', next: 'advice-wo-not-qualifying' },
    ],
  },

  'advice-big': {
    kind: 'advice',
    outcome: 'notRequired',
    title: 'Registratie is niet nodig',
    text: 'Wie in het BIG-register staat, hoeft zich niet in het Kwaliteitsregister Jeugd te registreren.',
  },
  'advice-jgp': {
    kind: 'advice',
    outcome: 'register',
    title: `Registreer je in de kamer ${JGP}`,
    text: 'Met jouw diploma kun je je registreren als jeugd- en gezinsprofessional.',
    chamber: JGP,
    target: 'Jeugd- en gezinsprofessional',
  },
  'advice-jgp-practical-programme': {
    kind: 'advice',
    outcome: 'register',
    title: `Registreer je in de kamer ${JGP}`,
    text: 'Met een wo-master in een hbo-functie rond je eerst een geaccrediteerd praktijkprogramma bij je werkgever af, afgesloten met een leerverslag.',
    chamber: JGP,
    target: 'Jeugd- en gezinsprofessional',
  },
  'advice-master-psychologist': {
    kind: 'advice',
    outcome: 'register',
    title: `Registreer je in de kamer ${GW}`,
    text: 'Je kunt je registreren als master-psycholoog. Houd een VOG van hooguit 3 maanden oud bij de hand.',
    chamber: GW,
    target: 'Master-psycholoog',
  },
  'advice-master-orthopedagogue': {
    kind: 'advice',
    outcome: 'register',
    title: `Registreer je in de kamer ${GW}`,
    text: 'Je kunt je registreren als master-orthopedagoog. Houd een VOG van hooguit 3 maanden oud bij de hand.',
    chamber: GW,
    target: 'Master-orthopedagoog',
  },
  'advice-hbo-extra-needed': {
    kind: 'advice',
    outcome: 'notPossible',
    title: 'Registratie is nu nog niet mogelijk',
    text: 'Met dit diploma volg je eerst aanvullende scholing voor jeugd (tot 45 EC). Daarna kun je je registreren in de kamer Jeugd- en gezinsprofessionals.',
  },
  'advice-hbo-not-qualifying': {
    kind: 'advice',
    outcome: 'notPossible',
    title: 'Registratie is niet mogelijk',
    text: 'Dit diploma geeft geen toegang tot het register. Een evc-traject met branchecertificaat jeugd kan dat wel.',
  },
  'advice-wo-note-needed': {
    kind: 'advice',
    outcome: 'notPossible',
    title: 'Registratie is nu nog niet mogelijk',
    text: 'Voor de kamer Gedragswetenschappers heb je de diagnostiekaantekening van het NIP of de NVO nodig. Heb je die bijna? Er bestaat een hardheidsclausule; neem contact met ons op.',
  },
  'advice-wo-not-qualifying': {
    kind: 'advice',
    outcome: 'notPossible',
    title: 'Registratie is niet mogelijk',
    text: 'Met deze master en zonder functie op hbo-niveau met jeugdigen en gezinnen kun je je niet registreren.',
  },
  'advice-mbo': {
    kind: 'advice',
    outcome: 'notPossible',
    title: 'Registratie met een mbo-diploma is niet mogelijk',
    text: 'Het Kwaliteitsregister Jeugd registreert professionals met een hbo- of wo-opleiding. Met alleen een mbo-diploma kun je je niet registreren; met een hbo-opleiding in jeugd of gezin kan dat later wel.',
  },
};
