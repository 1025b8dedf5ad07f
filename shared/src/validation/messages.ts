/**
 * The Dutch messages of the rule engine. SPEC section 5 fixes the default and the password
 * messages word for word; the rest follow the same informal, imperative tone.
 */

export const DEFAULT_MESSAGE = 'Ongeldige waarde.';

export const MESSAGES = {
  required: 'Dit veld is verplicht.',
  accepted: 'Je moet hiermee akkoord gaan.',
  date: 'Vul een geldige datum in (DD-MM-JJJJ).',
  notInFuture: 'De datum mag niet in de toekomst liggen.',
  notInPast: 'De datum mag niet in het verleden liggen.',
  in: 'Kies een geldige optie.',
  numeric: 'Vul een getal in.',
  integer: 'Vul een geheel getal in.',
  phone: 'Vul een geldig telefoonnummer in (8 tot 15 tekens).',
  email: 'Vul een geldig e-mailadres in.',
  alphaDash: 'Gebruik alleen letters, cijfers en koppeltekens.',
  postalCode: 'Vul een geldige postcode in.',
  iban: 'Dit is geen geldig IBAN-rekeningnummer.',
  password: {
    length: 'Wachtwoord dient minimaal 12 karakters te bevatten.',
    digit: 'Wachtwoord dient minimaal 1 cijfer te bevatten.',
    lowercase: 'Wachtwoord dient minimaal 1 kleine letter te bevatten.',
    uppercase: 'Wachtwoord dient minimaal 1 hoofdletter te bevatten.',
    special: 'Wachtwoord dient minimaal 1 speciaal teken te bevatten.',
  },
} as const;

/** `date_format` with another format than the default shows that format, in Dutch letters. */
export function dateFormatMessage(format: string): string {
  if (format === 'DD-MM-YYYY') return MESSAGES.date;
  return `Vul een geldige datum in (${format.replace(/Y/g, 'J').replace(/H/g, 'U')}).`;
}

export function notBeforeMessage(date: string): string {
  return `De datum mag niet vóór ${date} liggen.`;
}

export function notAfterMessage(date: string): string {
  return `De datum mag niet na ${date} liggen.`;
}

export function betweenDatesMessage(min: string, max: string): string {
  return `Kies een datum tussen ${min} en ${max}.`;
}

/** The kind of value a size rule measured: its message speaks of a number, characters or items. */
export type SizeKind = 'number' | 'string' | 'array';

export type SizeComparison = 'max' | 'min' | 'lt' | 'lte' | 'gt' | 'gte';

const NUMBER_MESSAGES: Record<SizeComparison, (limit: string) => string> = {
  max: (limit) => `De waarde mag niet groter zijn dan ${limit}.`,
  min: (limit) => `De waarde moet minimaal ${limit} zijn.`,
  lt: (limit) => `De waarde moet kleiner zijn dan ${limit}.`,
  lte: (limit) => `De waarde mag niet groter zijn dan ${limit}.`,
  gt: (limit) => `De waarde moet groter zijn dan ${limit}.`,
  gte: (limit) => `De waarde moet minimaal ${limit} zijn.`,
};

function countMessages(singular: string, plural: string): Record<SizeComparison, (limit: string) => string> {
  const count = (limit: string) => `${limit} ${limit === '1' ? singular : plural}`;
  return {
    max: (limit) => `Maximaal ${count(limit)}.`,
    min: (limit) => `Minimaal ${count(limit)}.`,
    lt: (limit) => `Minder dan ${count(limit)}.`,
    lte: (limit) => `Maximaal ${count(limit)}.`,
    gt: (limit) => `Meer dan ${count(limit)}.`,
    gte: (limit) => `Minimaal ${count(limit)}.`,
  };
}

const SIZE_MESSAGES: Record<SizeKind, Record<SizeComparison, (limit: string) => string>> = {
  number: NUMBER_MESSAGES,
  string: countMessages('teken', 'tekens'),
  array: countMessages('item', 'items'),
};

export function sizeMessage(kind: SizeKind, comparison: SizeComparison, limit: number): string {
  // Dutch decimal comma in the limit, so '2,5' rather than '2.5'.
  return SIZE_MESSAGES[kind][comparison](String(limit).replace('.', ','));
}
