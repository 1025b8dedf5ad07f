import { registrationStepRules, selectableDateRange, validate } from '..';

const TODAY = '2026-12-01';

function messages(rule: string, value: unknown) {
  return validate({ field: value }, { field: rule }, { today: TODAY })['field'];
}

describe('vog_max_age', () => {
  const TOO_OLD = 'De VOG mag bij het indienen niet ouder zijn dan 3 maanden.';
  it.each<[string, boolean]>([
    ['2026-12-01', true],
    ['2026-09-01', true],
    ['01-09-2026', true],
    ['2026-08-31', false],
    ['2026-06-01', false],
  ])('a VOG of %p is young enough: %p', (value, valid) => {
    expect(messages('vog_max_age:3', value)).toEqual(valid ? undefined : [TOO_OLD]);
  });

  it('speaks of one month in the singular', () => {
    expect(messages('vog_max_age:1', '2026-10-01')).toEqual([
      'De VOG mag bij het indienen niet ouder zijn dan 1 maand.',
    ]);
  });

  it('refuses a rule without a whole number of months', () => {
    expect(() => messages('vog_max_age:drie', '2026-12-01')).toThrow();
  });

  it("is part of the VOG step's rules with the configured months, checked on a draft too", () => {
    const rules = registrationStepRules('vog', { vogMaxAgeMonths: 4 });
    const errors = validate({ issuedOn: '2026-07-01' }, rules, { today: TODAY, draft: true });
    expect(errors.issuedOn).toEqual(['De VOG mag bij het indienen niet ouder zijn dan 4 maanden.']);
    expect(validate({ issuedOn: '2026-08-01' }, rules, { today: TODAY })).toEqual({
      mediaUuid: ['Dit veld is verplicht.'],
    });
  });
});

describe('min_age_years', () => {
  const TOO_YOUNG = 'De geboortedatum moet minstens 16 jaar geleden zijn.';
  it.each<[string, boolean]>([
    ['2010-12-01', true],
    ['1988-03-14', true],
    ['2010-12-02', false],
    ['2026-12-01', false],
    ['2030-01-01', false],
  ])('a birth date of %p is at least 16 years back: %p', (value, valid) => {
    expect(messages('min_age_years:16', value)).toEqual(valid ? undefined : [TOO_YOUNG]);
  });

  it('leaves a value that is no date to the date message', () => {
    expect(messages('min_age_years:16', 'gisteren')).toEqual(['Vul een geldige datum in (DD-MM-JJJJ).']);
  });
});

describe('the days a calendar offers under the age rules', () => {
  it('offers no birth date less than 16 years back and no VOG older than the maximum', () => {
    expect(selectableDateRange('dob', {}, 'required|min_age_years:16', { today: TODAY })).toEqual({
      max: '2010-12-01',
    });
    expect(
      selectableDateRange('issuedOn', {}, 'required|before_or_equal:today|vog_max_age:3', { today: TODAY }),
    ).toEqual({ min: '2026-09-01', max: '2026-12-01' });
  });
});
