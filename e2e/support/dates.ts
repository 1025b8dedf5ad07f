/**
 * Days as the specs compare them with the portal: in the Netherlands' time zone (the api's
 * todayInNetherlands), shown as DD-MM-YYYY, and sent to the api as YYYY-MM-DD.
 */

/** Today in the Netherlands as YYYY-MM-DD. */
export function isoToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
}

/** A day in the Netherlands as the portal shows it (DD-MM-YYYY): today, or the same day years ahead. */
export function dutchDate(yearsAhead = 0): string {
  const [year, month, day] = isoToday().split('-');
  return `${day}-${month}-${Number(year) + yearsAhead}`;
}

/** DD-MM-YYYY plus whole months, as the api's addToDate does (the day kept, clamped to the month). */
export function plusMonths(dutch: string, months: number): string {
  const [day, month, year] = dutch.split('-').map(Number) as [number, number, number];
  const total = year * 12 + (month - 1) + months;
  const y = Math.floor(total / 12);
  const m = (total % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${String(Math.min(day, last)).padStart(2, '0')}-${String(m).padStart(2, '0')}-${y}`;
}

/** DD-MM-YYYY as YYYY-MM-DD. */
export const isoFromDutch = (dutch: string): string => dutch.split('-').reverse().join('-');
