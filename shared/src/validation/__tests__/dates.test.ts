import dayjs from 'dayjs';
import { parseDate, selectableDateRange } from '..';

describe('parseDate', () => {
  it.each<[unknown, string | null]>([
    ['15-05-2024', '2024-05-15 00:00:00'],
    ['2024-05-15', '2024-05-15 00:00:00'],
    ['15/05/2024', '2024-05-15 00:00:00'],
    ['2024/05/15 08:09:10', '2024-05-15 08:09:10'],
    ['15-05-2024 23:59:59', '2024-05-15 23:59:59'],
    ['29-02-2024', '2024-02-29 00:00:00'],
    ['29-02-2023', null],
    ['31-02-2024', null],
    ['2024-13-01', null],
    ['', null],
    ['15-5-2024', null],
    [null, null],
    [undefined, null],
    [20240515, null],
    [{}, null],
    [new Date(2024, 4, 15, 8, 0, 0), '2024-05-15 08:00:00'],
    [dayjs('2024-05-15'), '2024-05-15 00:00:00'],
    [dayjs('nonsense'), null],
  ])('%p -> %p', (value, expected) => {
    expect(parseDate(value)?.format('YYYY-MM-DD HH:mm:ss') ?? null).toBe(expected);
  });
});

describe('selectableDateRange', () => {
  const today = '2024-05-15';

  it('reads activity_date bounds, resolving today and field references', () => {
    const rules = { 'items.*.date': 'required|activity_date:items.*.start,today' };
    const data = { items: [{ start: '01-02-2024' }, {}] };
    expect(selectableDateRange('items.0.date', data, rules, { today })).toEqual({
      min: '2024-02-01',
      max: '2024-05-15',
    });
    expect(selectableDateRange('items.1.date', data, rules, { today })).toEqual({ max: '2024-05-15' });
  });

  it('takes the tightest of all bounds', () => {
    const rules = {
      date: 'after_or_equal:01-01-2024|before_or_equal:today|activity_date:2023-06-01,2024-12-31',
    };
    expect(selectableDateRange('date', {}, rules, { today })).toEqual({
      min: '2024-01-01',
      max: '2024-05-15',
    });
  });

  it('accepts the field’s own rules as a string or array', () => {
    expect(selectableDateRange('d', {}, 'after_or_equal:tomorrow', { today })).toEqual({ min: '2024-05-16' });
    expect(
      selectableDateRange('list.2.d', { list: [{}, {}, { s: '2024-03-03' }] }, ['after_or_equal:list.*.s'], {
        today,
      }),
    ).toEqual({
      min: '2024-03-03',
    });
  });

  it('is open when no rule limits the field', () => {
    expect(selectableDateRange('date', {}, { date: 'required|date' }, { today })).toEqual({});
    expect(selectableDateRange('other', {}, { date: 'before_or_equal:today' }, { today })).toEqual({});
    expect(selectableDateRange('date', {}, { date: 'activity_date' }, { today })).toEqual({});
  });

  it('drops the time of a bound', () => {
    expect(selectableDateRange('d', { s: '2024-03-03 22:00:00' }, 'after_or_equal:s', { today })).toEqual({
      min: '2024-03-03',
    });
  });
});
