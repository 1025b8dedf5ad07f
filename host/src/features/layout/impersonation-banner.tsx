import { useState } from 'react';
import { isImpersonating } from '@portal/shared/session';
import { usePortal } from '../../lib/portal-context';

const CLOSE_FAILED = 'Afsluiten is niet gelukt. Probeer het opnieuw.';

/**
 * SPEC section 2: while staff view a user's account, this banner is the one way out: 'Afsluiten'
 * signs out without a redirect and closes the tab. Only a sign-out that took closes it: a tab closed
 * on a failed one would leave the user's account open in this browser, unseen.
 */
export function ImpersonationBanner() {
  const { state, navigation } = usePortal();
  const [failed, setFailed] = useState(false);
  if (!isImpersonating(state)) return null;
  const name = state.session.user?.detail?.fullNameAbbreviated ?? state.session.user?.username ?? '';
  const close = async () => {
    setFailed(false);
    if (await navigation.logout({ redirect: false })) window.close();
    else setFailed(true);
  };
  return (
    <div className="portal-impersonation" role="region" aria-label="Meekijken">
      Je bekijkt op dit moment het account van {name} -{' '}
      <button type="button" className="portal-link-button" onClick={() => void close()}>
        Afsluiten
      </button>
      <span role="alert">{failed ? ` ${CLOSE_FAILED}` : ''}</span>
    </div>
  );
}
