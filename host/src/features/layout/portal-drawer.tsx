import type { Ref } from 'react';
import { isLoggedIn } from '@portal/shared/session';
import { usePortal } from '../../lib/portal-context';
import { NavLink } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { LazyDrawerGroups } from './drawer/lazy-drawer-groups';

const HELP_URL = 'https://skjeugd.nl/contact/';

/**
 * The left navigation (SPEC section 2): the groups the session's sections allow, 'Inloggen' when
 * logged out, and always 'Hulp nodig?' and 'Uitloggen'.
 */
export function PortalDrawer({
  open,
  modal,
  overlay,
  drawerRef,
  toggleRef,
  onToggle,
  onClose,
}: {
  open: boolean;
  /** Slid over the page (small screens): a modal dialog with its own close button. */
  modal: boolean;
  /** Small screens: the drawer slides over the page, and shows nothing while closed. */
  overlay: boolean;
  drawerRef?: Ref<HTMLDivElement>;
  toggleRef?: Ref<HTMLButtonElement>;
  onToggle: () => void;
  onClose: () => void;
}) {
  const { state, navigation } = usePortal();
  const { session } = state;
  const signedIn = isLoggedIn(state);

  return (
    <div
      ref={drawerRef}
      id="portal-drawer"
      className={`portal-drawer${open ? ' portal-drawer--open' : ''}`}
      role={modal ? 'dialog' : undefined}
      aria-modal={modal ? true : undefined}
      aria-label={modal ? 'Menu' : undefined}
    >
      {/* Only shown where the drawer covers the page; returns focus to the menu button. */}
      <button type="button" className="portal-drawer-close" onClick={onClose}>
        Menu sluiten
      </button>
      <nav aria-label="Hoofdmenu">
        {/* Between the small and extra-large breakpoints a closed drawer is a 57 px rail with this toggle. */}
        <button
          ref={toggleRef}
          type="button"
          className="portal-drawer-toggle"
          onClick={onToggle}
          aria-expanded={open}
          aria-controls="portal-drawer-content"
        >
          <span aria-hidden="true">☰</span>
          <span className="portal-visually-hidden">{open ? 'Menu sluiten' : 'Menu openen'}</span>
        </button>
        <div id="portal-drawer-content" className="portal-drawer-content">
          {signedIn && <LazyDrawerGroups session={session} deferred={overlay && !open} />}
          <ul className="portal-drawer-always">
            {!signedIn && (
              <li>
                <NavLink to={hrefFor('login')}>Inloggen</NavLink>
              </li>
            )}
            <li>
              <a href={HELP_URL} target="_blank" rel="noopener noreferrer">
                Hulp nodig?
              </a>
            </li>
            <li>
              <a
                href={hrefFor('login')}
                onClick={(event) => {
                  event.preventDefault();
                  void navigation.logout({ redirect: true });
                }}
              >
                Uitloggen
              </a>
            </li>
          </ul>
        </div>
      </nav>
    </div>
  );
}
