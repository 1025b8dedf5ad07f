import { PROFILE_VERDICT_CASES } from '@portal/shared/testing';
import { profileStepRules, validate, type ProfileStepKey } from '@portal/shared/validation';
import { profileFormSteps } from '../profile-form-steps';

describe('the profile form steps', () => {
  it.each(['professional', 'companyEmployee', 'educatorEmployee'])(
    'check a %s against the api rule table itself',
    (userType) => {
      for (const step of profileFormSteps([], userType)) {
        expect(step.rules).toEqual(profileStepRules(step.key as ProfileStepKey, userType));
      }
    },
  );

  it.each(PROFILE_VERDICT_CASES)('$name: fails the fields the api fails', (entry) => {
    const step = profileFormSteps([], 'professional').find((candidate) => candidate.key === entry.step);
    expect(Object.keys(validate(entry.form, step?.rules ?? {})).sort()).toEqual(entry.failing);
  });
});
