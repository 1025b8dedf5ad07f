/**
 * The errors the client acts on (SPEC section 8), each with a numeric `extensions.code`:
 * 401 not signed in, 403 forbidden, 419 anti-forgery token missing, 422 validation (with
 * `extensions.validation: { field: [messages] }`), 503 maintenance ('Service Unavailable').
 * `extensions.http.status` sets the HTTP status and is stripped from the body by Yoga.
 */
import { validate, type ValidationRules } from '@portal/shared/validation';
import { GraphQLError } from 'graphql';
import { todayInNetherlands } from './domain/dates';

export const ERROR_CODES = {
  badRequest: 400,
  unauthenticated: 401,
  forbidden: 403,
  xsrf: 419,
  validation: 422,
  maintenance: 503,
} as const;

export const MESSAGES = {
  unauthenticated: 'Je bent niet (meer) ingelogd. Log opnieuw in.',
  forbidden: 'Je hebt geen toegang tot deze gegevens.',
  unverified:
    'Bevestig eerst je e-mailadres met de link in de e-mail die we je hebben gestuurd. Daarna kun je dit doen.',
  impersonating:
    'Je bekijkt dit account als medewerker: wijzigen is niet mogelijk. Je kunt alleen uitloggen.',
  xsrf: 'Je sessie is verlopen of het formulier is verouderd. Vernieuw de pagina en probeer het opnieuw.',
  validation: 'De gegevens zijn niet geldig. Controleer de gemarkeerde velden.',
  // The client recognises maintenance by this exact English text (SPEC section 8).
  maintenance: 'Service Unavailable',
  publicOnly: 'Deze bewerking is alleen beschikbaar voor ingelogde gebruikers.',
  unexpected: 'Er is iets misgegaan. Probeer het later opnieuw.',
} as const;

export function unauthenticatedError(): GraphQLError {
  return new GraphQLError(MESSAGES.unauthenticated, { extensions: { code: ERROR_CODES.unauthenticated } });
}

export function forbiddenError(message: string = MESSAGES.forbidden): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ERROR_CODES.forbidden } });
}

export function xsrfError(): GraphQLError {
  return new GraphQLError(MESSAGES.xsrf, { extensions: { code: ERROR_CODES.xsrf, http: { status: 419 } } });
}

export function maintenanceError(): GraphQLError {
  return new GraphQLError(MESSAGES.maintenance, { extensions: { code: ERROR_CODES.maintenance } });
}

export function badRequestError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ERROR_CODES.badRequest } });
}

/** Server-side validation failure; the forms show each message under its field. */
export function throwValidationError(validation: Record<string, string[]>): never {
  throw new GraphQLError(MESSAGES.validation, { extensions: { code: ERROR_CODES.validation, validation } });
}

export interface ValidateInputOptions {
  /** `isDraft: 1` (or true): required rules are dropped for empty fields. */
  isDraft?: number | boolean | null | undefined;
  /** Field that must repeat another field exactly: `{ passwordConfirmation: 'password' }`. */
  confirmations?: Readonly<Record<string, string>>;
  /** Checks the rule engine has no rule for: a Dutch message, or null when the field is fine. */
  checks?: Readonly<Record<string, (input: Readonly<Record<string, unknown>>) => string | null>>;
}

export const CONFIRMATION_MESSAGE = 'De bevestiging komt niet overeen.';

/** An id argument that is not a uuid: refused as input, never looked up (and never a server error). */
export const INVALID_ID_MESSAGE =
  'Dit is geen geldige verwijzing. Vernieuw de pagina en probeer het opnieuw.';

/**
 * Every mutation's input goes through here before anything is written: the shared Laravel-style
 * rules (the same the forms use) plus confirmations, raising 422 with `extensions.validation`.
 */
export function validateOrThrow(
  input: Readonly<Record<string, unknown>>,
  rules: ValidationRules,
  options: ValidateInputOptions = {},
): void {
  // 'today' in a rule is the Dutch calendar day, whatever the server's own time zone (UTC in a container).
  const errors = validate(input, rules, { draft: Boolean(options.isDraft), today: todayInNetherlands() });
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  for (const [field, original] of Object.entries(options.confirmations ?? {})) {
    if (input[field] !== input[original]) add(field, CONFIRMATION_MESSAGE);
  }
  for (const [field, check] of Object.entries(options.checks ?? {})) {
    const message = check(input);
    if (message) add(field, message);
  }
  if (Object.keys(errors).length > 0) throwValidationError(errors);
}
