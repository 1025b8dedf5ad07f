// The route table of SPEC section 2 for host and remotes alike. React-free: the api and tests may
// import it too.
export { ROUTES, hrefFor, isRouteName, routeByName } from './route-table';
export type { PortalRoute, RouteName, RouteParams } from './route-table';
export type { RouteAccess, RouteDefinition } from './route-definition';
