import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { LOGGED_IN_STATUS, LOGIN_PORTAL_USER } from '@portal/shared/graphql';
import { useRemoteProps } from '@portal/shared/contract';

const FALLBACK_MESSAGE = 'Inloggen is niet gelukt. Probeer het opnieuw.';

/** Signs in and hands over to the host, which re-initialises the portal and follows `?redirect=`. */
export function useLogin() {
  const { navigation, query } = useRemoteProps();
  const [login, { loading }] = useMutation(LOGIN_PORTAL_USER);
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (username: string, password: string) => {
    setMessage(null);
    const result = await login({ variables: { username, password } });
    const outcome = result.data?.loginPortalUser;
    if (outcome?.status === LOGGED_IN_STATUS) {
      await navigation.loggedIn(query.redirect);
      return;
    }
    setMessage(outcome?.message ?? FALLBACK_MESSAGE);
  };

  return { submit, loading, message };
}
