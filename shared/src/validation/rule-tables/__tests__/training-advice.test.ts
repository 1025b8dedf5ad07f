import { validate } from '../../validate';
import { COMPLETE_TRAINING_ADVICE_RULES, TRAINING_ADVICE_RULES } from '../training-advice';

describe('TRAINING_ADVICE_RULES', () => {
  it('accepts a reason of the list with a question of at least 10 characters', () => {
    expect(
      validate({ reason: 'herintreding', question: 'Welke scholing past bij mij?' }, TRAINING_ADVICE_RULES),
    ).toEqual({});
  });

  it('refuses a missing or unknown reason and a short or missing question', () => {
    const empty = validate({}, TRAINING_ADVICE_RULES);
    expect(Object.keys(empty).sort()).toEqual(['question', 'reason']);
    const wrong = validate({ reason: 'vakantie', question: 'kort' }, TRAINING_ADVICE_RULES);
    expect(Object.keys(wrong).sort()).toEqual(['question', 'reason']);
  });
});

describe('COMPLETE_TRAINING_ADVICE_RULES', () => {
  it('needs at least one proof file', () => {
    expect(validate({ mediaUuids: [] }, COMPLETE_TRAINING_ADVICE_RULES).mediaUuids).toHaveLength(1);
    expect(validate({}, COMPLETE_TRAINING_ADVICE_RULES).mediaUuids).toHaveLength(1);
    expect(validate({ mediaUuids: ['a'] }, COMPLETE_TRAINING_ADVICE_RULES)).toEqual({});
  });
});
