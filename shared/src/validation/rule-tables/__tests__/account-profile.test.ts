import { validate } from '../../validate';
import { profileStepRules } from '../account-profile';
import { PROFILE_VERDICT_CASES } from '../../../../testing/profile-verdict-cases';

describe('the profile rule table', () => {
  it.each(PROFILE_VERDICT_CASES)('$name: the form and the api shapes fail the same fields', (entry) => {
    const rules = profileStepRules(entry.step, 'professional');
    expect(Object.keys(validate(entry.form, rules)).sort()).toEqual(entry.failing);
    expect(Object.keys(validate(entry.input, rules)).sort()).toEqual(entry.failing);
  });

  it('asks only professionals for the register and only employers for a job title', () => {
    expect(profileStepRules('voorkeuren', 'companyEmployee')).not.toHaveProperty('registerStreet');
    expect(profileStepRules('persoonsgegevens', 'companyEmployee')).toHaveProperty('jobTitle');
    expect(profileStepRules('persoonsgegevens', 'professional')).not.toHaveProperty('jobTitle');
  });
});
