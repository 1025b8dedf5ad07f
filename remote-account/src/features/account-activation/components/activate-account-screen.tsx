import { formatDateTime } from '@portal/shared/format';
import { useRemoteProps } from '@portal/shared/remote';
import { ResendActivationButton } from './resend-activation-button';

/** Account activeren: the account waits for the e-mail link; explains what to do and offers a new mail. */
export default function ActivateAccountScreen() {
  const { portal } = useRemoteProps();
  const detail = portal.session.user?.detail ?? null;
  const email = detail?.email ?? portal.session.user?.username ?? null;
  const expiresAt = detail?.accountVerificationPending?.verificationLinkExpiresAt ?? null;

  return (
    <div className="portal-card">
      <h1>Activeer je account</h1>
      <p>
        We hebben een e-mail met een activatielink gestuurd
        {email ? (
          <>
            {' '}
            naar <strong>{email}</strong>
          </>
        ) : null}
        . Klik op de link in die e-mail om je account te activeren.
      </p>
      {expiresAt && <p>De link is geldig tot {formatDateTime(expiresAt)}.</p>}
      <p>Geen e-mail ontvangen? Kijk ook in je map met ongewenste e-mail, of vraag een nieuwe link aan.</p>
      <ResendActivationButton />
    </div>
  );
}
