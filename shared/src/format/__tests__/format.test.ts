import dayjs from 'dayjs';
import fc from 'fast-check';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { formatDate, formatDateTime, formatMoneyFromCents, formatNumber } from '..';

dayjs.extend(customParseFormat);

describe('formatDate', () => {
  it.each<[unknown, string]>([
    ['2024-05-15', '15-05-2024'],
    ['15-05-2024', '15-05-2024'],
    ['15/05/2024', '15-05-2024'],
    ['2024-05-15 23:30:00', '15-05-2024'],
    ['2024-05-15T10:00:00', '15-05-2024'],
    [new Date(2024, 0, 2), '02-01-2024'],
    [dayjs('2024-12-31'), '31-12-2024'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['31-02-2024', ''],
    ['garbage', ''],
    [new Date('invalid'), ''],
    [{}, ''],
  ])('%p -> %p', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });
});

describe('formatDateTime', () => {
  it.each<[unknown, string]>([
    ['2024-05-15 14:05:09', '15-05-2024 14:05'],
    ['2024-05-15T00:30:00', '15-05-2024 00:30'],
    ['15-05-2024', '15-05-2024 00:00'],
    [new Date(2024, 4, 15, 23, 59), '15-05-2024 23:59'],
    ['', ''],
    ['2024-05-15T25:00:00', ''],
    ['2024-02-30T10:00:00Z', ''],
  ])('%p -> %p', (value, expected) => {
    expect(formatDateTime(value)).toBe(expected);
  });

  it('shows api timestamps in local time', () => {
    const instant = '2024-05-15T10:00:00.000Z';
    expect(formatDateTime(instant)).toBe(dayjs(new Date(instant)).format('DD-MM-YYYY HH:mm'));
  });
});

describe('formatMoneyFromCents', () => {
  it.each<[number | string | bigint | null | undefined, string]>([
    [0, '€ 0,00'],
    [5, '€ 0,05'],
    [99, '€ 0,99'],
    [100, '€ 1,00'],
    [123456, '€ 1.234,56'],
    [100000000, '€ 1.000.000,00'],
    [-123456, '€ -1.234,56'],
    [-5, '€ -0,05'],
    [-0, '€ 0,00'],
    [12.5, '€ 0,13'],
    [-12.5, '€ -0,13'],
    ['123456', '€ 1.234,56'],
    [123456789012345678901234567890n, '€ 1.234.567.890.123.456.789.012.345.678,90'],
    [null, ''],
    [undefined, ''],
    ['abc', ''],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('%p -> %p', (cents, expected) => {
    expect(formatMoneyFromCents(cents)).toBe(expected);
  });
});

describe('formatNumber', () => {
  it.each<[number | string | null | undefined, number | undefined, string]>([
    [0, undefined, '0'],
    [1234, undefined, '1.234'],
    [1234.5, undefined, '1.234,5'],
    [-1234567.891, undefined, '-1.234.567,891'],
    [1234.5, 2, '1.234,50'],
    [1.005, 2, '1,01'],
    [-1.005, 2, '-1,01'],
    [2.5, 0, '3'],
    [999.999, 2, '1.000,00'],
    [-0.001, 2, '0,00'],
    [0.0000001, undefined, '0,0000001'],
    [1e21, undefined, '1.000.000.000.000.000.000.000'],
    [1e21, 1, '1.000.000.000.000.000.000.000,0'],
    [1.5e22, undefined, '15.000.000.000.000.000.000.000'],
    [-2.5e-8, undefined, '-0,000000025'],
    ['42.5', 1, '42,5'],
    ['4,5', undefined, ''],
    [null, undefined, ''],
    [Number.NaN, 2, ''],
  ])('%p with %p decimals -> %p', (value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected);
  });

  it('never throws and always uses Dutch separators', () => {
    fc.assert(
      fc.property(
        fc.double(),
        fc.option(fc.integer({ min: -5, max: 30 }), { nil: undefined }),
        (value, decimals) => {
          const text = formatNumber(value, decimals);
          expect(text === '' || /^-?\d{1,3}(\.\d{3})*(,\d+)?$/.test(text)).toBe(true);
        },
      ),
    );
  });
});

describe('dates without dayjs read and show as dayjs did', () => {
  // The date and time parts of random moments, written in every accepted form (SPEC section 5).
  const moment = fc.record({
    year: fc.integer({ min: 1900, max: 2100 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
    second: fc.integer({ min: 0, max: 59 }),
  });
  const two = (value: number) => String(value).padStart(2, '0');

  it('accepts and refuses the same dates as a strict dayjs parse, and shows the same day and time', () => {
    fc.assert(
      fc.property(moment, fc.boolean(), fc.boolean(), fc.boolean(), (m, dutch, withTime, slashes) => {
        const day = dutch
          ? `${two(m.day)}-${two(m.month)}-${m.year}`
          : `${m.year}-${two(m.month)}-${two(m.day)}`;
        const text = withTime ? `${day} ${two(m.hour)}:${two(m.minute)}:${two(m.second)}` : day;
        const format = `${dutch ? 'DD-MM-YYYY' : 'YYYY-MM-DD'}${withTime ? ' HH:mm:ss' : ''}`;
        const parsed = dayjs(text, format, true);
        const written = slashes ? text.replace(/-/g, '/') : text;
        expect(formatDate(written)).toBe(parsed.isValid() ? parsed.format('DD-MM-YYYY') : '');
        expect(formatDateTime(written)).toBe(parsed.isValid() ? parsed.format('DD-MM-YYYY HH:mm') : '');
      }),
    );
  });

  it('shows timestamps, Dates and dayjs values on the local clock, as dayjs does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2_208_988_800_000, max: 4_102_444_800_000 }), (time) => {
        const expected = dayjs(time).format('DD-MM-YYYY HH:mm');
        expect(formatDateTime(time)).toBe(expected);
        expect(formatDateTime(new Date(time))).toBe(expected);
        expect(formatDateTime(dayjs(time))).toBe(expected);
        expect(formatDateTime(new Date(time).toISOString())).toBe(expected);
      }),
    );
  });

  it('refuses an invalid dayjs value', () => {
    expect(formatDate(dayjs('not a date'))).toBe('');
  });
});
