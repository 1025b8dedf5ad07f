import { useParams } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { useState } from 'react';
import { LOGGED_IN_STATUS, LOGIN_AS_PORTAL_USER } from '@portal/shared/graphql';
import { useRemoteProps } from '@portal/shared/remote';
import { useMutationAction, useRunOnce } from '@portal/shared/data';
import { FormStatus } from '@portal/shared/forms/plain';

export const LOGIN_AS_FAILED =
  'Inloggen als deze gebruiker is niet gelukt. De link is ongeldig of verlopen; vraag een nieuwe aan.';

/** Staff impersonation (`/loginas/{token?}`): signs in with the one-time token on arrival. */
export default function LoginAsScreen() {
  const { navigation } = useRemoteProps();
  const params = useParams();
  const { run } = useMutationAction(LOGIN_AS_PORTAL_USER);
  const [problem, setProblem] = useState<string | null>(null);

  useRunOnce(async () => {
    if (!params.token) return setProblem(LOGIN_AS_FAILED);
    const outcome = await run({ token: params.token });
    const answer = outcome.data?.loginAsPortalUser;
    if (answer?.status === LOGGED_IN_STATUS) return navigation.loggedIn(hrefFor('dashboard'));
    setProblem(answer?.message ?? LOGIN_AS_FAILED);
  });

  return (
    <div className="portal-card">
      <h1>Inloggen als gebruiker</h1>
      <FormStatus error={problem} loading={!problem} />
    </div>
  );
}
