/** The Dutch texts of the Scholingsadvies screens, each in one place. */
export const NO_ADVICE = 'Dit scholingsadvies bestaat niet (meer).';
export const ADVICE_SUBMITTED =
  'Je aanvraag voor scholingsadvies is ingediend. Je krijgt bericht zodra het advies klaarstaat.';
export const ADVICE_COMPLETED = 'Je scholingsadvies is afgerond. Dank je wel voor je bewijs.';
export const CANNOT_COMPLETE =
  'Dit scholingsadvies kun je nu niet afronden: dat kan zodra je het advies hebt ontvangen, en één keer.';
export const ADVICE_INTRO =
  'Twijfel je welke scholing je nodig hebt, bijvoorbeeld om weer in te stromen of om aan de eisen voor je herregistratie te voldoen? Vraag dan een scholingsadvies aan. Een medewerker van het register bekijkt je vraag en stuurt je een advies. Heb je de geadviseerde scholing gevolgd, dan rond je het advies af door je bewijs te uploaden.';
