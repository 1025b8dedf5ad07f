import { useSearchParams } from '@portal/shared/router';
import { useState } from 'react';
import { LOGGED_IN_STATUS, LOGIN_PORTAL_USER } from '@portal/shared/graphql';
import { useRemoteProps } from '@portal/shared/remote';

const FALLBACK_MESSAGE = 'Inloggen is niet gelukt. Probeer het opnieuw.';

/**
 * Signs in and hands over to the host, which re-initialises the portal and follows `?redirect=`.
 * It calls the host's client directly: the login route stays free of Apollo's React layer.
 */
export function useLogin() {
  const { client, navigation } = useRemoteProps();
  const [query] = useSearchParams();
  const [loading, setLoading] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (username: string, password: string) => {
    setMessage(null);
    setLoading(true);
    try {
      const result = await client.mutate({ mutation: LOGIN_PORTAL_USER, variables: { username, password } });
      const outcome = result.data?.loginPortalUser;
      if (outcome?.status === LOGGED_IN_STATUS) {
        await navigation.loggedIn(query.get('redirect') ?? undefined);
        return;
      }
      setMessage(outcome?.message ?? FALLBACK_MESSAGE);
    } catch {
      setMessage(FALLBACK_MESSAGE);
    } finally {
      setLoading(false);
    }
  };

  return { submit, loading, message };
}
