/** Calendar dates as the register sees them: in the Netherlands, as 'YYYY-MM-DD' strings. */

const AMSTERDAM_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function todayInNetherlands(now: Date = new Date()): string {
  return AMSTERDAM_DATE.format(now);
}

/** Adds whole years, months and days to a 'YYYY-MM-DD' date (UTC arithmetic, no time zones). */
export function addToDate(date: string, { years = 0, months = 0, days = 0 }): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const result = new Date(Date.UTC(year + years, month - 1 + months, day + days));
  return result.toISOString().slice(0, 10);
}
