/**
 * Dates and times as Dutch users read them: DD-MM-YYYY and a 24-hour clock.
 *
 * Without dayjs (format 2.0): a page that only shows dates (the dashboard, lists, cards) no longer loads
 * dayjs, its Dutch locale and its parse plugin, three files on a phone's first load (issue 8,
 * docs/performance.md "Session 14"). Reading a date is small enough to do here: the accepted forms are
 * those of SPEC section 5, as `@portal/shared/validation` reads them (DD-MM-YYYY or YYYY-MM-DD, each
 * optionally with HH:mm:ss, slashes read as dashes), strictly: 31-02-2024 is no date. A test holds the
 * results to dayjs's own for random dates and times.
 */

export const DATE_DISPLAY_FORMAT = 'DD-MM-YYYY';
export const DATE_TIME_DISPLAY_FORMAT = 'DD-MM-YYYY HH:mm';

/** ISO 8601 with a time, as the api sends timestamps (`2024-05-01T09:30:00.000Z`). */
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const DUTCH_DATE = /^(\d{2})-(\d{2})-(\d{4})(?: (\d{2}):(\d{2}):(\d{2}))?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/** A moment on the local clock, as shown. */
interface LocalMoment {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isRealDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!);
}

function fromInstant(date: Date): LocalMoment | null {
  if (Number.isNaN(date.getTime())) return null;
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
  };
}

/** A dayjs (or moment-like) value, as the date field and antd hand them over, without importing dayjs. */
function isInstantLike(value: unknown): value is { isValid(): boolean; toDate(): Date } {
  const candidate = value as { isValid?: unknown; toDate?: unknown } | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.isValid === 'function' &&
    typeof candidate.toDate === 'function'
  );
}

/** One of the accepted date texts (with or without a time of day), strictly; null for anything else. */
function fromText(text: string): LocalMoment | null {
  const normalised = text.trim().replace(/\//g, '-');
  const dutch = DUTCH_DATE.exec(normalised);
  const iso = dutch ? null : ISO_DATE.exec(normalised);
  if (!dutch && !iso) return null;
  const [year, month, day] = dutch
    ? [Number(dutch[3]), Number(dutch[2]), Number(dutch[1])]
    : [Number(iso![1]), Number(iso![2]), Number(iso![3])];
  const [hour, minute, second] = (dutch ?? iso)!.slice(4, 7).map((part) => (part ? Number(part) : 0));
  if (!isRealDay(year, month, day) || hour! > 23 || minute! > 59 || second! > 59) return null;
  return { year, month, day, hour: hour!, minute: minute! };
}

/** Reads what the api or a form holds: a Date, a dayjs, a timestamp, or date text in any accepted form. */
function toLocalMoment(value: unknown): LocalMoment | null {
  if (typeof value === 'number') return Number.isFinite(value) ? fromInstant(new Date(value)) : null;
  if (value instanceof Date) return fromInstant(value);
  if (isInstantLike(value)) return value.isValid() ? fromInstant(value.toDate()) : null;
  if (typeof value !== 'string') return null;
  const isoDateTime = ISO_DATE_TIME.exec(value.trim());
  if (isoDateTime) {
    // The browser would roll 2024-02-30 over into March; the calendar part must be a real day. Without
    // an offset the time is local, with one it is converted to the local clock (as the api's are).
    if (!fromText(isoDateTime[1]!)) return null;
    return fromInstant(new Date(isoDateTime[0]));
  }
  return fromText(value);
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const dayText = ({ year, month, day }: LocalMoment) => `${pad(day)}-${pad(month)}-${pad(year, 4)}`;

/** 'DD-MM-YYYY', or '' for an empty or unreadable value. */
export function formatDate(value: unknown): string {
  const moment = toLocalMoment(value);
  return moment ? dayText(moment) : '';
}

/** 'DD-MM-YYYY HH:mm' in local time, or '' for an empty or unreadable value. */
export function formatDateTime(value: unknown): string {
  const moment = toLocalMoment(value);
  return moment ? `${dayText(moment)} ${pad(moment.hour)}:${pad(moment.minute)}` : '';
}
