import { useState } from 'react';
import { Link, useNavigate, useParams } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { useRemoteProps } from '@portal/shared/remote';
import { GENERIC_FAILURE, useRunOnce } from '@portal/shared/data';
import { flashStatus, FormStatus } from '@portal/shared/forms/plain';
import { useVerifyEmail } from '../api/verify-email';
import { ResendActivationButton } from './resend-activation-button';

export const ACTIVATION_EXPIRED = 'Deze activatielink is verlopen. Vraag een nieuwe activatiemail aan.';
export const ACTIVATION_INVALID = 'Deze activatielink is ongeldig of al gebruikt.';
export const ACTIVATED = 'Je account is geactiveerd. Log in om verder te gaan.';
export const ALREADY_ACTIVE = 'Je account is al geactiveerd. Log in om verder te gaan.';

/** A link of an account that is active already: nothing to fix, only signing in is left. */
function AlreadyActive({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="portal-card">
      <h1>Account al geactiveerd</h1>
      <FormStatus status={signedIn ? 'Je account is al geactiveerd.' : ALREADY_ACTIVE} />
      <p>
        {signedIn ? (
          <Link to={hrefFor('dashboard')}>Naar het dashboard</Link>
        ) : (
          <Link to={hrefFor('login')}>Inloggen</Link>
        )}
      </p>
    </div>
  );
}

/**
 * Account activatie: verifies the e-mail link once on arrival. A signed-in user goes on to the next
 * page; someone signed out lands on the sign-in page, which says the account is now active.
 */
export default function AccountActivationScreen() {
  const { portal, navigation } = useRemoteProps();
  const params = useParams();
  const navigate = useNavigate();
  const { run } = useVerifyEmail();
  const [problem, setProblem] = useState<string | null>(null);
  const [alreadyActive, setAlreadyActive] = useState(false);

  useRunOnce(async () => {
    const outcome = await run({
      emailVerificationUuid: params.emailVerificationUuid ?? '',
      emailVerificationLinkUuid: params.emailVerificationLinkUuid ?? '',
    });
    const status = outcome.data?.verifyEmail.status;
    if (status === 'VERIFIED') {
      // The guards must see the verified session before the forward decides where to go.
      await navigation.reinitialize();
      if (!portal.session.auth) {
        // The sign-in page's status region announces it (the same shared instance, one page).
        flashStatus(ACTIVATED);
        await navigate(hrefFor('login'), { replace: true });
        return;
      }
      await navigate(hrefFor('redirectAfterAccountActivation'), { replace: true });
      return;
    }
    if (status === 'ALREADY_ACTIVE') return setAlreadyActive(true);
    if (status === 'EXPIRED') return setProblem(ACTIVATION_EXPIRED);
    if (status === 'INVALID') return setProblem(ACTIVATION_INVALID);
    setProblem(outcome.data?.verifyEmail.message ?? GENERIC_FAILURE);
  });

  if (alreadyActive) return <AlreadyActive signedIn={portal.session.auth} />;

  if (!problem) {
    return (
      <div className="portal-card">
        <p role="status">Laden...</p>
      </div>
    );
  }

  return (
    <div className="portal-card">
      <h1>Account activeren niet gelukt</h1>
      <FormStatus error={problem} />
      {portal.session.auth ? (
        <ResendActivationButton />
      ) : (
        <p>
          <Link to={hrefFor('login')}>Log in</Link> om een nieuwe activatiemail aan te vragen.
        </p>
      )}
    </div>
  );
}
