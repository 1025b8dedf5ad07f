/**
 * An unverified account may only verify, ask for a new link, edit its profile (address and password
 * included) and sign out: every other mutation of the schema, one by one, answers with the Dutch
 * explanation and changes nothing. A verified account is not stopped by the policy.
 */
import { withTestApp } from '../../testing/test-app';
import { sampleDocument } from '../../testing/sample-operation';
import { RESEND_ACTIVATION, UPDATE_PROFILE } from '../../testing/account-operations';
import { LOGOUT_MUTATION } from '../../testing/operations';
import { schema } from '../schema';
import { MESSAGES } from '../graphql-errors';

const t = withTestApp();

/** What an unverified account may still do (besides the public operations every guest may do). */
const ALLOWED_BEFORE_VERIFICATION = new Set([
  'verifyEmail',
  'resendActivationEmail',
  'updateAccountProfile',
  'changeEmail',
  'changePassword',
  'logoutPortalUser',
]);

function mutationDocument(name: string): string {
  return sampleDocument(schema, 'mutation', name);
}

const portalMutations = Object.values(schema.getMutationType()!.getFields())
  .filter((field) => field.extensions?.public !== true)
  .map((field) => field.name);

async function unverifiedBrowser() {
  const browser = t.browser();
  const login = await browser.login('nieuw@demo.nl');
  expect(login.body.data.loginPortalUser.status).toBe('LOGGED_IN');
  return browser;
}

describe('the verification policy', () => {
  it('covers the mutations it should', () => {
    expect(portalMutations).toEqual(
      expect.arrayContaining(['inviteColleague', 'startPayment', 'submitRegistration']),
    );
    for (const name of ALLOWED_BEFORE_VERIFICATION)
      expect(Object.keys(schema.getMutationType()!.getFields())).toContain(name);
  });

  it.each(portalMutations.filter((name) => !ALLOWED_BEFORE_VERIFICATION.has(name)))(
    '%s waits for a verified address',
    async (name) => {
      const browser = await unverifiedBrowser();
      const response = await browser.gql(mutationDocument(name), {}, { endpoint: 'portal' });
      expect(response.body.errors?.[0]?.message).toBe(MESSAGES.unverified);
      expect(response.body.errors?.[0]?.extensions?.code).toBe(403);
      expect(response.body.data).toBeNull();
    },
  );

  it.each(portalMutations.filter((name) => ALLOWED_BEFORE_VERIFICATION.has(name)))(
    '%s is open before verification',
    async (name) => {
      const browser = await unverifiedBrowser();
      const response = await browser.gql(mutationDocument(name), {}, { endpoint: 'portal' });
      expect(JSON.stringify(response.body.errors ?? [])).not.toContain(MESSAGES.unverified);
    },
  );

  it('lets an unverified account ask for a new link, edit its profile and sign out', async () => {
    const browser = await unverifiedBrowser();
    const resend = await browser.gql(RESEND_ACTIVATION, {}, { endpoint: 'portal' });
    expect(resend.body.data.resendActivationEmail.status).toMatch(/SENT|THROTTLED/);
    const profile = await browser.gql(
      UPDATE_PROFILE,
      { step: 'voorkeuren', input: { loginNotification: false, shownInRegister: false } },
      { endpoint: 'portal' },
    );
    expect(profile.body.data.updateAccountProfile.status).toBe('OK');
    const logout = await browser.gql(LOGOUT_MUTATION);
    expect(logout.body.data.logoutPortalUser.status).toBe('TOKEN_REVOKED');
  });

  it('does not stop a verified account', async () => {
    const browser = t.browser();
    await browser.login('werkgever@demo.nl');
    const response = await browser.gql(mutationDocument('inviteColleague'), {}, { endpoint: 'portal' });
    expect(JSON.stringify(response.body.errors ?? [])).not.toContain(MESSAGES.unverified);
  });
});
