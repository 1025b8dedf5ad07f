import {
  compareDates,
  DUTCH_DATE_FORMAT,
  ISO_DATE_FORMAT,
  parseDateDetailed,
  parseWithFormat,
  resolveDateBound,
  toDutchDate,
  type DateBound,
  type ParsedDate,
} from '../dates';
import {
  betweenDatesMessage,
  dateFormatMessage,
  DEFAULT_MESSAGE,
  MESSAGES,
  notAfterMessage,
  notBeforeMessage,
} from '../messages';
import type { RuleContext, RuleDefinition } from '../types';

/** Date rules. A value that is no date fails with the date message before any comparison. */

const PHP_TOKENS: Readonly<Record<string, string>> = {
  d: 'DD',
  j: 'D',
  m: 'MM',
  n: 'M',
  Y: 'YYYY',
  y: 'YY',
  H: 'HH',
  G: 'H',
  i: 'mm',
  s: 'ss',
};

/**
 * Laravel rule sets write formats in PHP letters (`d-m-Y`); ours are dayjs (`DD-MM-YYYY`).
 * A format made only of single PHP letters and separators is translated.
 */
export function toDayjsFormat(format: string): string {
  if (!/^[djmnYyHGis]([^a-zA-Z]+[djmnYyHGis])*$/.test(format)) return format;
  return format.replace(/[djmnYyHGis]/g, (token) => PHP_TOKENS[token] ?? token);
}

/**
 * The date field stores YYYY-MM-DD while the rule set names the DD-MM-YYYY it displays, so the
 * two day orders stand in for each other (with the same time part).
 */
function alternativeFormat(format: string): string | null {
  if (format.startsWith(DUTCH_DATE_FORMAT)) return ISO_DATE_FORMAT + format.slice(DUTCH_DATE_FORMAT.length);
  if (format.startsWith(ISO_DATE_FORMAT)) return DUTCH_DATE_FORMAT + format.slice(ISO_DATE_FORMAT.length);
  return null;
}

function matchesDateFormat(value: unknown, format: string): boolean {
  if (parseWithFormat(value, format)) return true;
  const alternative = alternativeFormat(format);
  return alternative !== null && parseWithFormat(value, alternative) !== null;
}

function boundOf(context: RuleContext, argument: string | undefined): DateBound | null {
  if (argument === undefined || argument.trim() === '') return null;
  return resolveDateBound(argument, context.today, context.lookup);
}

function tooLate(value: ParsedDate, max: DateBound | null): boolean {
  return max !== null && compareDates(value, max.parsed) > 0;
}

function tooEarly(value: ParsedDate, min: DateBound | null): boolean {
  return min !== null && compareDates(value, min.parsed) < 0;
}

const afterMaxMessage = (max: DateBound) =>
  max.isToday ? MESSAGES.notInFuture : notAfterMessage(toDutchDate(max.parsed.date));
const beforeMinMessage = (min: DateBound) =>
  min.isToday ? MESSAGES.notInPast : notBeforeMessage(toDutchDate(min.parsed.date));

/**
 * Runs a comparison only on a readable date. A bound that cannot be resolved (an empty field it
 * refers to) passes: that field's own rules report it, and one mistake should give one message.
 */
function withDate(
  check: (value: ParsedDate, context: RuleContext, args: readonly string[]) => readonly string[],
) {
  return (context: RuleContext, args: readonly string[]): readonly string[] => {
    const parsed = parseDateDetailed(context.value);
    return parsed ? check(parsed, context, args) : [MESSAGES.date];
  };
}

export const dateRules: Readonly<Record<string, RuleDefinition>> = {
  date: {
    validate: ({ value }) => (parseDateDetailed(value) ? [] : [MESSAGES.date]),
  },

  date_format: {
    minArgs: 1,
    checkArgs: (args) => (args.some((format) => format === '') ? 'an empty format' : null),
    validate: ({ value }, formats) => {
      const dayjsFormats = formats.map(toDayjsFormat);
      // A Date or dayjs from a date picker has no text to hold to a format; being a date is enough.
      const passes =
        typeof value === 'string'
          ? dayjsFormats.some((format) => matchesDateFormat(value, format))
          : parseDateDetailed(value) !== null;
      return passes ? [] : [dateFormatMessage(dayjsFormats[0] ?? DUTCH_DATE_FORMAT)];
    },
  },

  before_or_equal: {
    minArgs: 1,
    validate: withDate((value, context, [max]) => {
      const bound = boundOf(context, max);
      return bound && tooLate(value, bound) ? [afterMaxMessage(bound)] : [];
    }),
  },

  after_or_equal: {
    minArgs: 1,
    validate: withDate((value, context, [min]) => {
      const bound = boundOf(context, min);
      return bound && tooEarly(value, bound) ? [beforeMinMessage(bound)] : [];
    }),
  },

  /** `activity_date:MIN,MAX`: the date of an activity lies within both bounds; either may be empty. */
  activity_date: {
    validate: withDate((value, context, [minArgument, maxArgument]) => {
      const min = boundOf(context, minArgument);
      const max = boundOf(context, maxArgument);
      if (!tooEarly(value, min) && !tooLate(value, max)) return [];
      if (min && max)
        return [betweenDatesMessage(toDutchDate(min.parsed.date), toDutchDate(max.parsed.date))];
      if (min) return [beforeMinMessage(min)];
      if (max) return [afterMaxMessage(max)];
      return [DEFAULT_MESSAGE];
    }),
  },
};
