import type { DrawerEntry, DrawerGroup } from './drawer-menu';

/**
 * The groups a session may see: entries whose section is allowed, sub-menus reduced to their allowed
 * entries, and a sub-menu with a single permitted entry collapsed to that plain entry (SPEC section 2).
 */
export function visibleMenu(groups: DrawerGroup[], sections: readonly string[]): DrawerGroup[] {
  const allowed = new Set(sections);
  const visibleEntry = (entry: DrawerEntry): DrawerEntry | null => {
    if (!entry.children) return allowed.has(entry.section) ? entry : null;
    const children = entry.children.map(visibleEntry).filter((child): child is DrawerEntry => child !== null);
    if (children.length === 0) return null;
    if (children.length === 1) return children[0] ?? null;
    return { ...entry, children };
  };
  return groups
    .map((group) => ({
      ...group,
      entries: group.entries.map(visibleEntry).filter((entry): entry is DrawerEntry => entry !== null),
    }))
    .filter((group) => group.entries.length > 0);
}
