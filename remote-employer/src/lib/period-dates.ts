/** Today in the Netherlands as YYYY-MM-DD, and a day some months on: the end-date filter's range. */
export function todayInNetherlands(now: Date = new Date()): string {
  // sv-SE writes dates as YYYY-MM-DD.
  return now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
}

export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
