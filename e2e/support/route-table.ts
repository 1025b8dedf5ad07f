/**
 * The one door through which browser tests read the portal's route table: the React-free
 * `@portal/shared/routes`, the only app code e2e may import (lint enforces it).
 */
import { ROUTES } from '@portal/shared/routes';

/** A signed-in role by its user type, or a visitor who is not signed in. */
export type RouteRole = 'professional' | 'companyEmployee' | 'educatorEmployee' | 'guest';

export interface RouteToCheck {
  name: string;
  /** The route's path with its optional parameters left out. */
  url: string;
  title: string;
}

/** The path without optional segments; null when a required parameter is left. */
function concretePath(path: string): string | null {
  const segments = path.split('/').filter((segment) => !(segment.startsWith(':') && segment.endsWith('?')));
  if (segments.some((segment) => segment.startsWith(':'))) return null;
  return segments.join('/') || '/';
}

function mayOpen(role: RouteRole, route: (typeof ROUTES)[number]): boolean {
  if (route.access === 'public') return true;
  if (route.access === 'guest') return role === 'guest';
  return role !== 'guest' && (!route.roles || route.roles.includes(role));
}

/** Every route `role` may open that needs no parameter it cannot fill, minus the `skip` names. */
export function routesFor(role: RouteRole, skip: readonly string[] = []): RouteToCheck[] {
  return ROUTES.flatMap((route) => {
    const url = concretePath(route.path);
    if (!url || skip.includes(route.name) || !mayOpen(role, route)) return [];
    return [{ name: route.name, url, title: route.title }];
  });
}
