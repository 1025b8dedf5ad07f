import { NavLink } from '../../lib/router';
import { isLoggedIn } from '@portal/shared/session';
import { usePortal } from '../../lib/portal-context';

/**
 * The left navigation. This first version lists the entry points every role has; the groups of SPEC
 * section 2 per allowed section follow with the host-shell issue.
 */
export function PortalDrawer({ open }: { open: boolean }) {
  const { state, navigation } = usePortal();
  const signedIn = isLoggedIn(state);
  return (
    <nav className={`portal-drawer${open ? ' portal-drawer--open' : ''}`} aria-label="Hoofdmenu">
      <ul>
        {signedIn ? (
          <li>
            <NavLink to="/dashboard">Overzicht</NavLink>
          </li>
        ) : (
          <li>
            <NavLink to="/login">Inloggen</NavLink>
          </li>
        )}
        <li>
          <a href="https://skjeugd.nl/contact/" target="_blank" rel="noopener noreferrer">
            Hulp nodig?
          </a>
        </li>
        {signedIn && (
          <li>
            <a
              href="/login"
              onClick={(event) => {
                event.preventDefault();
                void navigation.logout({ redirect: true });
              }}
            >
              Uitloggen
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
