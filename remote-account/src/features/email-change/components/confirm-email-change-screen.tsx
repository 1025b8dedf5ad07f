import { useState } from 'react';
import { Link, useParams } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { useRemoteProps } from '@portal/shared/remote';
import { GENERIC_FAILURE, useRunOnce } from '@portal/shared/data';
import { FormStatus, useFocusRequest } from '@portal/shared/forms/plain';
import { useConfirmEmailChange } from '../api/confirm-email-change';

type Outcome = { changed: boolean; message: string };

/**
 * E-mailadres bevestigen (`/e-mailadres-bevestigen/{token}`, the link mailed to a new address):
 * confirms once on arrival; the api's Dutch answer says whether the address changed.
 */
export default function ConfirmEmailChangeScreen() {
  const { portal, navigation } = useRemoteProps();
  const params = useParams();
  const { run } = useConfirmEmailChange();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The answer is a new page state: focus goes to its heading (the screen reader reads on from there).
  const [headingRef, focusHeading] = useFocusRequest<HTMLHeadingElement>();

  useRunOnce(async () => {
    const result = await run({ token: params.token ?? '' });
    const answer = result.data?.confirmEmailChange;
    const changed = answer?.status === 'CHANGED';
    // A signed-in browser shows the new address (and a verified account) from now on.
    if (changed && portal.session.auth) await navigation.reinitialize();
    setOutcome({ changed, message: answer?.message ?? GENERIC_FAILURE });
    focusHeading();
  });

  const title = !outcome
    ? 'E-mailadres bevestigen'
    : outcome.changed
      ? 'E-mailadres gewijzigd'
      : 'E-mailadres niet gewijzigd';
  return (
    <div className="portal-card">
      <h1 ref={headingRef}>{title}</h1>
      {/* One pair of live regions from the start: the answer replaces 'Laden...' and is announced. */}
      <FormStatus
        error={outcome && !outcome.changed ? outcome.message : null}
        status={outcome?.changed ? outcome.message : null}
        loading={!outcome}
      />
      {outcome && (
        <p>
          {portal.session.auth ? (
            <Link to={hrefFor('profileOverview')}>Naar je profiel</Link>
          ) : (
            <Link to={hrefFor('login')}>Inloggen</Link>
          )}
        </p>
      )}
    </div>
  );
}
