import type { RuleDefinition } from '../types';
import { isNumericValue } from '../values';

/** 'maand' or 'maanden'. */
const months = (count: number) => `${count} ${count === 1 ? 'maand' : 'maanden'}`;

export const deferralPerRequestMessage = (limit: number) =>
  `Per aanvraag kun je hoogstens ${months(limit)} uitstel vragen.`;

export const deferralPerPeriodMessage = (limit: number, left: number) =>
  left > 0
    ? `Per registratieperiode kun je hoogstens ${months(limit)} uitstel krijgen; je kunt nog ${months(left)} vragen.`
    : `Per registratieperiode kun je hoogstens ${months(limit)} uitstel krijgen; je hebt dat al gekregen.`;

function numberAt(lookup: (reference: string) => unknown, reference: string | undefined): number | null {
  if (reference === undefined) return null;
  const value = isNumericValue(reference) ? reference : lookup(reference);
  return typeof value === 'number' || (typeof value === 'string' && isNumericValue(value))
    ? Number(value)
    : null;
}

/**
 * `deferral_months:perRequest,perPeriod,left`: months of deferral within the register's limits
 * (DOMAIN.md: 6 per request, 12 per period), each argument a number or a field holding one
 * (the api puts the settings beside the answers). Each limit fails with a message that names it.
 */
export const deferralRules: Readonly<Record<string, RuleDefinition>> = {
  deferral_months: {
    minArgs: 3,
    validate: ({ value, lookup }, [perRequestRef, perPeriodRef, leftRef]) => {
      if (!isNumericValue(value) && typeof value !== 'number') return [];
      const requested = Number(value);
      const perRequest = numberAt(lookup, perRequestRef);
      const perPeriod = numberAt(lookup, perPeriodRef);
      const left = numberAt(lookup, leftRef);
      if (perRequest !== null && requested > perRequest) return [deferralPerRequestMessage(perRequest)];
      if (perPeriod !== null && left !== null && requested > left) {
        return [deferralPerPeriodMessage(perPeriod, left)];
      }
      return [];
    },
  },
};
