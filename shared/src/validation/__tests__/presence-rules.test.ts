import { validate } from '..';

const TODAY = '2024-05-15';
const REQUIRED = 'Dit veld is verplicht.';
const ACCEPTED = 'Je moet hiermee akkoord gaan.';

/** The messages for `field` when `rule` checks it in `{ field: value, ...others }`. */
function messages(rule: string, value: unknown, others: Record<string, unknown> = {}, draft = false) {
  const data = value === undefined ? others : { ...others, field: value };
  return validate(data, { field: rule }, { today: TODAY, draft })['field'];
}

describe('required family', () => {
  it.each<[string, unknown, Record<string, unknown>, string[] | undefined]>([
    ['required', 'x', {}, undefined],
    ['required', 0, {}, undefined],
    ['required', false, {}, undefined],
    ['required', [1], {}, undefined],
    ['required', { a: 1 }, {}, undefined],
    ['required', undefined, {}, [REQUIRED]],
    ['required', null, {}, [REQUIRED]],
    ['required', '', {}, [REQUIRED]],
    ['required', '   ', {}, [REQUIRED]],
    ['required', [], {}, [REQUIRED]],
    ['required', {}, {}, [REQUIRED]],
    ['always_required', '', {}, [REQUIRED]],
    ['always_required', 'x', {}, undefined],
    ['required_if:kind,a,b', '', { kind: 'b' }, [REQUIRED]],
    ['required_if:kind,a,b', '', { kind: 'c' }, undefined],
    ['required_if:kind,a', 'x', { kind: 'a' }, undefined],
    ['required_if:kind,1', null, { kind: 1 }, [REQUIRED]],
    ['required_if:kind,1', null, { kind: '1' }, [REQUIRED]],
    ['required_if:kind,1', null, { kind: true }, [REQUIRED]],
    ['required_if:kind,0', null, { kind: false }, [REQUIRED]],
    ['required_if:kind,true', null, { kind: true }, [REQUIRED]],
    ['required_if:kind,a', null, { kind: { value: 'a', label: 'A' } }, [REQUIRED]],
    ['required_if:kind,a', null, {}, undefined],
    ['required_if:kind,null', null, {}, [REQUIRED]],
    ['required_if:kind,a', null, { kind: ['a'] }, undefined],
    ['required_without:a,b', '', { a: 'x', b: 'y' }, undefined],
    ['required_without:a,b', '', { a: 'x' }, [REQUIRED]],
    ['required_without:a,b', '', { a: 'x', b: '' }, [REQUIRED]],
    ['required_without:a,b', 'z', {}, undefined],
    ['required_without_all:a,b', '', { a: 'x' }, undefined],
    ['required_without_all:a,b', '', { a: null, b: '' }, [REQUIRED]],
    ['required_without_all:a,b', '', {}, [REQUIRED]],
    ['accepted_if:role,owner', true, { role: 'owner' }, undefined],
    ['accepted_if:role,owner', 1, { role: 'owner' }, undefined],
    ['accepted_if:role,owner', 'yes', { role: 'owner' }, undefined],
    ['accepted_if:role,owner', 'on', { role: 'owner' }, undefined],
    ['accepted_if:role,owner', false, { role: 'owner' }, [ACCEPTED]],
    ['accepted_if:role,owner', undefined, { role: 'owner' }, [ACCEPTED]],
    ['accepted_if:role,owner', false, { role: 'guest' }, undefined],
  ])('%s with %p and %p', (rule, value, others, expected) => {
    expect(messages(rule, value, others)).toEqual(expected);
  });

  it('is checked by an implicit rule before the others, which then stay silent', () => {
    expect(messages('required|email|max:3', '')).toEqual([REQUIRED]);
  });
});

describe('draft saving', () => {
  it.each([
    'required',
    'required_if:kind,a',
    'required_without:other',
    'required_without_all:other',
    'accepted_if:kind,a',
  ])('drops %s for an empty field', (rule) => {
    expect(messages(rule, '', { kind: 'a' }, true)).toBeUndefined();
    expect(messages(rule, '', { kind: 'a' }, false)).toBeDefined();
  });

  it('keeps always_required', () => {
    expect(messages('always_required', null, {}, true)).toEqual([REQUIRED]);
  });

  it('still checks what is present', () => {
    expect(messages('required|email', 'nope', {}, true)).toEqual(['Vul een geldig e-mailadres in.']);
    expect(messages('accepted_if:kind,a', false, { kind: 'a' }, true)).toEqual([ACCEPTED]);
  });
});

describe('exclude rules', () => {
  it('exclude_if skips every rule of the field when the other field matches', () => {
    expect(messages('exclude_if:kind,none|required|email', 'x', { kind: 'none' })).toBeUndefined();
    expect(messages('exclude_if:kind,none|required|email', 'x', { kind: 'some' })).toEqual([
      'Vul een geldig e-mailadres in.',
    ]);
  });

  it('exclude_unless skips unless the other field matches', () => {
    expect(messages('exclude_unless:kind,some|required', '', { kind: 'none' })).toBeUndefined();
    expect(messages('exclude_unless:kind,some|required', '', {})).toBeUndefined();
    expect(messages('exclude_unless:kind,some|required', '', { kind: 'some' })).toEqual([REQUIRED]);
  });

  it('works wherever the exclude rule stands among the others', () => {
    expect(messages('required|exclude_if:kind,none', '', { kind: 'none' })).toBeUndefined();
  });

  it('also excludes the fields inside an excluded field', () => {
    const rules = { address: 'exclude_if:abroad,1', 'address.city': 'required' };
    expect(validate({ abroad: 1, address: {} }, rules)).toEqual({});
    expect(validate({ abroad: 0, address: {} }, rules)).toEqual({ 'address.city': [REQUIRED] });
  });
});

describe('modifiers', () => {
  it('nullable changes nothing: blank values already skip non-implicit rules', () => {
    expect(messages('nullable|email', null)).toBeUndefined();
  });

  it('bail stops at the first failing rule', () => {
    expect(messages('min:20|alpha_dash', 'a b')).toEqual([
      'Minimaal 20 tekens.',
      'Gebruik alleen letters, cijfers en koppeltekens.',
    ]);
    expect(messages('bail|min:20|alpha_dash', 'a b')).toEqual(['Minimaal 20 tekens.']);
  });

  it('sometimes validates only keys that are present', () => {
    expect(messages('sometimes|required', undefined)).toBeUndefined();
    expect(messages('sometimes|required', '')).toEqual([REQUIRED]);
  });
});
