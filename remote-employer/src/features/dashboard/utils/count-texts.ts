import type { CountForms } from '@portal/shared/format';

/**
 * The Overzicht's counts in words, singular and plural side by side ('1 factuur staat open',
 * '2 facturen staan open'), so the screen and its tests read the same texts.
 */
export const COUNT_TEXTS = {
  requested: {
    one: 'koppelverzoek wacht op bevestiging van de professional',
    other: 'koppelverzoeken wachten op bevestiging van de professional',
  },
  endingSoon: {
    one: 'registratie eindigt binnen 3 maanden',
    other: 'registraties eindigen binnen 3 maanden',
  },
  suspended: { one: 'professional is geschorst', other: 'professionals zijn geschorst' },
  expired: { one: 'registratie is verlopen', other: 'registraties zijn verlopen' },
  mutations: { one: 'mutatie in de afgelopen 30 dagen', other: 'mutaties in de afgelopen 30 dagen' },
  programmeDecisions: {
    one: 'besluit over een praktijkprogramma in de afgelopen 30 dagen',
    other: "besluiten over praktijkprogramma's in de afgelopen 30 dagen",
  },
  openInvoices: { one: 'factuur staat open', other: 'facturen staan open' },
  activeLinks: {
    one: 'professional is aan je organisatie gekoppeld.',
    other: 'professionals zijn aan je organisatie gekoppeld.',
  },
} as const satisfies Record<string, CountForms>;
