import fc from 'fast-check';
import { validateJsonData as withAjv } from '../json-data';
import { validateJsonData as inBrowser } from '../json-data.browser';

// The api's ajv and the browsers' reading of the schema (the package's `browser` field) give the
// same verdicts: every case runs against both.
describe.each([
  ['ajv (api)', withAjv],
  ['browser', inBrowser],
])('validateJsonData with %s', (_name, validateJsonData) => {
  const schema = {
    type: 'object',
    title: 'Registratie',
    required: ['email', 'diplomas'],
    properties: {
      email: { type: 'string', format: 'email' },
      phone: { type: 'string', format: 'phone' },
      hours: { type: 'integer', minimum: 0, maximum: 40 },
      motivation: { type: 'string', maxLength: 5 },
      kind: { enum: ['a', 'b'] },
      diplomas: {
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          required: ['date'],
          properties: { date: { type: 'string', format: 'portal-date' } },
        },
      },
    },
  };

  it('returns {} for valid data', () => {
    const data = {
      email: 'jan@example.nl',
      phone: '0612345678',
      hours: 40,
      kind: 'a',
      diplomas: [{ date: '15/05/2024' }],
    };
    expect(validateJsonData(schema, data)).toEqual({});
  });

  it('maps ajv errors to dotted paths with Dutch messages', () => {
    const data = {
      email: 'nope',
      phone: '12',
      hours: 41,
      motivation: 'te lang',
      kind: 'c',
      diplomas: [{ date: '31-02-2024' }, {}],
    };
    expect(validateJsonData(schema, data)).toEqual({
      email: ['Vul een geldig e-mailadres in.'],
      phone: ['Vul een geldig telefoonnummer in (8 tot 15 tekens).'],
      hours: ['De waarde mag niet groter zijn dan 40.'],
      motivation: ['Maximaal 5 tekens.'],
      kind: ['Kies een geldige optie.'],
      'diplomas.0.date': ['Vul een geldige datum in (DD-MM-JJJJ).'],
      'diplomas.1.date': ['Dit veld is verplicht.'],
    });
  });

  it('reports missing fields and wrong shapes', () => {
    expect(validateJsonData(schema, {})).toEqual({
      email: ['Dit veld is verplicht.'],
      diplomas: ['Dit veld is verplicht.'],
    });
    expect(validateJsonData(schema, 'text')).toEqual({ '': ['Ongeldige waarde.'] });
    expect(validateJsonData(schema, { email: 'a@b.nl', diplomas: [] })).toEqual({
      diplomas: ['Minimaal 1 item.'],
    });
  });

  it('uses the schema’s own errorMessage', () => {
    const withMessages = {
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string', minLength: 2, errorMessage: 'Vul je naam in.' } },
      errorMessage: { required: { name: 'Naam ontbreekt.' } },
    };
    expect(validateJsonData(withMessages, { name: 'x' })).toEqual({ name: ['Vul je naam in.'] });
    expect(validateJsonData(withMessages, {})).toEqual({ name: ['Naam ontbreekt.'] });
  });

  it('reports then/else failures at their fields, without the if summary', () => {
    const conditional = {
      type: 'object',
      if: { properties: { other: { const: true } }, required: ['other'] },
      then: { required: ['explanation'] },
    };
    expect(validateJsonData(conditional, { other: true })).toEqual({
      explanation: ['Dit veld is verplicht.'],
    });
    expect(validateJsonData(conditional, { other: false })).toEqual({});
  });

  it('replaces a changed schema with the same $id', () => {
    const first = { $id: 'item', type: 'object', required: ['a'] };
    const second = { $id: 'item', type: 'object', required: ['b'] };
    expect(validateJsonData(first, {})).toEqual({ a: ['Dit veld is verplicht.'] });
    expect(validateJsonData(second, {})).toEqual({ b: ['Dit veld is verplicht.'] });
  });

  it('escapes JSON pointer segments back into keys', () => {
    const slashSchema = { type: 'object', properties: { 'a/b': { type: 'number' } } };
    expect(validateJsonData(slashSchema, { 'a/b': 'x' })).toEqual({ 'a/b': ['Ongeldige waarde.'] });
  });
});

/** Schemas with every keyword the browser reads; random data must get the same verdict from both. */
const SCHEMAS = [
  {
    type: 'object',
    required: ['email', 'kind'],
    additionalProperties: false,
    properties: {
      email: { type: 'string', format: 'email' },
      phone: { type: 'string', format: 'phone' },
      born: { type: ['string', 'null'], format: 'portal-date' },
      hours: { type: 'integer', minimum: 0, exclusiveMaximum: 41 },
      rate: { type: 'number', exclusiveMinimum: 0, maximum: 100 },
      name: { type: 'string', minLength: 2, maxLength: 5, errorMessage: 'Vul je naam in.' },
      kind: { enum: ['a', 'b', 1, null] },
      agreed: { const: true },
      items: { type: 'array', minItems: 1, maxItems: 2, items: { type: 'object', required: ['date'] } },
    },
    errorMessage: { required: { email: 'E-mail ontbreekt.' }, additionalProperties: 'Onbekend veld.' },
  },
  {
    type: 'object',
    if: { properties: { other: { const: true } }, required: ['other'] },
    then: { required: ['explanation'], properties: { explanation: { type: 'string', minLength: 1 } } },
    else: { properties: { explanation: false } },
    additionalProperties: { type: ['string', 'boolean'] },
    errorMessage: { _: 'Klopt niet.', properties: { other: 'Ja of nee.' } },
  },
  { type: 'array', items: { type: 'string', format: 'date', errorMessage: 'Datum?' } },
];

/** A verdict: each failing path with its messages, in any order. */
const verdict = (errors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(errors).map(([path, messages]) => [path, [...messages].sort()]));

/**
 * Keys such as `toString` make ajv-errors' generated code throw (it indexes a plain object by the
 * key); the api then answers with the reading implementation, so comparing the two would prove
 * nothing: those keys have a test of their own below.
 */
function hasPrototypeKey(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  return Object.entries(data).some(([key, inner]) => key in Object.prototype || hasPrototypeKey(inner));
}

describe('validateJsonData in the browser', () => {
  const value = fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.constantFrom('jan@example.nl', 'nope', '0612345678', '15/05/2024', '31-02-2024', '2024-05-15', 'é🙂'),
  );
  const record = fc.dictionary(
    fc.constantFrom(
      'email',
      'phone',
      'born',
      'hours',
      'rate',
      'name',
      'kind',
      'agreed',
      'items',
      'other',
      'explanation',
      'x',
    ),
    fc.oneof(value, fc.array(fc.dictionary(fc.constantFrom('date', 'y'), value), { maxLength: 3 })),
  );

  it.each(SCHEMAS.map((schema, index) => [index, schema] as const))(
    'gives the same verdict as ajv on random data (schema %i)',
    (_index, schema) => {
      fc.assert(
        fc.property(
          fc.oneof(record, value).filter((data) => !hasPrototypeKey(data)),
          (data) => {
            expect(verdict(inBrowser(schema, data))).toEqual(verdict(withAjv(schema, data)));
          },
        ),
        { numRuns: 1000 },
      );
    },
  );

  it('gives a verdict, not an error, for keys named like Object.prototype members (ajv-errors throws on them)', () => {
    const schema = {
      type: 'object',
      properties: { name: { type: 'string' } },
      additionalProperties: { type: 'string' },
      errorMessage: { _: 'Klopt niet.', properties: { name: 'Naam?' } },
    };
    for (const key of ['toString', 'valueOf', 'hasOwnProperty']) {
      const data = { name: 'Jan', [key]: 3 };
      expect(withAjv(schema, data)).toEqual(inBrowser(schema, data));
      expect(withAjv(schema, data)).toEqual({ [key]: [expect.any(String)] });
    }
    expect(withAjv(schema, { name: 'Jan', toString: 'tekst' })).toEqual({});
  });

  it('refuses a schema keyword it does not read instead of letting the data through', () => {
    expect(() => inBrowser({ type: 'string', pattern: '^a' }, 'b')).toThrow(/pattern/);
  });
});
