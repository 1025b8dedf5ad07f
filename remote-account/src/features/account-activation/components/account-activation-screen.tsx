import { useState } from 'react';
import { Link, useNavigate, useParams } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { useRemoteProps } from '@portal/shared/remote';
import { GENERIC_FAILURE, useRunOnce } from '@portal/shared/data';
import { FormStatus } from '@portal/shared/forms/plain';
import { useVerifyEmail } from '../api/verify-email';
import { ResendActivationButton } from './resend-activation-button';

export const ACTIVATION_EXPIRED = 'Deze activatielink is verlopen. Vraag een nieuwe activatiemail aan.';
export const ACTIVATION_INVALID = 'Deze activatielink is ongeldig of al gebruikt.';

/** Account activatie: verifies the e-mail link once on arrival, then forwards to the next page. */
export default function AccountActivationScreen() {
  const { portal, navigation } = useRemoteProps();
  const params = useParams();
  const navigate = useNavigate();
  const { run } = useVerifyEmail();
  const [problem, setProblem] = useState<string | null>(null);

  useRunOnce(async () => {
    const outcome = await run({
      emailVerificationUuid: params.emailVerificationUuid ?? '',
      emailVerificationLinkUuid: params.emailVerificationLinkUuid ?? '',
    });
    const status = outcome.data?.verifyEmail.status;
    if (status === 'VERIFIED') {
      // The guards must see the verified session before the forward decides where to go.
      await navigation.reinitialize();
      await navigate(hrefFor('redirectAfterAccountActivation'), { replace: true });
      return;
    }
    if (status === 'EXPIRED') return setProblem(ACTIVATION_EXPIRED);
    if (status === 'INVALID') return setProblem(ACTIVATION_INVALID);
    setProblem(outcome.data?.verifyEmail.message ?? GENERIC_FAILURE);
  });

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
