import { DEFAULT_MESSAGE, isRequiredFamily, validate, type ValidationRules } from '..';
import { compileRules } from '../compile';

const TODAY = '2024-05-15';
const REQUIRED = 'Dit veld is verplicht.';
const DATE = 'Vul een geldige datum in (DD-MM-JJJJ).';

describe('validate', () => {
  const rules: ValidationRules = {
    email: 'required|email',
    'diplomas.*.date': 'required|date_format:DD-MM-YYYY|before_or_equal:today',
  };

  it('returns {} when everything holds', () => {
    const data = { email: 'jan@example.nl', diplomas: [{ date: '01-02-2020' }, { date: '2021-03-04' }] };
    expect(validate(data, rules, { today: TODAY })).toEqual({});
  });

  it('maps each failing concrete path to its messages', () => {
    const data = {
      email: 'x',
      diplomas: [{ date: '01-02-2020' }, { date: '31-02-2021' }, { date: '16-05-2024' }, {}],
    };
    expect(validate(data, rules, { today: TODAY })).toEqual({
      email: ['Vul een geldig e-mailadres in.'],
      'diplomas.1.date': [DATE],
      'diplomas.2.date': ['De datum mag niet in de toekomst liggen.'],
      'diplomas.3.date': [REQUIRED],
    });
  });

  it('accepts an array of rule strings per field, without splitting on pipes', () => {
    expect(validate({ kind: 'a|b' }, { kind: ['required', 'in:a|b,c'] })).toEqual({});
    expect(validate({}, { kind: ['required', 'in:a,b'] })).toEqual({ kind: [REQUIRED] });
  });

  it('distinguishes empty string, null and missing only where Laravel does', () => {
    const fieldRules = { name: 'max:3' };
    expect(validate({ name: '' }, fieldRules)).toEqual({});
    expect(validate({ name: null }, fieldRules)).toEqual({});
    expect(validate({}, fieldRules)).toEqual({});
    expect(validate({}, { name: 'sometimes|required' })).toEqual({});
    expect(validate({ name: null }, { name: 'sometimes|required' })).toEqual({ name: [REQUIRED] });
  });

  it('merges messages when several patterns reach the same field', () => {
    const merged = validate(
      { items: [{ code: 'abcd' }] },
      { 'items.*.code': 'max:3', 'items.0.code': 'max:3|integer' },
    );
    expect(merged).toEqual({ 'items.0.code': ['Maximaal 3 tekens.', 'Vul een geheel getal in.'] });
  });

  it('refuses a malformed today option, which is a programming error', () => {
    expect(() => validate({}, { a: 'date' }, { today: '15-05-2024' })).toThrow(/YYYY-MM-DD/);
  });

  it('uses the local date without a today option', () => {
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const text = `${String(tomorrow.getDate()).padStart(2, '0')}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${tomorrow.getFullYear()}`;
    expect(validate({ d: text }, { d: 'before_or_equal:today' })).toEqual({
      d: ['De datum mag niet in de toekomst liggen.'],
    });
  });
});

describe('wildcards', () => {
  it('expand at any depth', () => {
    const data = {
      groups: [{ members: [{ name: 'a' }, { name: '' }] }, { members: [] }, { members: [{}] }],
    };
    expect(validate(data, { 'groups.*.members.*.name': 'required' })).toEqual({
      'groups.0.members.1.name': [REQUIRED],
      'groups.2.members.0.name': [REQUIRED],
    });
  });

  it('stand for nothing over an empty or missing list', () => {
    const fieldRules = { 'diplomas.*.date': 'required|date' };
    expect(validate({ diplomas: [] }, fieldRules)).toEqual({});
    expect(validate({}, fieldRules)).toEqual({});
    expect(validate({ diplomas: null }, fieldRules)).toEqual({});
  });

  it('go over the values of an object too', () => {
    expect(validate({ byId: { a: { n: 1 }, b: { n: 'x' } } }, { 'byId.*.n': 'integer' })).toEqual({
      'byId.b.n': ['Vul een geheel getal in.'],
    });
  });

  it('check each item of a list with a trailing wildcard', () => {
    expect(validate({ tags: ['ok', 'not ok'] }, { 'tags.*': 'alpha_dash' })).toEqual({
      'tags.1': ['Gebruik alleen letters, cijfers en koppeltekens.'],
    });
  });

  it('report text where a list belongs as bad data', () => {
    expect(validate({ diplomas: 'oops' }, { 'diplomas.*.date': 'required' })).toEqual({
      diplomas: [DEFAULT_MESSAGE],
    });
    expect(validate({ diplomas: [5] }, { 'diplomas.*.date': 'required' })).toEqual({
      'diplomas.0.date': [REQUIRED],
    });
  });

  it('fill references to other fields with the same positions', () => {
    const data = {
      diplomas: [
        { type: 'other', name: '' },
        { type: 'hbo', name: '' },
        { type: 'other', name: 'Eigen opleiding', from: '2020-01-01', till: '2019-01-01' },
      ],
    };
    const fieldRules = {
      'diplomas.*.name': 'required_if:diplomas.*.type,other',
      'diplomas.*.till': 'after_or_equal:diplomas.*.from',
    };
    expect(validate(data, fieldRules)).toEqual({
      'diplomas.0.name': [REQUIRED],
      'diplomas.2.till': ['De datum mag niet vóór 01-01-2020 liggen.'],
    });
  });

  it('treat conditions pointing at missing fields as missing values', () => {
    const fieldRules = { 'items.*.x': 'required_if:items.*.missing,a|required_without:items.*.gone' };
    expect(validate({ items: [{}] }, fieldRules)).toEqual({ 'items.0.x': [REQUIRED] });
    expect(validate({ items: [{}] }, { 'items.*.x': 'required_if:nowhere.*.deep,a' })).toEqual({});
  });

  it('exclude per item', () => {
    const data = {
      items: [
        { kind: 'skip', code: '' },
        { kind: 'keep', code: '' },
      ],
    };
    expect(validate(data, { 'items.*.code': 'exclude_if:items.*.kind,skip|required' })).toEqual({
      'items.1.code': [REQUIRED],
    });
  });
});

describe('bad data', () => {
  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'x'],
    ['a number', 5],
    ['an array', []],
  ])('reports fields as missing when the data is %s', (_, data) => {
    expect(validate(data, { 'a.b': 'required', c: 'email' })).toEqual({ 'a.b': [REQUIRED] });
  });

  it('keeps keys such as __proto__ as plain keys of the result', () => {
    const data = JSON.parse('{"__proto__": "x"}') as unknown;
    const errors = validate(data, JSON.parse('{"__proto__": "integer"}') as ValidationRules);
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
    expect(Object.keys(errors)).toEqual(['__proto__']);
    const viaWildcard = validate(JSON.parse('{"list": {"__proto__": "x"}}'), { 'list.*': 'integer' });
    expect(Object.keys(viaWildcard)).toEqual(['list.__proto__']);
  });

  it('does not read inherited properties as data', () => {
    expect(validate({ list: [] }, { 'list.length': 'required', toString: 'required' })).toEqual({
      'list.length': [REQUIRED],
      toString: [REQUIRED],
    });
  });
});

describe('compiling rule sets', () => {
  it('throws on an unknown rule, naming it', () => {
    expect(() => validate({}, { a: 'required|emial' })).toThrow(
      "Unknown validation rule 'emial' for field 'a'.",
    );
  });

  it('throws on missing or malformed arguments', () => {
    expect(() => validate({}, { a: 'required_if:b' })).toThrow(/needs 2 argument/);
    expect(() => validate({}, { a: 'max:many' })).toThrow(/numeric limit/);
  });

  it('compiles a rule set once, cached by identity and by content', () => {
    const fieldRules = { a: 'required|max:3' };
    const compiled = compileRules(fieldRules);
    expect(compileRules(fieldRules)).toBe(compiled);
    expect(compileRules({ a: 'required|max:3' })).toBe(compiled);
    expect(compileRules({ a: 'required|max:4' })).not.toBe(compiled);
  });
});

describe('isRequiredFamily', () => {
  it.each<[string, boolean]>([
    ['required', true],
    ['required_if:a,b', true],
    ['required_without:a', true],
    ['required_without_all:a,b', true],
    ['accepted_if:a,b', true],
    ['always_required', false],
    ['email', false],
    ['unknown', false],
  ])('%s: %p', (rule, expected) => {
    expect(isRequiredFamily(rule)).toBe(expected);
  });
});
