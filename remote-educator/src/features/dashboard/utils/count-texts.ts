import { countText, type CountForms } from '@portal/shared/format';

/** The Overzicht's counted words, singular and plural side by side ('1 maand', '3 maanden'). */
const SESSIONS: CountForms = { one: 'sessie', other: 'sessies' };
const APPROVED_ACCREDITATIONS: CountForms = {
  one: 'goedgekeurde accreditatie',
  other: 'goedgekeurde accreditaties',
};
const DAYS: CountForms = { one: 'dag', other: 'dagen' };
const MONTHS: CountForms = { one: 'maand', other: 'maanden' };

/** The Overzicht's sentences with a count in them, each right for 1 as for any other number. */
export const COUNT_TEXTS = {
  awardableSessions: (count: number) => `Voor ${countText(count, SESSIONS)} kun je punten invoeren.`,
  approvedAccreditations: (count: number) => `Je hebt ${countText(count, APPROVED_ACCREDITATIONS)}.`,
  pointsEntryPeriod: (months: number) =>
    `Dat kan tot ${countText(months, MONTHS)} na het einde van een sessie.`,
  daysLeft: (days: number) =>
    days === 0
      ? 'Vandaag is de laatste dag om punten in te voeren.'
      : `Nog ${countText(days, DAYS)} om punten in te voeren`,
  endingSoon: (title: string, months: number) =>
    `De accreditatie van '${title}' loopt binnen ${countText(months, MONTHS)} af.`,
};
