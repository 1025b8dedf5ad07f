/** Calendar dates as the register sees them: in the Netherlands, as 'YYYY-MM-DD' strings. */

const AMSTERDAM_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

const HOUR_MS = 3_600_000;
const daysByHour = new Map<number, string>();

/**
 * The day in the Netherlands of a moment. Intl's formatting is slow next to the rest of a request
 * (issue 8: a signed-in portalInit asked it dozens of times), so each UTC hour's answer is kept:
 * since 1940 Amsterdam's offset is whole hours, so its midnight falls on a UTC hour boundary and the
 * day is the same for the whole hour. Earlier moments are formatted each time.
 */
function dayInNetherlands(moment: Date): string {
  const time = moment.getTime();
  if (time < 0) return AMSTERDAM_DATE.format(moment);
  const hour = Math.floor(time / HOUR_MS);
  let day = daysByHour.get(hour);
  if (day === undefined) {
    if (daysByHour.size >= 10_000) daysByHour.clear();
    day = AMSTERDAM_DATE.format(moment);
    daysByHour.set(hour, day);
  }
  return day;
}

export function todayInNetherlands(now: Date = new Date()): string {
  return dayInNetherlands(now);
}

/**
 * A date as 'YYYY-MM-DD': a calendar day as it is, a moment (a Date or timestamp text) as its day in
 * the Netherlands — 23:30 UTC on 31 March is already 1 April there. Null when unreadable. The
 * `Date` scalar and the invoice PDF both use it, so a screen and a document never differ by a day.
 */
export function toDateString(value: Date | string): string | null {
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) return value;
  const moment = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(moment.getTime()) ? null : dayInNetherlands(moment);
}

/** Adds whole years, months and days to a 'YYYY-MM-DD' date (UTC arithmetic, no time zones). */
export function addToDate(date: string, { years = 0, months = 0, days = 0 }): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const result = new Date(Date.UTC(year + years, month - 1 + months, day + days));
  return result.toISOString().slice(0, 10);
}
