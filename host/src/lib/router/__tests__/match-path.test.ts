import { matchPath } from '../match-path';

describe('matchPath', () => {
  it('reads required and optional parameters, decoded', () => {
    expect(matchPath('/registreren/:uuid/:step?', '/registreren/a%20b/2')?.params).toEqual({
      uuid: 'a b',
      step: '2',
    });
    expect(matchPath('/registreren/:uuid/:step?', '/registreren/abc')?.params).toEqual({
      uuid: 'abc',
      step: undefined,
    });
    expect(matchPath('/registreren/:uuid/:step?', '/registreren')).toBeNull();
  });

  it('matches trailing slashes and refuses longer paths', () => {
    expect(matchPath('/account-activeren', '/account-activeren/')).not.toBeNull();
    expect(matchPath('/login', '/login/extra')).toBeNull();
  });
});
