import { bestMatch } from '../../../lib/router';
import { ROUTES } from '../route-table';

const routeOf = (pathname: string) => bestMatch(ROUTES, pathname);

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
