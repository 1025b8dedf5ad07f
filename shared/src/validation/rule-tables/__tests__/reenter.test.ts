import { validate } from '../../validate';
import { REENTER_RULES, REENTER_STEP_RULES } from '../reenter';

const complete = {
  type: 'reenter',
  registrationTargetUuid: 't-1',
  motivation: 'Ik wil weer als jeugdprofessional aan het werk na een sabbatical.',
  hasDisciplinaryMeasures: 0,
  shownInRegister: 0,
};

describe('REENTER_RULES', () => {
  it('accepts a complete request without measures and without a register address', () => {
    expect(validate(complete, REENTER_RULES)).toEqual({});
  });

  it('asks each measure its type, start and reason once there are measures', () => {
    const errors = validate(
      { ...complete, hasDisciplinaryMeasures: 1, disciplinaryMeasures: [{ type: 'berisping' }] },
      REENTER_RULES,
    );
    expect(Object.keys(errors).sort()).toEqual([
      'disciplinaryMeasures.0.reason',
      'disciplinaryMeasures.0.startsAt',
    ]);
    expect(
      validate({ ...complete, hasDisciplinaryMeasures: 1, disciplinaryMeasures: [] }, REENTER_RULES),
    ).toHaveProperty('disciplinaryMeasures');
  });

  it('asks the register address only when it is to be shown', () => {
    const errors = validate({ ...complete, shownInRegister: 1 }, REENTER_STEP_RULES.register);
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['registerStreet', 'registerPostalCode', 'registerCity', 'registerPhone']),
    );
  });

  it('refuses a short motivation and a missing choice', () => {
    const errors = validate({ hasDisciplinaryMeasures: 0, motivation: 'Kort' }, REENTER_RULES);
    expect(Object.keys(errors).sort()).toEqual(['motivation', 'registrationTargetUuid', 'type']);
  });
});
