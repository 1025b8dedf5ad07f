import { eq } from 'drizzle-orm';
import { createTestApp, TEST_PT_SECRET, type TestApp } from '../../testing/test-app';
import { CREATE_PT_TOKEN, LOGIN_FROM_PT } from '../../testing/account-operations';
import { PORTAL_INIT_QUERY } from '../../testing/operations';
import { signPtToken, verifyPtToken } from '../auth/pt-token';
import { oneTimeTokens, users } from '../db/schema';
import { randomToken, sha256 } from '../security/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PT_URL: 'https://pt.example.nl' } });
});
afterAll(() => t.close());

async function userId(email: string) {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  return user!.id;
}

function ptToken(
  sub: string,
  overrides: Partial<{ aud: 'pt' | 'portal'; exp: number; iat: number; jti: string }> = {},
  secret = TEST_PT_SECRET,
) {
  const now = Math.floor(Date.now() / 1000);
  return signPtToken(secret, {
    sub,
    aud: 'portal',
    iat: now,
    exp: now + 60,
    jti: randomToken(),
    ...overrides,
  });
}

async function loginFromPt(token: string) {
  const browser = t.browser();
  await browser.portalInit();
  const response = await browser.gql(LOGIN_FROM_PT, { token });
  return { browser, status: response.body.data.loginFromPt.status as string };
}

describe('createPtLoginToken', () => {
  it('gives a professional a PT url with a signed short-lived token, stored hashed', async () => {
    const browser = t.browser();
    await browser.login('professional@demo.nl');
    const response = await browser.gql(CREATE_PT_TOKEN, {}, { endpoint: 'portal' });
    const url = new URL(response.body.data.createPtLoginToken.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://pt.example.nl/inloggen');
    const token = url.searchParams.get('token')!;
    const payload = verifyPtToken(TEST_PT_SECRET, token, 'pt');
    expect(payload).toMatchObject({ sub: await userId('professional@demo.nl'), aud: 'pt' });
    expect(payload!.exp - payload!.iat).toBeLessThanOrEqual(120);
    const stored = await t.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, sha256(token)));
    expect(stored).toHaveLength(1);
    // A token made for PT is no good for signing in to the portal.
    expect((await loginFromPt(token)).status).toBe('INVALID_TOKEN');
  });

  it('is for professionals only', async () => {
    const browser = t.browser();
    await browser.login('werkgever@demo.nl');
    const response = await browser.gql(CREATE_PT_TOKEN, {}, { endpoint: 'portal' });
    expect(response.body.errors[0].extensions.code).toBe(403);
  });
});

describe('loginFromPt', () => {
  it('signs the professional in once per token', async () => {
    const token = ptToken(await userId('professional@demo.nl'));
    const { browser, status } = await loginFromPt(token);
    expect(status).toBe('LOGGED_IN');
    const session = (await browser.gql(PORTAL_INIT_QUERY, { uri: '' })).body.data.portalInit.session;
    expect(session).toMatchObject({ auth: true, impersonating: false });
    expect(session.user.detail.email).toBe('professional@demo.nl');
    expect((await loginFromPt(token)).status).toBe('INVALID_TOKEN');
  });

  it('refuses forged, expired, long-lived and malformed tokens, and non-professionals', async () => {
    const id = await userId('professional@demo.nl');
    const now = Math.floor(Date.now() / 1000);
    const refused = [
      ptToken(id, {}, 'een-ander-geheim-van-minstens-32-tekens!!'),
      ptToken(id, { iat: now - 120, exp: now - 1 }),
      ptToken(id, { exp: now + 3600 }),
      'geen.token',
      'onzin',
      ptToken('geen-uuid'),
      ptToken(await userId('werkgever@demo.nl')),
    ];
    for (const token of refused) expect((await loginFromPt(token)).status).toBe('INVALID_TOKEN');
    const [encoded, signature] = ptToken(id).split('.');
    const tampered = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(encoded!, 'base64url').toString()),
        sub: await userId('concept@demo.nl'),
      }),
    ).toString('base64url');
    expect((await loginFromPt(`${tampered}.${signature}`)).status).toBe('INVALID_TOKEN');
  });
});
