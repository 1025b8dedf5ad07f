import { COMPANY_ROUTES, EDUCATOR_ROUTES } from './organisation-routes';
import { GENERAL_ROUTES } from './general-routes';
import { PROFESSIONAL_ROUTES } from './professional-routes';
import type { PortalRoute } from '../../lib/route-types';

/** Every route of SPEC section 2, by name. The host owns this table; remotes only render screens. */
export const ROUTES: PortalRoute[] = [
  ...GENERAL_ROUTES,
  ...PROFESSIONAL_ROUTES,
  ...EDUCATOR_ROUTES,
  ...COMPANY_ROUTES,
];

const BY_NAME = new Map(ROUTES.map((route) => [route.name, route]));

export function routeByName(name: string): PortalRoute {
  const route = BY_NAME.get(name);
  if (!route) throw new Error(`Onbekende route: ${name}`);
  return route;
}

/** The href of a named route; optional segments without a value are left out. */
export function hrefFor(name: string, params: Record<string, string | undefined> = {}): string {
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
