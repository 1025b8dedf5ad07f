import { validateJsonData } from '..';

describe('validateJsonData', () => {
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
