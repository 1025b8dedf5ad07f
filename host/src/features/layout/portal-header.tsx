import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { isLoggedIn } from '@portal/shared/session';
import { USER_TYPES } from '@portal/shared/options';
import { usePortal } from '../../lib/portal-context';
import { LogoutIcon } from './logout-icon';

/** Logo, the external site link, who is signed in and 'Uitloggen' (SPEC section 2, Header). */
export function PortalHeader() {
  const { state, config, navigation } = usePortal();
  const user = state.session.user;
  const signedIn = isLoggedIn(state) && user;

  return (
    <header className="portal-header">
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
