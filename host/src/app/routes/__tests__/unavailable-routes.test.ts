import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { RemoteName } from '@portal/shared/contract';
import { ROUTES } from '@portal/shared/routes';
import { hostScreenOf } from '../host-screens';

/**
 * Which routes still show 'Dit onderdeel is nog niet beschikbaar.': their owning remote has no screen
 * of that name yet. The remotes are read as files (the host never imports a remote). The list below
 * is that state written down, and the test fails both ways (issue 37): a new screen whose route is
 * still listed, and a listed route that has a screen. It must shrink to nothing as the role issues land;
 * it has (issue 38's NIP/NVO route was the last), so now any route of a remote without its screen fails.
 */
const STILL_UNAVAILABLE: string[] = [];
const REMOTE_FOLDERS: Record<RemoteName, string> = {
  account: 'remote-account',
  professional: 'remote-professional',
  employer: 'remote-employer',
  educator: 'remote-educator',
};

function screensOf(remote: RemoteName): Set<string> {
  const source = readFileSync(
    resolve(__dirname, '../../../../..', REMOTE_FOLDERS[remote], 'src/app/screens.ts'),
    'utf8',
  );
  return new Set(
    [...source.matchAll(/^\s+'?([\w-]+)'?:\s*(?:lazy|lazyScreen)\(/gm)].map((match) => match[1] ?? ''),
  );
}

function unavailableRoutes(): string[] {
  const screens = Object.fromEntries(
    (Object.keys(REMOTE_FOLDERS) as RemoteName[]).map((remote) => [remote, screensOf(remote)]),
  ) as Record<RemoteName, Set<string>>;
  const missing: string[] = [];
  for (const route of ROUTES) {
    if (!route.remote) continue;
    const owners = typeof route.remote === 'string' ? [route.remote] : Object.values(route.remote);
    for (const owner of owners) {
      if (!screens[owner].has(route.name))
        missing.push(owners.length > 1 ? `${route.name} (${owner})` : route.name);
    }
  }
  return missing.sort();
}

describe('routes without a screen yet', () => {
  it('are exactly the ones listed: take a route off the list when its screen lands', () => {
    const missing = unavailableRoutes();
    // A screen added but its route still listed; a listed route that has a screen.
    expect(STILL_UNAVAILABLE.filter((route) => !missing.includes(route))).toEqual([]);
    // A route that lost its screen (or a new route without one) and is not listed.
    expect(missing.filter((route) => !STILL_UNAVAILABLE.includes(route))).toEqual([]);
  });

  it('leaves no route without a host page or a remote', () => {
    const missing = unavailableRoutes();
    // Every route is either a host page or owned by a remote; none is forgotten.
    expect(ROUTES.every((route) => hostScreenOf(route.name) || route.remote)).toBe(true);
    expect(missing).not.toContain('login');
    expect(missing).not.toContain('dashboard (professional)');
  });
});
