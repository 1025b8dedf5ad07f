import { COMPANY_ROUTES, EDUCATOR_ROUTES } from './organisation-routes';
import { GENERAL_ROUTES } from './general-routes';
import { PROFESSIONAL_ROUTES } from './professional-routes';
import type { RouteDefinition } from './route-definition';

const TABLE = [...GENERAL_ROUTES, ...PROFESSIONAL_ROUTES, ...EDUCATOR_ROUTES, ...COMPANY_ROUTES];

/** The name of a route of the table; a typo fails to compile in host and remotes alike. */
export type RouteName = (typeof TABLE)[number]['name'];

export type PortalRoute = RouteDefinition<RouteName>;

/** Every route of SPEC section 2: the one place that names a path. */
export const ROUTES: readonly PortalRoute[] = TABLE;

export type RouteParams = Record<string, string | undefined>;

const BY_NAME = new Map<string, PortalRoute>(ROUTES.map((route) => [route.name, route]));

export function isRouteName(name: string): name is RouteName {
  return BY_NAME.has(name);
}

export function routeByName(name: RouteName): PortalRoute {
  const route = BY_NAME.get(name);
  if (!route) throw new Error(`Onbekende route: ${name}`);
  return route;
}

/** The href of a named route; optional segments without a value are left out. */
export function hrefFor(name: RouteName, params: RouteParams = {}): string {
  const segments = routeByName(name)
    .path.split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const optional = segment.endsWith('?');
      const key = segment.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (value === undefined || value === '') {
        if (optional) return null;
        throw new Error(`Route ${name} mist parameter ${key}`);
      }
      return encodeURIComponent(value);
    })
    .filter((segment): segment is string => segment !== null);
  return segments.join('/') || '/';
}
