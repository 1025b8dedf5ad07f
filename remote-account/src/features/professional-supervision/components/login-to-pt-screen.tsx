import { useState } from 'react';
import { useRunOnce } from '@portal/shared/data';
import { FormStatus } from '@portal/shared/forms/plain';
import { leavePortal } from '../../../lib/leave-portal';
import { useCreatePtLoginToken } from '../api/create-pt-login-token';

export const PT_LOGIN_FAILED =
  'Doorsturen naar Professioneel Toezicht is niet gelukt. Probeer het later opnieuw.';

/** Inloggen op Professioneel Toezicht: asks the api for a one-time sign-in link and follows it. */
export default function LoginToPtScreen() {
  const { run } = useCreatePtLoginToken();
  const [failed, setFailed] = useState(false);

  useRunOnce(async () => {
    const outcome = await run({});
    const url = outcome.data?.createPtLoginToken.url;
    if (url) leavePortal(url);
    else setFailed(true);
  });

  return (
    <div className="portal-card">
      <h1>Professioneel Toezicht</h1>
      {failed ? (
        <FormStatus error={PT_LOGIN_FAILED} />
      ) : (
        <p role="status">Laden... Je wordt doorgestuurd naar Professioneel Toezicht.</p>
      )}
    </div>
  );
}
