import dayjs, { type Dayjs } from 'dayjs';
import { parseDate } from '../validation/dates';

/** Dates and times as Dutch users read them: DD-MM-YYYY and a 24-hour clock. */

export const DATE_DISPLAY_FORMAT = 'DD-MM-YYYY';
export const DATE_TIME_DISPLAY_FORMAT = 'DD-MM-YYYY HH:mm';

/** ISO 8601 with a time, as the api sends timestamps (`2024-05-01T09:30:00.000Z`). */
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Reads what the api or a form holds: a Date, dayjs, timestamp, or date text in any accepted form. */
export function toDayjs(value: unknown): Dayjs | null {
  if (typeof value === 'number') return Number.isFinite(value) ? dayjs(value) : null;
  const isoDateTime = typeof value === 'string' ? ISO_DATE_TIME.exec(value.trim()) : null;
  if (isoDateTime) {
    // dayjs would roll 2024-02-30 over into March; the calendar part must be a real day.
    if (!parseDate(isoDateTime[1])) return null;
    const parsed = dayjs(isoDateTime[0]);
    return parsed.isValid() ? parsed : null;
  }
  return parseDate(value);
}

/** 'DD-MM-YYYY', or '' for an empty or unreadable value. */
export function formatDate(value: unknown): string {
  return toDayjs(value)?.format(DATE_DISPLAY_FORMAT) ?? '';
}

/** 'DD-MM-YYYY HH:mm' in local time, or '' for an empty or unreadable value. */
export function formatDateTime(value: unknown): string {
  return toDayjs(value)?.format(DATE_TIME_DISPLAY_FORMAT) ?? '';
}
