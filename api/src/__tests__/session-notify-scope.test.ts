/**
 * Kept sessions are dropped on every api process only after a real write (issue 41): anonymous
 * requests (a failed sign-in, a reset request, a junk POST to any path) send no notification and
 * clear no cache; a logout does.
 */
import { withTestApp } from '../../testing/test-app';
import { LOGOUT_MUTATION } from '../../testing/operations';
import { REQUEST_PASSWORD_RESET } from '../../testing/account-operations';
import { SESSIONS_CHANNEL } from '../auth/session-invalidation';

const t = withTestApp({ env: { SESSION_CACHE_MS: '3000' } });
const heard: string[] = [];

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

it('sends nothing for anonymous requests, and notifies after a logout', async () => {
  const stop = await t.services.database.listen(SESSIONS_CHANNEL, (payload) => heard.push(payload));
  try {
    const guest = t.browser({ ip: '198.51.100.61' });
    await guest.portalInit();
    await settle();
    heard.length = 0;
    await guest.login('professional@demo.nl', 'Fout-Wachtwoord-1!');
    await guest.gql(REQUEST_PASSWORD_RESET, { email: 'niemand@example.nl' });
    for (const path of [
      '/bestaat-niet',
      '/files',
      '/generate-dynamic-template',
      '/payments/test-provider/callback',
    ]) {
      await guest.request(path, { body: { junk: true } });
    }
    await settle();
    expect(heard).toEqual([]);

    const signedIn = await t.signedIn('professional@demo.nl');
    await signedIn.gql(LOGOUT_MUTATION, {}, { endpoint: 'portal' });
    await settle();
    expect(heard.length).toBeGreaterThanOrEqual(1);
  } finally {
    await stop();
  }
});
