import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { isLoggedIn } from '@portal/shared/session';
import { USER_TYPES } from '@portal/shared/options';
import { usePortal } from '../../lib/portal-context';
import { LogoutIcon } from './logout-icon';

/**
 * Logo, the external site link, who is signed in and 'Uitloggen' (SPEC section 2, Header). Below
 * 1024 px a menu button comes first (issue 36: SPEC's own is in the footer, at the bottom of a long
 * page); it toggles the same drawer as the footer's.
 */
export function PortalHeader({
  showMenuButton = false,
  menuOpen = false,
  onToggleMenu,
}: {
  showMenuButton?: boolean;
  menuOpen?: boolean;
  onToggleMenu?: () => void;
}) {
  const { state, config, navigation } = usePortal();
  const user = state.session.user;
  const signedIn = isLoggedIn(state) && user;

  return (
    <header className="portal-header">
      {showMenuButton && (
        <button
          type="button"
          className="portal-header-menu"
          onClick={onToggleMenu}
          aria-controls="portal-drawer"
          aria-expanded={menuOpen}
        >
          <span className="portal-header-menu__bars" aria-hidden="true" />
          Menu
        </button>
      )}
      <Link to={hrefFor('home')} className="portal-logo" aria-label="Mijn SKJ, naar de startpagina">
        <span aria-hidden="true">SKJ</span>
      </Link>
      <a
        href={config.externalSiteUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="portal-header-link"
      >
        Naar skjeugd.nl
      </a>
      {signedIn && (
        <div className="portal-header-user">
          <span>
            Ingelogd als {USER_TYPES[user.detailTypeObject.value] ?? user.detailTypeObject.value} (
            {user.detail?.fullNameAbbreviated ?? user.username})
          </span>
          <a
            href={hrefFor('login')}
            className="portal-header-link"
            onClick={(event) => {
              event.preventDefault();
              void navigation.logout({ redirect: true });
            }}
          >
            <LogoutIcon /> Uitloggen
          </a>
        </div>
      )}
    </header>
  );
}
