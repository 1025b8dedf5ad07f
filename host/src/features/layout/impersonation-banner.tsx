import { isImpersonating } from '@portal/shared/session';
import { usePortal } from '../../lib/portal-context';

/**
 * SPEC section 2: while staff view a user's account, this banner is the one way out: 'Afsluiten'
 * signs out without a redirect and closes the tab.
 */
export function ImpersonationBanner() {
  const { state, navigation } = usePortal();
  if (!isImpersonating(state)) return null;
  const name = state.session.user?.detail?.fullNameAbbreviated ?? state.session.user?.username ?? '';
  const close = async () => {
    await navigation.logout({ redirect: false });
    window.close();
  };
  return (
    <div className="portal-impersonation" role="region" aria-label="Meekijken">
      Je bekijkt op dit moment het account van {name} -{' '}
      <button type="button" className="portal-link-button" onClick={() => void close()}>
        Afsluiten
      </button>
    </div>
  );
}
