import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

/**
 * Reading dates the way SPEC section 5 allows: DD-MM-YYYY or YYYY-MM-DD, each optionally with
 * HH:mm:ss, slashes read as dashes. Parsing is strict, so impossible dates (31-02-2024) fail
 * instead of rolling over into the next month.
 */

dayjs.extend(customParseFormat);

export const ISO_DATE_FORMAT = 'YYYY-MM-DD';
export const DUTCH_DATE_FORMAT = 'DD-MM-YYYY';

const ACCEPTED_FORMATS: readonly { pattern: RegExp; format: string; hasTime: boolean }[] = [
  { pattern: /^\d{2}-\d{2}-\d{4}$/, format: 'DD-MM-YYYY', hasTime: false },
  { pattern: /^\d{4}-\d{2}-\d{2}$/, format: 'YYYY-MM-DD', hasTime: false },
  { pattern: /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/, format: 'DD-MM-YYYY HH:mm:ss', hasTime: true },
  { pattern: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, format: 'YYYY-MM-DD HH:mm:ss', hasTime: true },
];

export interface ParsedDate {
  readonly date: Dayjs;
  /** Whether a time of day was given; without one, comparisons are by day. */
  readonly hasTime: boolean;
}

export function normaliseDateText(text: string): string {
  return text.trim().replace(/\//g, '-');
}

/** Strict parse with one dayjs format; slashes in value and format count as dashes. */
export function parseWithFormat(value: unknown, format: string): Dayjs | null {
  if (typeof value !== 'string') return null;
  const parsed = dayjs(normaliseDateText(value), normaliseDateText(format), true);
  return parsed.isValid() ? parsed : null;
}

function fromInstant(date: Dayjs): ParsedDate | null {
  if (!date.isValid()) return null;
  const hasTime = date.hour() !== 0 || date.minute() !== 0 || date.second() !== 0 || date.millisecond() !== 0;
  return { date, hasTime };
}

export function parseDateDetailed(value: unknown): ParsedDate | null {
  if (dayjs.isDayjs(value)) return fromInstant(value);
  if (value instanceof Date) return fromInstant(dayjs(value));
  if (typeof value !== 'string') return null;
  const text = normaliseDateText(value);
  const accepted = ACCEPTED_FORMATS.find((candidate) => candidate.pattern.test(text));
  if (!accepted) return null;
  const date = dayjs(text, accepted.format, true);
  return date.isValid() ? { date, hasTime: accepted.hasTime } : null;
}

/** A dayjs for a date in one of the accepted forms (or a Date/dayjs), null for anything else. */
export function parseDate(value: unknown): Dayjs | null {
  return parseDateDetailed(value)?.date ?? null;
}

/** The day `today` stands for: the given YYYY-MM-DD, or the local date. */
export function resolveToday(today: string | undefined): Dayjs {
  if (today === undefined) return dayjs().startOf('day');
  // The api passes the same day to every validation of a day: a strict parse each time was a tenth
  // of a list request's own time. A Dayjs never changes, so the last one parsed is handed out again.
  if (today === lastToday.text) return lastToday.parsed;
  const parsed = dayjs(today, ISO_DATE_FORMAT, true);
  if (!parsed.isValid()) throw new TypeError(`The 'today' option must be a YYYY-MM-DD date, got '${today}'.`);
  lastToday = { text: today, parsed };
  return parsed;
}

let lastToday: { text: string | undefined; parsed: Dayjs } = { text: undefined, parsed: dayjs(0) };

/** Negative when a is earlier; by day unless both carry a time. */
export function compareDates(a: ParsedDate, b: ParsedDate): number {
  const unit = a.hasTime && b.hasTime ? 'millisecond' : 'day';
  if (a.date.isBefore(b.date, unit)) return -1;
  if (a.date.isAfter(b.date, unit)) return 1;
  return 0;
}

const RELATIVE_DAYS: Readonly<Record<string, number>> = { yesterday: -1, today: 0, tomorrow: 1 };

export interface DateBound {
  readonly parsed: ParsedDate;
  /** `today` itself, which has messages of its own ('niet in de toekomst'). */
  readonly isToday: boolean;
}

/**
 * Resolves a date argument as Laravel does: a keyword (`today`), else a literal date, else the
 * name of another field. Null when there is nothing to compare with, such as an empty field.
 */
export function resolveDateBound(
  argument: string,
  today: Dayjs,
  lookup: (reference: string) => unknown,
): DateBound | null {
  const keyword = argument.trim().toLowerCase();
  const offset = RELATIVE_DAYS[keyword];
  if (offset !== undefined)
    return { parsed: { date: today.add(offset, 'day'), hasTime: false }, isToday: offset === 0 };
  const literal = parseDateDetailed(argument);
  if (literal) return { parsed: literal, isToday: false };
  const referenced = parseDateDetailed(lookup(argument.trim()));
  return referenced ? { parsed: referenced, isToday: false } : null;
}

export function toDutchDate(date: Dayjs): string {
  return date.format(DUTCH_DATE_FORMAT);
}

export function toIsoDate(date: Dayjs): string {
  return date.format(ISO_DATE_FORMAT);
}

/** Whether text is a date in one of the accepted forms (for the `portal-date` JSON schema format). */
export function isDutchDateText(text: string): boolean {
  return parseDateDetailed(text) !== null;
}
