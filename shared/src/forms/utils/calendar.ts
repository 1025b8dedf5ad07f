/**
 * Date arithmetic for the date field's calendar: month grids starting on Monday, pages of years, and
 * the limits of selectable days. Dates travel as 'YYYY-MM-DD' strings, which compare correctly as text.
 */
import type { Dayjs } from 'dayjs';
import { dutchDayjs as dayjs } from './dutch-dayjs';
import { YEARS_PER_PAGE } from '@portal/shared/options';

export const DATE_VALUE_FORMAT = 'YYYY-MM-DD';

export interface DateRange {
  min?: string;
  max?: string;
}

/** A month of the calendar; `month` is 0-based like dayjs. */
export interface YearMonth {
  year: number;
  month: number;
}

export function toDayjs(date: string): Dayjs {
  return dayjs(date);
}

export function todayValue(): string {
  return toDateValue(dayjs());
}

export function toDateValue(date: Dayjs): string {
  return date.format(DATE_VALUE_FORMAT);
}

export function isWithinRange(date: string, range: DateRange): boolean {
  return (range.min === undefined || date >= range.min) && (range.max === undefined || date <= range.max);
}

/** The weeks (Monday first) of a month, each a list of 7 dates; days of neighbouring months included. */
export function monthWeeks({ year, month }: YearMonth): string[][] {
  const first = dayjs(new Date(year, month, 1));
  const mondayOffset = (first.day() + 6) % 7;
  const start = first.subtract(mondayOffset, 'day');
  const daysShown = Math.ceil((mondayOffset + first.daysInMonth()) / 7) * 7;
  const weeks: string[][] = [];
  for (let index = 0; index < daysShown; index += 1) {
    if (index % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]?.push(toDateValue(start.add(index, 'day')));
  }
  return weeks;
}

/** Dutch weekday names Monday to Sunday, short ('ma') and long ('maandag'). */
export function weekdayNames(): { short: string; long: string }[] {
  const monday = dayjs(new Date(2024, 0, 1));
  return Array.from({ length: 7 }, (_, index) => {
    const day = monday.add(index, 'day');
    return { short: day.format('dd'), long: day.format('dddd') };
  });
}

/** Dutch month names, January first. */
export function monthNames(): string[] {
  return Array.from({ length: 12 }, (_, month) => dayjs(new Date(2024, month, 1)).format('MMMM'));
}

export function formatLongDate(date: string): string {
  return toDayjs(date).format('dddd D MMMM YYYY');
}

export function formatMonthTitle({ year, month }: YearMonth): string {
  return dayjs(new Date(year, month, 1)).format('MMMM YYYY');
}

export function addMonths({ year, month }: YearMonth, amount: number): YearMonth {
  const moved = dayjs(new Date(year, month, 1)).add(amount, 'month');
  return { year: moved.year(), month: moved.month() };
}

export function yearMonthOf(date: string): YearMonth {
  const parsed = toDayjs(date);
  return { year: parsed.year(), month: parsed.month() };
}

/** The page of years (20 by default) that holds `year`, e.g. 2020-2039. */
export function yearsPage(year: number, perPage: number = YEARS_PER_PAGE): number[] {
  const first = Math.floor(year / perPage) * perPage;
  return Array.from({ length: perPage }, (_, index) => first + index);
}

/** Whether any day of the month lies within the range. */
export function monthHasSelectableDays({ year, month }: YearMonth, range: DateRange): boolean {
  const first = dayjs(new Date(year, month, 1));
  const last = toDateValue(first.endOf('month'));
  return (
    (range.min === undefined || last >= range.min) &&
    (range.max === undefined || toDateValue(first) <= range.max)
  );
}

export function yearHasSelectableDays(year: number, range: DateRange): boolean {
  return (
    (range.min === undefined || `${year}-12-31` >= range.min) &&
    (range.max === undefined || `${year}-01-01` <= range.max)
  );
}

/** The month the calendar opens on: the value's, else the given one, else today's moved into the range. */
export function initialYearMonth(options: {
  value?: string;
  initialYear?: number;
  initialMonth?: number;
  today: string;
  range: DateRange;
}): YearMonth {
  if (options.value) return yearMonthOf(options.value);
  const today = yearMonthOf(options.today);
  if (options.initialYear !== undefined || options.initialMonth !== undefined) {
    return {
      year: options.initialYear ?? today.year,
      month: options.initialMonth !== undefined ? options.initialMonth - 1 : today.month,
    };
  }
  if (options.range.max !== undefined && options.today > options.range.max)
    return yearMonthOf(options.range.max);
  if (options.range.min !== undefined && options.today < options.range.min)
    return yearMonthOf(options.range.min);
  return today;
}

/** The given day of a month, or its last day when the month is shorter. */
export function dateInMonth(day: number, { year, month }: YearMonth): string {
  const first = dayjs(new Date(year, month, 1));
  return toDateValue(first.date(Math.min(day, first.daysInMonth())));
}
