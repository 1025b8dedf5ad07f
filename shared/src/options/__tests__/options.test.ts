import {
  BROWSER_THRESHOLDS,
  classifyBrowser,
  COUNTRY_OPTIONS,
  isCountryCode,
  OTHER_OPTION,
  OTHER_OPTION_VALUE,
  PROFESSIONAL_SECTIONS,
  SCREEN_BREAKPOINTS,
  YES_NO_OPTIONS,
} from '..';

describe('option sets', () => {
  it('lists the countries of SPEC section 3 in order with Dutch labels', () => {
    expect(COUNTRY_OPTIONS.map((option) => `${option.value}:${option.label}`)).toEqual([
      'NL:Nederland',
      'BE:België',
      'DE:Duitsland',
      'FR:Frankrijk',
      'ES:Spanje',
      'BQ:Caribisch Nederland',
      'SR:Suriname',
    ]);
  });

  it('recognises country codes', () => {
    expect(isCountryCode('BQ')).toBe(true);
    expect(isCountryCode('nl')).toBe(false);
    expect(isCountryCode(undefined)).toBe(false);
  });

  it('stores yes/no as 1 and 0', () => {
    expect(YES_NO_OPTIONS).toEqual([
      { value: 1, label: 'Ja' },
      { value: 0, label: 'Nee' },
    ]);
  });

  it('has the special other option', () => {
    expect(OTHER_OPTION_VALUE).toBe('**other**');
    expect(OTHER_OPTION).toEqual({ value: '**other**', label: 'Anders, namelijk...' });
  });

  it('re-exports the portal sections', () => {
    expect(PROFESSIONAL_SECTIONS).toContain('dashboard');
  });
});

describe('constants', () => {
  it('has the screen breakpoints of SPEC section 9', () => {
    expect(SCREEN_BREAKPOINTS).toEqual({ sm: 600, md: 1024, lg: 1440, xl: 1920 });
  });

  it.each([
    ['chrome', 80, 'outdated'],
    ['chrome', 81, 'warning'],
    ['chrome', 88, 'warning'],
    ['chrome', 89, 'supported'],
    ['Firefox', 72, 'outdated'],
    ['firefox', 85, 'warning'],
    ['edge', 79, 'outdated'],
    ['edge', 88, 'warning'],
    ['safari', 9, 'outdated'],
    ['safari', 14, 'warning'],
    ['safari', 15, 'supported'],
    ['opera', 66, 'outdated'],
    ['opera', 74, 'warning'],
    ['ie', 11, 'outdated'],
    ['ie', 999, 'outdated'],
    ['netscape', 1, 'supported'],
  ] as const)('classifies %s %d as %s', (name, version, expected) => {
    expect(classifyBrowser(name, version)).toBe(expected);
  });

  it('treats every Internet Explorer as outdated', () => {
    expect(BROWSER_THRESHOLDS.outdated.ie).toBe(Number.POSITIVE_INFINITY);
  });
});
