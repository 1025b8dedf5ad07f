/**
 * Every Dutch text the form engine (and the shared ui pieces) shows, in one place so screens and tests
 * use the same words.
 * The two `INTERNAL_*` messages are English on purpose: they are error messages for logs (SPEC section 8).
 */
export const INTERNAL_VALIDATION_ERROR = 'Form validation did not pass';
export const INTERNAL_BATCH_ERROR = 'One or more batched mutations returned errors';

export const FORM_TEXT = {
  loading: 'Laden...',
  /** An empty list or value (SPEC section 8's generic label). */
  noData: 'Geen gegevens beschikbaar',
  previous: 'Vorige',
  next: 'Volgende',
  saveDraft: 'Opslaan als concept',
  submit: 'Versturen',
  draftSaved: 'Het concept is opgeslagen.',
  saved: 'De gegevens zijn opgeslagen.',
  stepOf: (current: number, total: number) => `Stap ${current} van ${total}`,
  steps: 'Stappen',
  /** Said after a finished step's name in the step indicator (screen readers only). */
  stepDone: 'afgerond',
  validationFailed: 'Niet alle velden zijn goed ingevuld. Controleer de gemarkeerde velden.',
  batchFailed: 'Niet alle gegevens konden worden opgeslagen. Probeer het opnieuw.',
  saveFailed: 'Er is iets misgegaan bij het opslaan. Probeer het opnieuw.',
  loadingTimedOut: 'Het laden duurt langer dan verwacht. Probeer het later opnieuw.',
  selectPlaceholder: 'Maak een keuze',
  otherOptionLabel: 'Anders, namelijk...',
  otherFieldLabel: 'Anders, namelijk',
  country: 'Land',
  postalCode: 'Postcode',
  datePlaceholder: 'DATUM',
  chooseDate: 'Kies een datum',
  previousMonth: 'Vorige maand',
  nextMonth: 'Volgende maand',
  chooseMonth: 'Kies een maand',
  chooseYear: 'Kies een jaar',
  previousYears: (count: number) => `Vorige ${count} jaar`,
  nextYears: (count: number) => `Volgende ${count} jaar`,
  clearDate: 'Wissen',
  close: 'Sluiten',
  addFile: 'Bestand toevoegen',
  removeFile: (filename: string) => `${filename} verwijderen`,
  uploading: (filename: string) => `${filename} wordt geüpload`,
  uploadFailed: (filename: string) => `${filename} kon niet worden geüpload. Probeer het opnieuw.`,
  uploadRefused: (filename: string, reason: string) => `${filename} is niet geüpload. ${reason}`,
  uploaded: (filename: string) => `${filename} is geüpload.`,
  updatedAt: (date: string) => `gewijzigd op ${date}`,
  noFiles: 'Nog geen bestanden toegevoegd.',
  leaveTitle: 'Wijzigingen niet opgeslagen. Toch verlaten?',
  leaveText: 'Wat je op deze stap hebt gewijzigd, gaat verloren als je de pagina verlaat.',
  leave: 'Toch verlaten',
  stay: 'Blijven',
} as const;
