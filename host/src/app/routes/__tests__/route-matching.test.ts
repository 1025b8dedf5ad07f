import { matchRoutes } from '@portal/shared/router';
import { ROUTES } from '@portal/shared/routes';

// The host's router ranks the table's patterns; this is the same ranking it uses.
const routeObjects = ROUTES.map((route) => ({ id: route.name, path: route.path }));
const routeOf = (pathname: string) => matchRoutes(routeObjects, pathname)?.at(-1)?.route.id ?? null;

describe("react-router's matching over the route table", () => {
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
    expect(routeOf(pathname)).toBe(name);
  });

  it('finds nothing for an unknown path', () => {
    expect(routeOf('/bestaat/niet')).toBeNull();
  });
});
