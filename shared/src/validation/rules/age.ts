import { parseDateDetailed } from '../dates';
import { MESSAGES } from '../messages';
import type { RuleDefinition } from '../types';

/**
 * Rules on how long ago a date lies, counted from `today` (the day of saving or submitting):
 * - `vog_max_age:MONTHS`: a certificate of conduct issued no longer ago than MONTHS (DOMAIN.md: at
 *   most 3 months old at submission). Judged on the step itself, so nobody pays before learning
 *   their VOG is too old.
 * - `min_age_years:YEARS`: a date of birth at least YEARS back.
 * A value that is no date is the date rules' to report.
 */

const countArgument = (args: readonly string[]) =>
  /^\d+$/.test(args[0] ?? '') ? null : `a whole number instead of '${args[0] ?? ''}'`;

export const vogAgeMessage = (months: number): string =>
  `De VOG mag bij het indienen niet ouder zijn dan ${months} ${months === 1 ? 'maand' : 'maanden'}.`;

export const minAgeMessage = (years: number): string =>
  `De geboortedatum moet minstens ${years} jaar geleden zijn.`;

export const ageRules: Readonly<Record<string, RuleDefinition>> = {
  vog_max_age: {
    minArgs: 1,
    checkArgs: countArgument,
    validate: ({ value, today }, [months]) => {
      const parsed = parseDateDetailed(value);
      if (!parsed) return [MESSAGES.date];
      const oldest = today.subtract(Number(months), 'month');
      return parsed.date.isBefore(oldest, 'day') ? [vogAgeMessage(Number(months))] : [];
    },
  },

  min_age_years: {
    minArgs: 1,
    checkArgs: countArgument,
    validate: ({ value, today }, [years]) => {
      const parsed = parseDateDetailed(value);
      if (!parsed) return [MESSAGES.date];
      const latest = today.subtract(Number(years), 'year');
      return parsed.date.isAfter(latest, 'day') ? [minAgeMessage(Number(years))] : [];
    },
  },
};
