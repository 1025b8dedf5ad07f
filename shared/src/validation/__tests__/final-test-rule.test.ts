import { validate } from '../validate';
import { ACCREDITATION_RULES } from '../rule-tables/accreditations';
import { FINAL_TEST_MESSAGE, needsFinalTest } from '../rules/final-test';

const rules = { hasFinalTest: ACCREDITATION_RULES.hasFinalTest };

describe('final_test (DOMAIN.md: e-learning, blended and 18 hours or more need a final test)', () => {
  it.each([
    ['e-learning', 4, true],
    ['blended', 4, true],
    ['klassikaal', 18, true],
    ['klassikaal', '18,5', true],
    ['klassikaal', 17.5, false],
    ['klassikaal', '', false],
  ])('%s of %s hours needs one: %s', (form, contactHours, expected) => {
    expect(needsFinalTest(form, contactHours)).toBe(expected);
    const errors = validate({ form, contactHours, hasFinalTest: false }, rules);
    expect(errors.hasFinalTest ?? []).toEqual(expected ? [FINAL_TEST_MESSAGE] : []);
  });

  it('names the hours the rule is given (configuration), not always 18', () => {
    const configured = { hasFinalTest: 'final_test:form,contactHours,24' };
    expect(validate({ form: 'klassikaal', contactHours: 20, hasFinalTest: false }, configured)).toEqual({});
    expect(validate({ form: 'klassikaal', contactHours: 24, hasFinalTest: false }, configured)).toEqual({
      hasFinalTest: [
        'Een eindtoets is verplicht voor e-learning, blended leren en scholingen van 24 uur of meer.',
      ],
    });
  });

  it('passes once the final test is there', () => {
    expect(validate({ form: 'e-learning', contactHours: 40, hasFinalTest: true }, rules)).toEqual({});
  });

  it('is checked in a draft too only when the rule says so: an empty box is still checked', () => {
    expect(validate({ form: 'blended', contactHours: 2 }, rules).hasFinalTest).toEqual([FINAL_TEST_MESSAGE]);
  });
});
