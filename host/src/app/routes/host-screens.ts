import type { RouteName } from '@portal/shared/routes';

/** The routes the host renders itself; every other route's screen lives in a remote. */
export const HOST_SCREENS = {
  home: 'home',
  maintenance: 'maintenance',
  error: 'error',
} as const satisfies Partial<Record<RouteName, string>>;

export type HostScreen = (typeof HOST_SCREENS)[keyof typeof HOST_SCREENS];

export function hostScreenOf(name: RouteName): HostScreen | undefined {
  return (HOST_SCREENS as Partial<Record<RouteName, HostScreen>>)[name];
}
