import { startTransition, Suspense, use, useEffect, useState } from 'react';
import type { PortalSessionData } from '@portal/shared/session';
import { whenPageSettled } from '../../../lib/when-page-settled';

// Only a signed-in user has groups in the drawer: the menus of the roles, and captions that format dates
// with @portal/shared/format. Kept out of the login route's
// first load (about 9 KB gzip, docs/decisions/0005-react-router.md). Where the drawer shows at start (wide
// screens) the chunk is asked for at start-up when the page needs a session (bootstrap.tsx), so it is
// there before the shell first paints. Where it starts closed over the page (phones) it loads once the
// page has settled, or at once when the drawer opens: not among the first screen's files (issue 8).

type Loading = Promise<typeof import('./drawer-groups') | null>;

let loading: Loading | null = null;

/** Starts loading the signed-in part of the drawer; a failed load is tried again at the next render. */
export function preloadDrawerGroups(): Loading {
  if (loading) return loading;
  const started: Loading = import(/* webpackChunkName: "drawer-groups" */ './drawer-groups').then(
    (module) => module,
    () => {
      loading = null;
      return null;
    },
  );
  // React's `use` reads a settled promise at once (no fallback) when it carries its status.
  void started.then((value) => Object.assign(started, { status: 'fulfilled', value }));
  loading = started;
  return started;
}

function LoadedGroups({ session }: { session: PortalSessionData }) {
  const module = use(preloadDrawerGroups());
  return module ? <module.DrawerGroups session={session} /> : null;
}

/**
 * The signed-in user's groups once their chunk is there; nothing until then. `deferred`: the drawer is
 * closed over the page, so the chunk waits for the page to settle (or for the drawer to open).
 */
export function LazyDrawerGroups({ session, deferred }: { session: PortalSessionData; deferred: boolean }) {
  const [wanted, setWanted] = useState(() => !deferred || loading !== null);
  // Once shown the groups stay, also when the drawer closes again.
  if (!deferred && !wanted) setWanted(true);
  useEffect(() => {
    if (wanted || !deferred) return;
    // A transition: the groups' first render comes in slices, not as one more long task on a phone.
    return whenPageSettled(() => startTransition(() => setWanted(true)));
  }, [deferred, wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoadedGroups session={session} />
    </Suspense>
  );
}
