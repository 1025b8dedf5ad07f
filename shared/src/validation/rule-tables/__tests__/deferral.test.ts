import { validate } from '../../validate';
import { DEFERRAL_RULES } from '../deferral';

const limits = { deferralMaxMonthsPerRequest: 6, deferralMaxMonthsPerPeriod: 12, deferralMonthsLeft: 12 };

describe('DEFERRAL_RULES', () => {
  it('accepts a reason with months within both limits', () => {
    expect(validate({ ...limits, reason: 'ziekte', months: 6 }, DEFERRAL_RULES)).toEqual({});
    expect(validate({ ...limits, reason: 'mantelzorg', months: '1' }, DEFERRAL_RULES)).toEqual({});
  });

  it('asks a motivation for anders only', () => {
    expect(validate({ ...limits, reason: 'anders', months: 2 }, DEFERRAL_RULES).motivation).toHaveLength(1);
    expect(
      validate({ ...limits, reason: 'anders', months: 2, motivation: 'Verhuizing' }, DEFERRAL_RULES),
    ).toEqual({});
  });

  it('names the limit per request', () => {
    expect(validate({ ...limits, reason: 'ziekte', months: 7 }, DEFERRAL_RULES).months).toEqual([
      'Per aanvraag kun je hoogstens 6 maanden uitstel vragen.',
    ]);
  });

  it('names the limit per period with what is left', () => {
    expect(
      validate({ ...limits, deferralMonthsLeft: 4, reason: 'ziekte', months: 5 }, DEFERRAL_RULES).months,
    ).toEqual([
      'Per registratieperiode kun je hoogstens 12 maanden uitstel krijgen; je kunt nog 4 maanden vragen.',
    ]);
    expect(
      validate({ ...limits, deferralMonthsLeft: 0, reason: 'ziekte', months: 1 }, DEFERRAL_RULES).months,
    ).toEqual([
      'Per registratieperiode kun je hoogstens 12 maanden uitstel krijgen; je hebt dat al gekregen.',
    ]);
  });

  it('refuses an unknown reason and no months', () => {
    const errors = validate({ ...limits, reason: 'vakantie' }, DEFERRAL_RULES);
    expect(Object.keys(errors).sort()).toEqual(['months', 'reason']);
  });
});
