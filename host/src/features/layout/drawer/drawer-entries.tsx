import type { PortalSessionData } from '@portal/shared/session';
import { NavLink } from '@portal/shared/router';
import { captionText } from './drawer-captions';
import type { DrawerEntry } from './drawer-menu';

function EntryLink({ entry, session }: { entry: DrawerEntry; session: PortalSessionData }) {
  const caption = captionText(entry.caption, session);
  const content = (
    <>
      <span>{entry.label}</span>
      {caption && <span className="portal-drawer-caption">{caption}</span>}
    </>
  );
  if (entry.external) {
    return (
      <a href={entry.to} target="_blank" rel="noopener noreferrer">
        {content}
      </a>
    );
  }
  return <NavLink to={entry.to}>{content}</NavLink>;
}

/** One entry, or a sub-menu with its entries (a sub-menu of one entry was already collapsed). */
export function DrawerEntries({ entries, session }: { entries: DrawerEntry[]; session: PortalSessionData }) {
  return (
    <ul>
      {entries.map((entry) => (
        <li key={`${entry.label}-${entry.to}`}>
          {entry.children ? (
            <details className="portal-drawer-submenu" open>
              <summary>{entry.label}</summary>
              <DrawerEntries entries={entry.children} session={session} />
            </details>
          ) : (
            <EntryLink entry={entry} session={session} />
          )}
        </li>
      ))}
    </ul>
  );
}
