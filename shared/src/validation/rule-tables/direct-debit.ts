/**
 * The SEPA mandate form of 'Automatische incasso' (remote-professional) and the api's
 * signDirectDebitMandate: one rule source, so both refuse the same IBAN with the same message.
 */
import type { ValidationRules } from '../types';

export const DIRECT_DEBIT_MANDATE_RULES = {
  accountHolder: 'required|max:70',
  iban: 'required|max:42|iban',
  consent: 'accepted',
} as const satisfies ValidationRules;
