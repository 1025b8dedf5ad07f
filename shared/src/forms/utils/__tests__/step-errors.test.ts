import { hasRule, mergeRules, pathMatchesRuleKey, rulesForField } from '../field-paths';
import type { FormRules } from '../../types';
import { locateErrors } from '../step-errors';

const STEP_RULES: FormRules[] = [
  { firstName: 'required', email: 'required|email' },
  { 'diplomas.*.date': 'required', address: 'required' },
  { agree: ['required'] },
];

describe('field paths', () => {
  it('matches concrete paths against rule keys with wildcards, and paths inside them', () => {
    expect(pathMatchesRuleKey('diplomas.3.date', 'diplomas.*.date')).toBe(true);
    expect(pathMatchesRuleKey('diplomas.3.city', 'diplomas.*.date')).toBe(false);
    expect(pathMatchesRuleKey('address.street', 'address')).toBe(true);
    expect(pathMatchesRuleKey('diplomas', 'diplomas.*.date')).toBe(false);
  });

  it('lists the rules of a field, from strings and arrays', () => {
    const rules = { 'diplomas.*.date': 'required|date_format:DD-MM-YYYY', agree: ['accepted_if:x,1'] };
    expect(rulesForField(rules, 'diplomas.0.date')).toEqual(['required', 'date_format:DD-MM-YYYY']);
    expect(hasRule(rulesForField(rules, 'diplomas.0.date'), 'required')).toBe(true);
    expect(hasRule(rulesForField(rules, 'agree'), 'required')).toBe(false);
    expect(mergeRules([{ a: 'required' }, { a: ['email'], b: 'min:2' }])).toEqual({
      a: ['required', 'email'],
      b: ['min:2'],
    });
  });
});

describe('locateErrors', () => {
  it('stays on the current step when it has errors', () => {
    expect(locateErrors({ email: ['x'], agree: ['y'] }, STEP_RULES, 2, ['agree'])).toEqual({
      stepIndex: 2,
      unplacedMessages: [],
    });
  });

  it('goes to the first step with errors otherwise', () => {
    expect(locateErrors({ 'diplomas.0.date': ['x'], email: ['y'] }, STEP_RULES, 2, ['agree']).stepIndex).toBe(
      0,
    );
  });

  it('collects messages of fields no step knows', () => {
    expect(locateErrors({ unknown: ['Weg.'] }, STEP_RULES, 1, [])).toEqual({
      stepIndex: 1,
      unplacedMessages: ['Weg.'],
    });
  });
});
