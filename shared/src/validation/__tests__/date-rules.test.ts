import { validate } from '..';

const TODAY = '2024-05-15';
const DATE = 'Vul een geldige datum in (DD-MM-JJJJ).';
const FUTURE = 'De datum mag niet in de toekomst liggen.';
const PAST = 'De datum mag niet in het verleden liggen.';

function messages(rule: string, value: unknown, others: Record<string, unknown> = {}) {
  return validate({ ...others, field: value }, { field: rule }, { today: TODAY })['field'];
}

describe('date', () => {
  it.each<[unknown, boolean]>([
    ['15-05-2024', true],
    ['2024-05-15', true],
    ['15/05/2024', true],
    ['2024/05/15', true],
    [' 15-05-2024 ', true],
    ['15-05-2024 13:45:00', true],
    ['2024-05-15 23:59:59', true],
    ['29-02-2024', true],
    ['29-02-2023', false],
    ['31-02-2024', false],
    ['2024-02-30', false],
    ['31-04-2024', false],
    ['00-01-2024', false],
    ['15-13-2024', false],
    ['15-05-2024 24:00:00', false],
    ['15-05-2024 13:45', false],
    ['5-5-2024', false],
    ['2024-05-15T10:00:00', false],
    ['morgen', false],
    [20240515, false],
    [true, false],
    [{ date: '15-05-2024' }, false],
    [['15-05-2024'], false],
    [new Date(2024, 4, 15), true],
    [new Date('invalid'), false],
  ])('%p is a date: %p', (value, valid) => {
    expect(messages('date', value)).toEqual(valid ? undefined : [DATE]);
  });

  it('skips blank values unless required', () => {
    expect(messages('date', '')).toBeUndefined();
    expect(messages('date', null)).toBeUndefined();
  });
});

describe('date_format', () => {
  it.each<[string, unknown, boolean]>([
    ['date_format:DD-MM-YYYY', '15-05-2024', true],
    ['date_format:DD-MM-YYYY', '15/05/2024', true],
    // The date field stores YYYY-MM-DD while the rule names the format it shows.
    ['date_format:DD-MM-YYYY', '2024-05-15', true],
    ['date_format:YYYY-MM-DD', '15-05-2024', true],
    ['date_format:DD-MM-YYYY', '31-02-2024', false],
    ['date_format:DD-MM-YYYY', '15-05-2024 10:00:00', false],
    ['date_format:DD-MM-YYYY HH:mm:ss', '15-05-2024 10:00:00', true],
    ['date_format:DD-MM-YYYY HH:mm:ss', '2024-05-15 10:00:00', true],
    ['date_format:d-m-Y', '15-05-2024', true],
    ['date_format:d-m-Y', '2024-05-15', true],
    ['date_format:Y', '2024', true],
    ['date_format:HH:mm', '10:30', true],
    ['date_format:HH:mm', '25:30', false],
    ['date_format:DD-MM-YYYY', 15, false],
  ])('%s accepts %p: %p', (rule, value, valid) => {
    expect(messages(rule, value) === undefined).toBe(valid);
  });

  it('names the expected format in Dutch letters', () => {
    expect(messages('date_format:DD-MM-YYYY', 'x')).toEqual([DATE]);
    expect(messages('date_format:YYYY', 'x')).toEqual(['Vul een geldige datum in (JJJJ).']);
    expect(messages('date_format:HH:mm', 'x')).toEqual(['Vul een geldige datum in (UU:mm).']);
  });
});

describe('before_or_equal and after_or_equal', () => {
  it.each<[string, unknown, Record<string, unknown>, string[] | undefined]>([
    ['before_or_equal:today', '15-05-2024', {}, undefined],
    ['before_or_equal:today', '14-05-2024', {}, undefined],
    ['before_or_equal:today', '16-05-2024', {}, [FUTURE]],
    ['before_or_equal:today', '15-05-2024 23:59:59', {}, undefined],
    ['before_or_equal:tomorrow', '16-05-2024', {}, undefined],
    ['before_or_equal:01-01-2024', '2024-01-01', {}, undefined],
    ['before_or_equal:01-01-2024', '2024-01-02', {}, ['De datum mag niet na 01-01-2024 liggen.']],
    ['before_or_equal:2024-01-01', '02-01-2024', {}, ['De datum mag niet na 01-01-2024 liggen.']],
    ['before_or_equal:end', '10-05-2024', { end: '2024-05-10' }, undefined],
    ['before_or_equal:end', '11-05-2024', { end: '2024-05-10' }, ['De datum mag niet na 10-05-2024 liggen.']],
    ['before_or_equal:end', '11-05-2024', {}, undefined],
    ['before_or_equal:end', '11-05-2024', { end: 'not a date' }, undefined],
    [
      'before_or_equal:end',
      '2024-05-10 10:00:00',
      { end: '2024-05-10 09:00:00' },
      ['De datum mag niet na 10-05-2024 liggen.'],
    ],
    ['before_or_equal:today', 'not a date', {}, [DATE]],
    ['after_or_equal:today', '15-05-2024', {}, undefined],
    ['after_or_equal:today', '14-05-2024', {}, [PAST]],
    ['after_or_equal:yesterday', '14-05-2024', {}, undefined],
    [
      'after_or_equal:start',
      '01-05-2024',
      { start: '02-05-2024' },
      ['De datum mag niet vóór 02-05-2024 liggen.'],
    ],
    ['after_or_equal:start', '02-05-2024', { start: '02/05/2024' }, undefined],
    ['after_or_equal:start', '01-05-2024', { start: null }, undefined],
  ])('%s with %p and %p', (rule, value, others, expected) => {
    expect(messages(rule, value, others)).toEqual(expected);
  });
});

describe('activity_date', () => {
  it.each<[string, unknown, Record<string, unknown>, string[] | undefined]>([
    ['activity_date:01-01-2024,today', '15-05-2024', {}, undefined],
    ['activity_date:01-01-2024,today', '01-01-2024', {}, undefined],
    ['activity_date:01-01-2024,today', '31-12-2023', {}, ['Kies een datum tussen 01-01-2024 en 15-05-2024.']],
    ['activity_date:01-01-2024,today', '16-05-2024', {}, ['Kies een datum tussen 01-01-2024 en 15-05-2024.']],
    ['activity_date:,today', '16-05-2024', {}, [FUTURE]],
    ['activity_date:,31-12-2024', '01-01-2025', {}, ['De datum mag niet na 31-12-2024 liggen.']],
    [
      'activity_date:start',
      '01-01-2020',
      { start: '2021-01-01' },
      ['De datum mag niet vóór 01-01-2021 liggen.'],
    ],
    ['activity_date:start,end', '01-06-2024', { start: '2024-01-01', end: '2024-12-31' }, undefined],
    ['activity_date:start,end', '01-06-2024', {}, undefined],
    ['activity_date', '01-06-2024', {}, undefined],
    ['activity_date', '31-06-2024', {}, [DATE]],
  ])('%s with %p and %p', (rule, value, others, expected) => {
    expect(messages(rule, value, others)).toEqual(expected);
  });
});
