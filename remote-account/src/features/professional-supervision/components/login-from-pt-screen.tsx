import { useState } from 'react';
import { Link, useParams } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { useRemoteProps } from '@portal/shared/remote';
import { useRunOnce } from '@portal/shared/data';
import { FormStatus } from '@portal/shared/forms/plain';
import { useLoginFromPt } from '../api/login-from-pt';
import { safePortalPath } from '../utils/safe-portal-path';

export const PT_TOKEN_INVALID =
  'Inloggen vanuit Professioneel Toezicht is niet gelukt: de link is ongeldig of verlopen.';

/** Sign-in arriving from Professioneel Toezicht; only follows a redirect inside the portal. */
export default function LoginFromPtScreen() {
  const { navigation } = useRemoteProps();
  const params = useParams();
  const { run } = useLoginFromPt();
  const [problem, setProblem] = useState<string | null>(null);

  useRunOnce(async () => {
    const outcome = await run({ token: params.token ?? '' });
    const answer = outcome.data?.loginFromPt;
    if (answer?.status === 'LOGGED_IN') return navigation.loggedIn(safePortalPath(params.redirect));
    setProblem(answer?.message ?? PT_TOKEN_INVALID);
  });

  return (
    <div className="portal-card">
      <h1>Inloggen</h1>
      {problem ? (
        <>
          <FormStatus error={problem} />
          <p>
            <Link to={hrefFor('login')}>Naar inloggen</Link>
          </p>
        </>
      ) : (
        <p role="status">Laden...</p>
      )}
    </div>
  );
}
