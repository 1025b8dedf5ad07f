import type { PortalSessionData } from '@portal/shared/session';
import { DrawerEntries } from './drawer-entries';
import { DRAWER_MENUS } from './drawer-menu';
import { visibleMenu } from './visible-menu';

/** The signed-in user's groups of the drawer (their role's menu, as far as the sections allow). */
export function DrawerGroups({ session }: { session: PortalSessionData }) {
  const userType = session.user?.detailTypeObject.value;
  const groups = userType ? visibleMenu(DRAWER_MENUS[userType] ?? [], session.sections) : [];
  return groups.map((group) => (
    <section key={group.label} className="portal-drawer-group" aria-label={group.label}>
      {/* A group that is just one entry of the same name shows as that entry. */}
      {!(group.entries.length === 1 && group.entries[0]?.label === group.label) && (
        <h2 className="portal-drawer-heading">{group.label}</h2>
      )}
      <DrawerEntries entries={group.entries} session={session} />
    </section>
  ));
}
