import { eq, sql } from 'drizzle-orm';
import { withTestApp } from '../../testing/test-app';
import { lastLinkTo, mailsTo } from '../../testing/mail';
import { LOGIN_AS_MUTATION } from '../../testing/operations';
import { ATTEMPTS_PER_CLIENT_PER_MINUTE } from '../auth/login-throttle';
import { forwardedClient } from '../http/client-address';
import { loginFailures, outbox, sessions } from '../db/schema';
import { sha256 } from '../security/tokens';

const t = withTestApp();
beforeEach(async () => {
  await t.db.delete(loginFailures);
  await t.db.delete(outbox);
});

const WRONG = 'Fout-Wachtwoord-1!';

/** One GraphQL document with `count` aliased sign-ins, each for another address. */
function aliasedLogins(prefix: string, count: number): string {
  const fields = Array.from(
    { length: count },
    (_, index) =>
      `a${index}: loginPortalUser(username: "${prefix}-${index}@spray.test", password: "${WRONG}") { status message }`,
  );
  return `mutation spray { ${fields.join('\n')} }`;
}

describe('password spraying', () => {
  it('checks at most the per-client limit from a batch of 10 × 15 aliased sign-ins', async () => {
    const browser = t.browser({ ip: '198.51.100.20' });
    await browser.portalInit();
    const batch = Array.from({ length: 10 }, (_, index) => ({ query: aliasedLogins(`b${index}`, 15) }));
    const checked: string[] = [];
    // The same attacker sends the batch three times in a row: still at most the per-client limit.
    for (let round = 0; round < 3; round += 1) {
      const response = await browser.request('/graphql/portal_public/batch', { body: batch });
      expect(response.status).toBe(200);
      const results = (
        response.body as Array<{ data: Record<string, { status: string; message: string }> }>
      ).flatMap((operation) => Object.values(operation.data ?? {}));
      expect(results).toHaveLength(150);
      checked.push(
        ...results
          .filter((result) => result.status === 'INVALID_CREDENTIALS')
          .map((result) => result.message),
      );
      expect(results.every((result) => ['INVALID_CREDENTIALS', 'THROTTLED'].includes(result.status))).toBe(
        true,
      );
    }
    // One sign-in is checked per request.
    expect(checked.length).toBeLessThanOrEqual(3);

    // Separate requests stop at the per-client limit.
    let invalid = 0;
    for (let attempt = 0; attempt < ATTEMPTS_PER_CLIENT_PER_MINUTE + 5; attempt += 1) {
      const response = await browser.login(`single-${attempt}@spray.test`, WRONG);
      if (response.body.data.loginPortalUser.status === 'INVALID_CREDENTIALS') invalid += 1;
    }
    expect(invalid + checked.length).toBeLessThanOrEqual(ATTEMPTS_PER_CLIENT_PER_MINUTE);

    // Another client (and the owner) still signs in.
    const owner = await t.browser({ ip: '198.51.100.21' }).login('professional@demo.nl');
    expect(owner.body.data.loginPortalUser.status).toBe('LOGGED_IN');
  });

  it('refuses the second sign-in of one request even with the right password', async () => {
    const browser = t.browser({ ip: '198.51.100.22' });
    await browser.portalInit();
    const response = await browser.gql(
      `mutation two {
        first: loginPortalUser(username: "niemand@demo.nl", password: "${WRONG}") { status message }
        second: loginPortalUser(username: "professional@demo.nl", password: "Demo-Wachtwoord-2026!") { status message }
      }`,
    );
    expect(response.body.data.first.status).toBe('INVALID_CREDENTIALS');
    expect(response.body.data.second).toEqual({
      status: 'THROTTLED',
      message: 'Per verzoek kan maar één keer worden ingelogd. Probeer het opnieuw met één inlogpoging.',
    });
    expect(response.setCookies.some((line) => line.startsWith('portal_session='))).toBe(false);
  });
});

describe('no lockout by others', () => {
  it('past the hourly limit sends a one-time login link instead of refusing the owner', async () => {
    await t.db.insert(loginFailures).values(
      Array.from({ length: 100 }, (_, index) => ({
        email: 'werkgever@demo.nl',
        clientIp: `203.0.113.${index % 50}`,
        failedAt: sql`now() - make_interval(mins => ${5 + (index % 40)})`,
      })),
    );
    const owner = t.browser({ ip: '192.0.2.1' });
    const response = await owner.login('werkgever@demo.nl');
    expect(response.body.data.loginPortalUser).toEqual({
      status: 'THROTTLED',
      message: 'We hebben je een e-mail gestuurd om in te loggen.',
    });
    // An unknown address gets the same answer and no mail.
    await t.db
      .insert(loginFailures)
      .values(Array.from({ length: 100 }, () => ({ email: 'niemand@demo.nl', clientIp: '203.0.113.9' })));
    const unknown = await t.browser({ ip: '192.0.2.2' }).login('niemand@demo.nl');
    expect(unknown.body.data.loginPortalUser.message).toBe(
      'We hebben je een e-mail gestuurd om in te loggen.',
    );
    expect(await mailsTo(t.db, 'niemand@demo.nl')).toHaveLength(0);

    // A second try within the quarter hour sends no second mail.
    await owner.login('werkgever@demo.nl');
    expect(await mailsTo(t.db, 'werkgever@demo.nl')).toHaveLength(1);

    const link = await lastLinkTo(t.db, 'werkgever@demo.nl');
    expect(link).toMatch(/^\/loginas\/[\w-]+$/);
    const token = link.split('/').pop()!;
    const signedIn = await owner.gql(LOGIN_AS_MUTATION, { token });
    expect(signedIn.body.data.loginAsPortalUser).toEqual({
      status: 'LOGGED_IN',
      message: 'Je bent ingelogd.',
    });
    const [session] = await t.db
      .select({ impersonating: sessions.impersonating })
      .from(sessions)
      .where(eq(sessions.idHash, sha256(owner.cookies.get('portal_session')!)));
    expect(session).toEqual({ impersonating: false });
    // The link works once.
    const other = t.browser();
    await other.portalInit();
    const again = await other.gql(LOGIN_AS_MUTATION, { token });
    expect(again.body.data.loginAsPortalUser.status).toBe('INVALID_TOKEN');
  });
});

describe('client address behind the host', () => {
  it('trusts exactly the configured number of hops from the right', () => {
    expect(forwardedClient('198.51.100.9', 1)).toBe('198.51.100.9');
    // The client wrote the first entry itself; the host appended what it saw.
    expect(forwardedClient('6.6.6.6, 198.51.100.9', 1)).toBe('198.51.100.9');
    expect(forwardedClient('6.6.6.6, 198.51.100.9, 10.0.0.2', 2)).toBe('198.51.100.9');
    expect(forwardedClient('198.51.100.9', 0)).toBeUndefined();
    expect(forwardedClient(null, 1)).toBeUndefined();
  });

  it("throttles the browser's address that the host forwards, not the host's", async () => {
    const viaHost = (ip: string) =>
      t.browser({ ip: '127.0.0.1' }).request('/graphql/portal_public', {
        headers: { 'x-forwarded-for': ip },
        body: { query: '{ __typename }' },
      });
    expect((await viaHost('198.51.100.30')).status).toBe(200);
    const attacker = t.browser({ ip: '127.0.0.1' });
    await attacker.request('/graphql/portal_public', {
      headers: { 'x-forwarded-for': '198.51.100.31' },
      body: { query: '{ __typename }' },
    });
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await attacker.gql(
        `mutation { loginPortalUser(username: "concept@demo.nl", password: "${WRONG}") { status } }`,
        {},
        { headers: { 'x-forwarded-for': '198.51.100.31' } },
      );
    }
    const rows = await t.db.select().from(loginFailures);
    expect(new Set(rows.map((row) => row.clientIp))).toEqual(new Set(['198.51.100.31']));
    // The owner behind the same host, from another address, signs in.
    const owner = t.browser({ ip: '127.0.0.1' });
    await owner.request('/graphql/portal_public', {
      headers: { 'x-forwarded-for': '198.51.100.32' },
      body: { query: '{ __typename }' },
    });
    const response = await owner.gql(
      `mutation { loginPortalUser(username: "concept@demo.nl", password: "Demo-Wachtwoord-2026!") { status } }`,
      {},
      { headers: { 'x-forwarded-for': '198.51.100.32' } },
    );
    expect(response.body.data.loginPortalUser.status).toBe('LOGGED_IN');
  });
});
