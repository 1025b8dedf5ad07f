import fc from 'fast-check';
import { parseDate, selectableDateRange, validate, validateJsonData, type ValidationRules } from '..';

/** Every rule of the engine, with references among the fields the data generator fills. */
const RULES: ValidationRules = {
  a: 'required|email|max:40',
  b: 'always_required|numeric|min:2|lt:c',
  c: 'integer|gte:b|lte:10',
  d: 'required_if:a,x,y|date|before_or_equal:today|after_or_equal:e',
  e: 'required_without:a,b|date_format:DD-MM-YYYY|activity_date:01-01-2000,today',
  f: 'required_without_all:a,b|phone|alpha_dash',
  g: 'accepted_if:a,1|in:1,0,true',
  h: 'password',
  i: 'postal_code:j',
  j: 'exclude_if:a,skip|in:NL,BE,DE,FR,ES,BQ,SR',
  k: 'exclude_unless:b,1|gt:b|max:3',
  'list.*': 'required|max:5',
  'list.*.x': 'required_if:list.*.y,1|date|before_or_equal:list.*.z',
  'deep.*.more.*.leaf': 'bail|sometimes|required|integer|min:1',
};

const anything = fc.anything({
  maxDepth: 3,
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
});

/** Values close to what the rules look for, so the checks past the type tests run too. */
const plausible = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'x',
    'y',
    '1',
    '0',
    'skip',
    'NL',
    'BE',
    'SR',
    'jan@example.nl',
    '1234 AB',
    '75 001',
  ),
  fc.constantFrom(
    '15-05-2024',
    '2024-05-15',
    '31-02-2024',
    '15/05/2024 10:00:00',
    'Sterk-wachtwoord1',
    '0612345678',
  ),
  fc.integer({ min: -5, max: 20 }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.string(),
);

const value = fc.oneof(plausible, anything);

const formData = fc.dictionary(
  fc.constantFrom(
    'a',
    'b',
    'c',
    'd',
    'e',
    'f',
    'g',
    'h',
    'i',
    'j',
    'k',
    'list',
    'deep',
    '__proto__',
    'constructor',
  ),
  fc.oneof(
    value,
    fc.array(fc.oneof(value, fc.dictionary(fc.constantFrom('x', 'y', 'z'), value)), { maxLength: 3 }),
    fc.array(fc.record({ more: fc.oneof(value, fc.array(fc.record({ leaf: value }), { maxLength: 2 })) }), {
      maxLength: 2,
    }),
  ),
);

function isWellFormed(errors: unknown): boolean {
  return Object.values(errors as Record<string, unknown>).every(
    (messages) =>
      Array.isArray(messages) &&
      messages.length > 0 &&
      messages.every((message) => typeof message === 'string'),
  );
}

describe('validate never throws', () => {
  it('on arbitrary values as the whole data', () => {
    fc.assert(
      fc.property(anything, fc.boolean(), (data, draft) => {
        expect(isWellFormed(validate(data, RULES, { draft, today: '2024-05-15' }))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('on form-shaped data with arbitrary values', () => {
    fc.assert(
      fc.property(formData, fc.boolean(), (data, draft) => {
        expect(isWellFormed(validate(data, RULES, { draft, today: '2024-05-15' }))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('reports in a draft only fields that also fail when submitting', () => {
    fc.assert(
      fc.property(formData, (data) => {
        const submitted = Object.keys(validate(data, RULES, { today: '2024-05-15' }));
        const draft = Object.keys(validate(data, RULES, { draft: true, today: '2024-05-15' }));
        expect(submitted).toEqual(expect.arrayContaining(draft));
      }),
      { numRuns: 500 },
    );
  });
});

describe('the helpers never throw', () => {
  it('parseDate and selectableDateRange', () => {
    fc.assert(
      fc.property(value, formData, (input, data) => {
        const parsed = parseDate(input);
        expect(parsed === null || parsed.isValid()).toBe(true);
        const range = selectableDateRange('list.0.x', data, RULES, { today: '2024-05-15' });
        expect(Object.keys(range).every((key) => key === 'min' || key === 'max')).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('validateJsonData', () => {
    const schema = {
      type: 'object',
      required: ['email'],
      properties: {
        email: { type: 'string', format: 'email' },
        items: {
          type: 'array',
          items: { type: 'object', properties: { date: { type: 'string', format: 'portal-date' } } },
        },
      },
    };
    fc.assert(
      fc.property(fc.jsonValue(), (data) => {
        expect(isWellFormed(validateJsonData(schema, data))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
