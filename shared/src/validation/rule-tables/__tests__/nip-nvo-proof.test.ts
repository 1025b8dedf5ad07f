import { validate } from '../../validate';
import { NIP_NVO_PROOF_RULES } from '../nip-nvo-proof';

const TODAY = '2026-12-02';
const valid = { association: 'NVO', membershipNumber: 'NVO-12345', validUntil: TODAY, mediaUuids: ['a'] };

describe('NIP_NVO_PROOF_RULES', () => {
  it('accepts a NIP or NVO registration valid until the submission day or later', () => {
    expect(validate(valid, NIP_NVO_PROOF_RULES, { today: TODAY })).toEqual({});
    expect(
      validate({ ...valid, association: 'NIP', validUntil: '31-12-2027' }, NIP_NVO_PROOF_RULES, {
        today: TODAY,
      }),
    ).toEqual({});
  });

  it('refuses a registration that ended before the submission day, in Dutch', () => {
    const errors = validate({ ...valid, validUntil: '2026-12-01' }, NIP_NVO_PROOF_RULES, { today: TODAY });
    expect(errors).toEqual({ validUntil: ['De datum mag niet in het verleden liggen.'] });
  });

  it('needs an association of the two, a number and exactly one proof file', () => {
    const empty = validate({}, NIP_NVO_PROOF_RULES, { today: TODAY });
    expect(Object.keys(empty).sort()).toEqual([
      'association',
      'mediaUuids',
      'membershipNumber',
      'validUntil',
    ]);
    const wrong = validate({ ...valid, association: 'NVvP', mediaUuids: ['a', 'b'] }, NIP_NVO_PROOF_RULES, {
      today: TODAY,
    });
    expect(Object.keys(wrong).sort()).toEqual(['association', 'mediaUuids']);
  });
});
