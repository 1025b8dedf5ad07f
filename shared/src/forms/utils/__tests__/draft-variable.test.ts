import { isDraftVariable, withDraftVariable } from '../draft-variable';

describe('isDraft variable', () => {
  it('is 1 when saving a draft and 0 otherwise', () => {
    expect(isDraftVariable(true)).toBe(1);
    expect(isDraftVariable(false)).toBe(0);
    expect(withDraftVariable({ uuid: 'u-1' }, true)).toEqual({ uuid: 'u-1', isDraft: 1 });
  });
});
