import { withTestApp } from '../../testing/test-app';
import { LOGIN_MUTATION } from '../../testing/operations';
import { loginFailures } from '../db/schema';
import { withinTimeLimit } from '../graphql/time-limit';

const t = withTestApp();
beforeEach(async () => {
  await t.db.delete(loginFailures);
});

const INVALID =
  'De invoer bevat ongeldige tekens of is te lang. Controleer wat je hebt ingevuld en probeer het opnieuw.';
const WRONG_TYPE = 'De invoer heeft niet de verwachte vorm. Vernieuw de pagina en probeer het opnieuw.';

describe('GraphQL responses', () => {
  it('are never cached and never sniffed', async () => {
    const response = await t.browser().portalInit();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses bodies over 100 KB with 413 and a Dutch message', async () => {
    const browser = t.browser();
    await browser.portalInit();
    const response = await browser.gql(LOGIN_MUTATION, { username: 'x'.repeat(1024 * 1024), password: 'x' });
    expect(response.status).toBe(413);
    expect(response.body.errors[0].message).toBe(
      'Het verzoek is te groot (meer dan 100 kB). Er is niets uitgevoerd.',
    );
    const batch = await browser.request('/graphql/portal_public/batch', {
      body: [{ query: `{ __typename } # ${'x'.repeat(200 * 1024)}` }],
    });
    expect(batch.status).toBe(413);
  });

  it('reads a body with a declared length whole, and still refuses one larger than it claimed', async () => {
    const browser = t.browser();
    await browser.portalInit();
    const small = JSON.stringify({ query: '{ __typename }' });
    const declared = { 'content-length': String(Buffer.byteLength(small)) };
    const ok = await browser.request('/graphql/portal_public', {
      body: JSON.parse(small),
      headers: declared,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ __typename: 'Query' });

    const big = await browser.request('/graphql/portal_public', {
      body: { query: `{ __typename } # ${'x'.repeat(200 * 1024)}` },
      headers: declared,
    });
    expect(big.status).toBe(413);
  });

  it('stops an operation after the time limit with a clear error', async () => {
    const never = new Promise<Response>(() => undefined);
    const response = await withinTimeLimit(never, 20);
    expect(response.status).toBe(503);
    expect((await response.json()).errors[0].message).toBe(
      'Het verzoek duurde te lang en is afgebroken. Probeer het later opnieuw.',
    );
    // In time: the answer itself.
    const quick = await withinTimeLimit(Promise.resolve(new Response('ok')), 1000);
    expect(await quick.text()).toBe('ok');
  });
});

describe('bad input', () => {
  const cases: Array<[string, Record<string, unknown>, number, string]> = [
    ['a null byte', { username: 'professional@demo.nl\u0000', password: 'x' }, 422, INVALID],
    ['an over-long string', { username: 'x'.repeat(50_000), password: 'x' }, 422, INVALID],
    ['a number for a string', { username: 5, password: 'x' }, 400, WRONG_TYPE],
    ['null for a required string', { username: null, password: 'x' }, 400, WRONG_TYPE],
    ['an object for a string', { username: { $ne: '' }, password: 'x' }, 400, WRONG_TYPE],
  ];

  it.each(cases)(
    'answers %s at login with %i and a Dutch message',
    async (_name, variables, status, message) => {
      const browser = t.browser();
      await browser.portalInit();
      const response = await browser.gql(LOGIN_MUTATION, variables);
      expect(response.status).toBe(status);
      expect(response.body.errors).toEqual([expect.objectContaining({ message })]);
    },
  );

  it('refuses a null byte in a literal argument of a signed-in operation too', async () => {
    const browser = t.browser();
    await browser.login('professional@demo.nl');
    const response = await browser.gql(
      'mutation { changeEmail(email: "a\\u0000@demo.nl", password: "x") { status } }',
      {},
      { endpoint: 'portal' },
    );
    expect(response.status).toBe(422);
    expect(response.body.errors[0].message).toBe(INVALID);
  });

  it('answers a wrongly typed literal in Dutch', async () => {
    const browser = t.browser();
    await browser.portalInit();
    const response = await browser.gql('mutation { loginPortalUser(username: 5, password: "x") { status } }');
    expect(response.status).toBeLessThan(500);
    expect(response.body.errors[0].message).toBe(WRONG_TYPE);
  });
});
