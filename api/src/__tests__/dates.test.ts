import { toDateString, todayInNetherlands } from '../domain/dates';

const amsterdam = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

// The day of a moment is kept per UTC hour (domain/dates.ts): the first and the last minute of every
// hour of two years, both daylight-saving changes included, give what Intl gives for that moment.
describe('the day in the Netherlands, kept per hour', () => {
  it('equals Intl at both ends of every hour', () => {
    const start = Date.UTC(2025, 0, 1);
    const wrong: string[] = [];
    for (let hour = 0; hour < 2 * 366 * 24; hour += 1) {
      for (const offset of [0, 3_599_999, 60_000]) {
        const moment = new Date(start + hour * 3_600_000 + offset);
        if (toDateString(moment) !== amsterdam.format(moment)) wrong.push(moment.toISOString());
        if (todayInNetherlands(moment) !== amsterdam.format(moment)) wrong.push(moment.toISOString());
      }
    }
    expect(wrong).toEqual([]);
  });

  it('formats moments before 1970 without the cache', () => {
    expect(toDateString(new Date('1938-05-15T23:50:00Z'))).toBe(
      amsterdam.format(new Date('1938-05-15T23:50:00Z')),
    );
  });
});
