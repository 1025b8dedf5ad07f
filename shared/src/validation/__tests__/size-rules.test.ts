import { validate } from '..';

function messages(rule: string, value: unknown, others: Record<string, unknown> = {}) {
  return validate({ ...others, field: value }, { field: rule })['field'];
}

describe('max and min', () => {
  it.each<[string, unknown, string[] | undefined]>([
    ['max:3', 'abc', undefined],
    ['max:3', 'abcd', ['Maximaal 3 tekens.']],
    ['max:3', 'ééé', undefined],
    ['max:3', '😀😀😀', undefined],
    ['max:3', 3, undefined],
    ['max:3', 4, ['De waarde mag niet groter zijn dan 3.']],
    ['max:3', '1000', ['Maximaal 3 tekens.']],
    ['max:1', 'ab', ['Maximaal 1 teken.']],
    ['numeric|max:3', '10', ['De waarde mag niet groter zijn dan 3.']],
    ['integer|max:10', '10', undefined],
    ['max:2.5', 3, ['De waarde mag niet groter zijn dan 2,5.']],
    ['max:2', [1, 2], undefined],
    ['max:2', [1, 2, 3], ['Maximaal 2 items.']],
    ['min:2', 'a', ['Minimaal 2 tekens.']],
    ['min:2', 'ab', undefined],
    ['min:2', 1, ['De waarde moet minimaal 2 zijn.']],
    ['min:1', [], ['Minimaal 1 item.']],
    ['min:0', -1, ['De waarde moet minimaal 0 zijn.']],
    ['max:3', { a: 1 }, ['Ongeldige waarde.']],
    ['max:3', true, ['Ongeldige waarde.']],
    ['max:3', Number.NaN, ['Ongeldige waarde.']],
    // The numeric rule reports text that is no number; max stays silent.
    ['numeric|max:3', 'abcdef', ['Vul een getal in.']],
    ['max:3', '', undefined],
    ['max:3', null, undefined],
  ])('%s with %p', (rule, value, expected) => {
    expect(messages(rule, value)).toEqual(expected);
  });
});

describe('lt, lte, gt, gte', () => {
  it.each<[string, unknown, Record<string, unknown>, string[] | undefined]>([
    ['lt:other', 1, { other: 2 }, undefined],
    ['lt:other', 2, { other: 2 }, ['De waarde moet kleiner zijn dan 2.']],
    ['lte:other', 2, { other: 2 }, undefined],
    ['lte:other', 3, { other: 2 }, ['De waarde mag niet groter zijn dan 2.']],
    ['gt:other', 3, { other: 2 }, undefined],
    ['gt:other', 2, { other: 2 }, ['De waarde moet groter zijn dan 2.']],
    ['gte:other', 2, { other: 2 }, undefined],
    ['gte:other', 1, { other: 2 }, ['De waarde moet minimaal 2 zijn.']],
    ['gt:other', '3', { other: 2 }, undefined],
    ['numeric|gt:other', '10', { other: '9' }, undefined],
    // Without numeric, text compares by length.
    ['gt:other', '10', { other: '9' }, undefined],
    ['gt:other', '10', { other: '999' }, ['Meer dan 3 tekens.']],
    ['lt:other', [1], { other: [1, 2] }, undefined],
    ['lt:other', [1, 2], { other: [1, 2] }, ['Minder dan 2 items.']],
    ['lt:other', 'abc', { other: [1, 2] }, ['Ongeldige waarde.']],
    ['lt:other', 5, { other: 'abc' }, ['Ongeldige waarde.']],
    ['lt:other', 5, {}, undefined],
    ['lt:other', 5, { other: '' }, undefined],
    ['lt:10', 5, {}, undefined],
    ['lt:10', 10, {}, ['De waarde moet kleiner zijn dan 10.']],
    ['gte:other', { a: 1 }, { other: 1 }, ['Ongeldige waarde.']],
  ])('%s with %p and %p', (rule, value, others, expected) => {
    expect(messages(rule, value, others)).toEqual(expected);
  });
});
