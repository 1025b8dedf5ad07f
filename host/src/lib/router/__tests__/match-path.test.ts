import { ROUTES } from '../../../app/routes/route-table';
import { bestMatch, matchPath } from '../match-path';

const routeOf = (pathname: string) => bestMatch(ROUTES, pathname);

describe('matchPath', () => {
  it('reads required and optional parameters, decoded', () => {
    expect(matchPath('/registreren/:uuid/:step?', '/registreren/a%20b/2')?.params).toEqual({ uuid: 'a b', step: '2' });
    expect(matchPath('/registreren/:uuid/:step?', '/registreren/abc')?.params).toEqual({ uuid: 'abc', step: undefined });
    expect(matchPath('/registreren/:uuid/:step?', '/registreren')).toBeNull();
  });

  it('matches trailing slashes and refuses longer paths', () => {
    expect(matchPath('/account-activeren', '/account-activeren/')).not.toBeNull();
    expect(matchPath('/login', '/login/extra')).toBeNull();
  });
});

describe('bestMatch over the route table', () => {
  it.each([
    ['/herintreden/afgewezen', 'reenterRequestRejected'],
    ['/herintreden/abc/2', 'reenterRequest'],
    ['/herintreden', 'reenterRequest'],
    ['/account-activatie/doorsturen', 'redirectAfterAccountActivation'],
    ['/account-activatie/u1/u2', 'accountActivation'],
    ['/account-aanmaken/werkgever/token-1', 'createCompanyEmployee'],
    ['/account-aanmaken/professional', 'createProfessional'],
    ['/herregistratie/activiteit-aanmaken/x', 'activityCreate'],
    ['/herregistratie/x', 'reRegistration'],
    ['/scholingsadvies/afronden/x', 'completeTrainingAdvice'],
    ['/scholingsadvies/x/2', 'trainingAdviceForm'],
    ['/accreditaties/overzicht', 'accreditationsOverview'],
    ['/', 'home'],
  ])('%s is %s', (pathname, name) => {
    expect(routeOf(pathname)?.item.name).toBe(name);
  });

  it('finds nothing for an unknown path', () => {
    expect(routeOf('/bestaat/niet')).toBeNull();
  });
});
