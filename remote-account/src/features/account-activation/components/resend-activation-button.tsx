import { useState } from 'react';
import { GENERIC_FAILURE } from '@portal/shared/data';
import { FormStatus } from '@portal/shared/forms/plain';
import { useResendActivationEmail } from '../api/resend-activation-email';

const SENT_FALLBACK = 'We hebben je een nieuwe activatiemail gestuurd.';
const THROTTLED_FALLBACK =
  'Je hebt net al een activatiemail aangevraagd. Probeer het over enkele minuten opnieuw.';

/** Sends a new activation mail; shows the api's SENT or THROTTLED message. */
export function ResendActivationButton() {
  const { run, loading } = useResendActivationEmail();
  const [result, setResult] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);

  const resend = async () => {
    setResult(null);
    const outcome = await run({});
    const answer = outcome.data?.resendActivationEmail;
    if (answer?.status === 'SENT')
      return setResult({ kind: 'status', text: answer.message ?? SENT_FALLBACK });
    if (answer?.status === 'THROTTLED') {
      return setResult({ kind: 'alert', text: answer.message ?? THROTTLED_FALLBACK });
    }
    setResult({ kind: 'alert', text: answer?.message ?? GENERIC_FAILURE });
  };

  return (
    <div>
      <button type="button" className="portal-button" onClick={resend} disabled={loading} aria-busy={loading}>
        {loading ? 'Laden...' : 'Stuur de activatiemail opnieuw'}
      </button>
      <FormStatus
        error={result?.kind === 'alert' ? result.text : null}
        status={result?.kind === 'status' ? result.text : null}
      />
    </div>
  );
}
