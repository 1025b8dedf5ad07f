/** The screen's texts, in one place (the api says the refusals in its own words). */
export const NIP_NVO_TITLE = 'Herregistratie afronden met NIP- of NVO-bewijs';
export const NIP_NVO_SUBMITTED = 'Je herregistratie is ingediend met je NIP- of NVO-bewijs.';
export const NIP_NVO_NOT_AVAILABLE =
  'Afronden met NIP- of NVO-bewijs is alleen mogelijk voor gedragswetenschappers. Je herregistreert met je activiteiten.';
export const NIP_NVO_NO_ROUND = 'Er is geen herregistratie gevonden.';
export const NIP_NVO_WITH_ACTIVITIES =
  'Je hebt je herregistratie al ingediend met je activiteiten. Afronden met NIP- of NVO-bewijs is daarom niet meer nodig.';
export const NIP_NVO_CANNOT_UNDO =
  'Indienen kan niet ongedaan worden gemaakt. Je herregistratie gaat daarna in behandeling; je activiteiten van deze periode tellen dan niet meer mee.';

export const ASSOCIATION_OPTIONS = [
  { value: 'NIP', label: 'NIP (Nederlands Instituut van Psychologen)' },
  { value: 'NVO', label: 'NVO (Nederlandse Vereniging van pedagogen en onderwijskundigen)' },
] as const;

export const associationLabel = (value: string) =>
  ASSOCIATION_OPTIONS.find((option) => option.value === value)?.label ?? value;
