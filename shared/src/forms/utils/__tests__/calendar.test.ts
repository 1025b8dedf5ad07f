import {
  dateInMonth,
  initialYearMonth,
  monthHasSelectableDays,
  monthNames,
  monthWeeks,
  weekdayNames,
  yearsPage,
} from '../calendar';

describe('calendar', () => {
  it('lays out a month in weeks from Monday', () => {
    const weeks = monthWeeks({ year: 2025, month: 2 });
    expect(weeks[0]).toEqual([
      '2025-02-24',
      '2025-02-25',
      '2025-02-26',
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ]);
    expect(weeks[weeks.length - 1]?.[0]).toBe('2025-03-31');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('names days and months in Dutch', () => {
    expect(weekdayNames().map((day) => day.short)).toEqual(['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo']);
    expect(weekdayNames()[0]?.long).toBe('maandag');
    expect(monthNames()[0]).toBe('januari');
    expect(monthNames()[11]).toBe('december');
  });

  it('pages years by 20', () => {
    expect(yearsPage(2025)).toHaveLength(20);
    expect(yearsPage(2025)[0]).toBe(2020);
    expect(yearsPage(1999)[19]).toBe(1999);
  });

  it('opens on the value, the given month, or today moved into the range', () => {
    const today = '2025-03-12';
    expect(initialYearMonth({ value: '2020-07-01', today, range: {} })).toEqual({ year: 2020, month: 6 });
    expect(initialYearMonth({ initialYear: 1990, initialMonth: 6, today, range: {} })).toEqual({
      year: 1990,
      month: 5,
    });
    expect(initialYearMonth({ today, range: { max: '2024-12-31' } })).toEqual({ year: 2024, month: 11 });
    expect(initialYearMonth({ today, range: { min: '2026-02-01' } })).toEqual({ year: 2026, month: 1 });
    expect(initialYearMonth({ today, range: {} })).toEqual({ year: 2025, month: 2 });
  });

  it('knows short months and months outside the range', () => {
    expect(dateInMonth(31, { year: 2025, month: 1 })).toBe('2025-02-28');
    expect(monthHasSelectableDays({ year: 2025, month: 2 }, { min: '2025-03-31' })).toBe(true);
    expect(monthHasSelectableDays({ year: 2025, month: 2 }, { min: '2025-04-01' })).toBe(false);
  });
});
