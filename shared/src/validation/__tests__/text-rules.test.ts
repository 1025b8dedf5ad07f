import { validate } from '..';

function messages(rule: string, value: unknown, others: Record<string, unknown> = {}) {
  return validate({ ...others, field: value }, { field: rule })['field'];
}

function passes(rule: string, value: unknown, others: Record<string, unknown> = {}) {
  return messages(rule, value, others) === undefined;
}

describe('numeric and integer', () => {
  it.each<[unknown, boolean, boolean]>([
    [12, true, true],
    [-12, true, true],
    [1.5, true, false],
    ['12', true, true],
    ['-12', true, true],
    ['+12', true, true],
    ['1.5', true, false],
    ['.5', true, false],
    ['1e3', true, false],
    [' 12 ', true, true],
    ['1,5', false, false],
    ['12abc', false, false],
    ['0x1A', false, false],
    [Number.POSITIVE_INFINITY, false, false],
    [true, false, false],
    [[1], false, false],
  ])('%p numeric: %p, integer: %p', (value, numeric, integer) => {
    expect(passes('numeric', value)).toBe(numeric);
    expect(passes('integer', value)).toBe(integer);
  });

  it('gives Dutch messages', () => {
    expect(messages('numeric', 'x')).toEqual(['Vul een getal in.']);
    expect(messages('integer', 'x')).toEqual(['Vul een geheel getal in.']);
  });
});

describe('phone', () => {
  it.each<[unknown, boolean]>([
    ['0612345678', true],
    ['+31 6 1234 5678', true],
    ['(020) 123-4567', true],
    ['1234567', false],
    ['12345678', true],
    ['123456789012345', true],
    ['1234567890123456', false],
    ['06-1234abcd', false],
    ['06.12345678', false],
    [612345678, true],
    [{ phone: '0612345678' }, false],
  ])('%p: %p', (value, valid) => {
    expect(messages('phone', value)).toEqual(
      valid ? undefined : ['Vul een geldig telefoonnummer in (8 tot 15 tekens).'],
    );
  });
});

describe('email', () => {
  it.each<[unknown, boolean]>([
    ['jan@example.nl', true],
    ['jan.de.vries+portal@sub.example.nl', true],
    [' jan@example.nl ', true],
    ['jan@example', false],
    ['jan@@example.nl', false],
    ['jan example.nl', false],
    ['@example.nl', false],
    [42, false],
  ])('%p: %p', (value, valid) => {
    expect(messages('email', value)).toEqual(valid ? undefined : ['Vul een geldig e-mailadres in.']);
  });
});

describe('alpha_dash', () => {
  it.each<[unknown, boolean]>([
    ['abc-123', true],
    ['Zoë-Ölçer', true],
    ['abc_123', false],
    ['abc 123', false],
    ['abc.123', false],
    [123, true],
  ])('%p: %p', (value, valid) => {
    expect(passes('alpha_dash', value)).toBe(valid);
  });
});

describe('in', () => {
  it.each<[string, unknown, boolean]>([
    ['in:a,b,c', 'b', true],
    ['in:a,b,c', 'd', false],
    ['in:a,b,c', 'A', false],
    ['in:0,1', 1, true],
    ['in:0,1', 0, true],
    ['in:0,1', 2, false],
    ['in:0,1', true, true],
    ['in:"Ja, graag",Nee', 'Ja, graag', true],
    ['in:a,b', ['a', 'b'], true],
    ['in:a,b', ['a', 'x'], false],
    ['in:a,b', { value: 'a', label: 'A' }, true],
    ['in:a,b', { x: 1 }, false],
    ['in:**other**,x', '**other**', true],
  ])('%s with %p: %p', (rule, value, valid) => {
    expect(messages(rule, value)).toEqual(valid ? undefined : ['Kies een geldige optie.']);
  });
});

describe('password', () => {
  const LENGTH = 'Wachtwoord dient minimaal 12 karakters te bevatten.';
  const DIGIT = 'Wachtwoord dient minimaal 1 cijfer te bevatten.';
  const LOWER = 'Wachtwoord dient minimaal 1 kleine letter te bevatten.';
  const UPPER = 'Wachtwoord dient minimaal 1 hoofdletter te bevatten.';
  const SPECIAL = 'Wachtwoord dient minimaal 1 speciaal teken te bevatten.';

  it.each<[string, string[] | undefined]>([
    ['Sterk-wachtwoord1', undefined],
    ['Kort-1a', [LENGTH]],
    ['Geencijfer-hier', [DIGIT]],
    ['GEEN-KLEINE-1', [LOWER]],
    ['geen-hoofdletter-1', [UPPER]],
    ['GeenSpeciaal12', [SPECIAL]],
    ['Spaties tellen 1', [SPECIAL]],
    ['abc', [LENGTH, DIGIT, UPPER, SPECIAL]],
    ['ÉÉNkleineletter-1', undefined],
  ])('%p', (value, expected) => {
    expect(messages('password', value)).toEqual(expected);
  });

  it('rejects what is no text', () => {
    expect(messages('password', 123456789012)).toEqual(['Ongeldige waarde.']);
  });
});

describe('postal_code', () => {
  const MESSAGE = ['Vul een geldige postcode in.'];
  it.each<[unknown, unknown, boolean]>([
    ['NL', '1234 AB', true],
    ['NL', '1234AB', true],
    ['NL', '1234ab', true],
    ['NL', ' 1234 AB ', true],
    ['NL', '1234  AB', false],
    ['NL', '123 AB', false],
    ['NL', '1234', false],
    ['BE', '1000', true],
    ['BE', 1000, true],
    ['BE', '10000', false],
    ['BE', '1234 AB', false],
    ['DE', '10115', true],
    ['DE', '1011', false],
    ['ES', '28001', true],
    ['ES', '2800A', false],
    ['FR', '75001', true],
    ['FR', '75 001', true],
    ['FR', '750 01', false],
    ['BQ', 'anything', true],
    ['SR', '', true],
    ['SR', 'x', true],
    ['XX', '1234 AB', true],
    ['XX', '1000', false],
    [undefined, '1234 AB', true],
    [undefined, '10115', false],
    ['be', '1000', true],
    [{ value: 'DE', label: 'Duitsland' }, '10115', true],
  ])('country %p, code %p: %p', (country, code, valid) => {
    expect(messages('postal_code:country', code, { country })).toEqual(valid ? undefined : MESSAGE);
  });

  it('checks as Dutch without a country field', () => {
    expect(messages('postal_code', '1234 AB')).toBeUndefined();
    expect(messages('postal_code', '1000')).toEqual(MESSAGE);
  });

  it('rejects what is no text', () => {
    expect(messages('postal_code:country', ['1234 AB'], { country: 'NL' })).toEqual(MESSAGE);
  });
});
