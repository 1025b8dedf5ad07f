import { eq, inArray, sql } from 'drizzle-orm';
import { withTestApp } from '../../testing/test-app';
import { lastLinkTo, mailsTo } from '../../testing/mail';
import { DASHBOARD_QUERY, PORTAL_INIT_QUERY } from '../../testing/operations';
import {
  COMPLETE_MIGRATION,
  CONFIRM_LEGACY,
  CREATE_ACCOUNT,
  INVITATION,
  INVITE_COLLEAGUE,
  NEW_PASSWORD,
  REQUEST_REACTIVATION,
} from '../../testing/account-operations';
import { loginFailures, oneTimeTokens, outbox, reactivationRequests, users } from '../db/schema';
import { REACTIVATION_MESSAGE } from '../schema/account-lifecycle';
import { parseStaffCommand, runStaffCommand } from '../staff/commands';

const STAFF_MEMBER = 'medewerker@demo.nl';

const t = withTestApp();
beforeEach(async () => {
  await t.db.delete(outbox);
  await t.db.delete(loginFailures);
});

async function staff(...args: string[]) {
  // Every staff command names the active staff member who gives it.
  const command = parseStaffCommand(args.includes('--by') ? args : [...args, '--by', STAFF_MEMBER]);
  if (!command) throw new Error(`geen geldige opdracht: ${args.join(' ')}`);
  return runStaffCommand(t.db, t.config.portalUrl, command);
}

async function guest() {
  const browser = t.browser();
  await browser.portalInit();
  return browser;
}

describe('invitations', () => {
  it('lets a company employee invite a colleague who then joins that company', async () => {
    const inviter = t.browser();
    await inviter.login('werkgever@demo.nl');
    const sent = await inviter.gql(INVITE_COLLEAGUE, { email: 'Collega@Example.nl' }, { endpoint: 'portal' });
    expect(sent.body.data.inviteColleague.status).toBe('SENT');
    const path = await lastLinkTo(t.db, 'collega@example.nl');
    expect(path).toMatch(/^\/account-aanmaken\/werkgever\/[\w-]+$/);
    const token = path.split('/')[3]!;
    // The subject is the register's own words; the sender's organisation name only in the body.
    const [mail] = await mailsTo(t.db, 'collega@example.nl');
    expect(mail?.subject).toBe('Uitnodiging voor het portaal van Stichting Kwaliteitsregister Jeugd');

    const browser = await guest();
    const shown = await browser.gql(INVITATION, { token });
    expect(shown.body.data.invitation).toEqual({
      organisationName: 'Jeugdzorg Utrecht BV',
      type: 'companyEmployee',
      email: 'collega@example.nl',
    });
    const created = await browser.gql(CREATE_ACCOUNT, {
      input: {
        type: 'companyEmployee',
        email: 'collega@example.nl',
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
        initials: 'C.',
        firstName: 'Cor',
        lastName: 'Collega',
        invitationToken: token,
        acceptTerms: true,
      },
    });
    expect(created.body.data.createAccount.status).toBe('CREATED');
    await browser.login('collega@example.nl', NEW_PASSWORD);
    const init = await browser.gql(PORTAL_INIT_QUERY, { uri: '' });
    expect(init.body.data.portalInit.session.user.detail.company.kvkNumber).toBe('30123456');

    // Used once: the invitation is gone and cannot make a second account.
    expect((await browser.gql(INVITATION, { token })).body.data.invitation).toBeNull();
    const second = await (
      await guest()
    ).gql(CREATE_ACCOUNT, {
      input: {
        type: 'companyEmployee',
        email: 'tweede@example.nl',
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
        initials: 'T.',
        firstName: 'Tweede',
        lastName: 'Poging',
        invitationToken: token,
        acceptTerms: true,
      },
    });
    expect(second.body.errors[0].extensions.validation.invitationToken[0]).toMatch(/ongeldig, al gebruikt/);
  });

  it('sends an educator employee invitation to the educator form; expired ones show nothing', async () => {
    const inviter = t.browser();
    await inviter.login('opleider@demo.nl');
    await inviter.gql(INVITE_COLLEAGUE, { email: 'docent@example.nl' }, { endpoint: 'portal' });
    const path = await lastLinkTo(t.db, 'docent@example.nl');
    expect(path).toMatch(/^\/account-aanmaken\/opleidingsaanbieder\/[\w-]+$/);
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeTokens.email, 'docent@example.nl'));
    expect(
      (await (await guest()).gql(INVITATION, { token: path.split('/')[3]! })).body.data.invitation,
    ).toBeNull();
  });

  it('refuses a professional, and an invalid address', async () => {
    const professional = t.browser();
    await professional.login('professional@demo.nl');
    const refused = await professional.gql(
      INVITE_COLLEAGUE,
      { email: 'x@example.nl' },
      { endpoint: 'portal' },
    );
    expect(refused.body.errors[0].extensions.code).toBe(403);
    const employer = t.browser();
    await employer.login('werkgever@demo.nl');
    const invalid = await employer.gql(INVITE_COLLEAGUE, { email: 'geen adres' }, { endpoint: 'portal' });
    expect(invalid.body.errors[0].extensions.code).toBe(422);
  });

  it('throttles an inviter after 20 invitations an hour', async () => {
    const inviter = t.browser();
    await inviter.login('werkgever@demo.nl');
    const [user] = await t.db.select().from(users).where(eq(users.email, 'werkgever@demo.nl'));
    await t.db.insert(oneTimeTokens).values(
      Array.from({ length: 20 }, (_, index) => ({
        purpose: 'invitation' as const,
        tokenHash: `vulling-${index}`,
        userId: user!.id,
        email: `vulling${index}@example.nl`,
        expiresAt: sql`now() + interval '1 day'`,
      })),
    );
    const response = await inviter.gql(
      INVITE_COLLEAGUE,
      { email: 'teveel@example.nl' },
      { endpoint: 'portal' },
    );
    expect(response.body.data.inviteColleague.status).toBe('THROTTLED');
    expect(await mailsTo(t.db, 'teveel@example.nl')).toHaveLength(0);
    await t.db.delete(oneTimeTokens).where(sql`${oneTimeTokens.tokenHash} like 'vulling-%'`);
  });

  it('is also issued by `pnpm staff invite`', async () => {
    const output = await staff('invite', 'werkgever@demo.nl', 'via-staff@example.nl');
    expect(output.ok).toBe(true);
    expect(output.output).toMatch(/http:\/\/portal\.test\/account-aanmaken\/werkgever\/[\w-]+/);
    expect((await staff('invite', 'professional@demo.nl', 'x@example.nl')).ok).toBe(false);
  });
});

describe('completeAccountMigration', () => {
  beforeAll(async () => {
    // Taken over from the old portal, as the data import marks them.
    await t.db
      .update(users)
      .set({ migratedAt: new Date('2026-01-01T00:00:00Z') })
      .where(inArray(users.email, ['concept@demo.nl', 'nieuw@demo.nl']));
  });

  it('gives a link only for an account taken over from the old portal', async () => {
    const refused = await staff('migration-token', 'professional@demo.nl');
    expect(refused.ok).toBe(false);
    expect(refused.output).toMatch(/niet uit het oude portaal overgenomen.*Er is niets gedaan\.$/);
  });

  it('sets the password and confirms the address once; the token works only once', async () => {
    const output = await staff('migration-token', 'concept@demo.nl');
    const match = output.output.match(/http:\/\/portal\.test\/account-migratie-afronden\/([\w-]+)/);
    expect(match).not.toBeNull();
    const token = match![1]!;
    const args = {
      token,
      email: 'concept@demo.nl',
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    };
    const done = await (await guest()).gql(COMPLETE_MIGRATION, args);
    expect(done.body.data.completeAccountMigration.status).toBe('OK');
    expect((await t.browser().login('concept@demo.nl', NEW_PASSWORD)).body.data.loginPortalUser.status).toBe(
      'LOGGED_IN',
    );
    const again = await (
      await guest()
    ).gql(COMPLETE_MIGRATION, {
      ...args,
      password: 'Ander-Wachtwoord-77!',
      passwordConfirmation: 'Ander-Wachtwoord-77!',
    });
    expect(again.body.data.completeAccountMigration.status).toBe('INVALID_TOKEN');
  });

  it('verifies a new address anew, and refuses a wrong token and a taken address', async () => {
    const token = (await staff('migration-token', 'nieuw@demo.nl')).output.split('/').pop()!;
    const base = { token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
    const wrong = await (
      await guest()
    ).gql(COMPLETE_MIGRATION, { ...base, token: 'fout', email: 'a@example.nl' });
    expect(wrong.body.data.completeAccountMigration.status).toBe('INVALID_TOKEN');
    const taken = await (await guest()).gql(COMPLETE_MIGRATION, { ...base, email: 'werkgever@demo.nl' });
    expect(taken.body.errors[0].extensions.code).toBe(422);
    const moved = await (await guest()).gql(COMPLETE_MIGRATION, { ...base, email: 'noor@example.nl' });
    expect(moved.body.data.completeAccountMigration.status).toBe('OK');
    expect(await lastLinkTo(t.db, 'noor@example.nl')).toMatch(/^\/account-activatie\//);
    // The old address hears that another one took over.
    const [notice] = await mailsTo(t.db, 'nieuw@demo.nl');
    expect(notice?.subject).toBe('Je e-mailadres is gewijzigd');
    expect(notice?.text).toContain('noor@example.nl');
    const [user] = await t.db.select().from(users).where(eq(users.email, 'noor@example.nl'));
    expect(user?.isVerified).toBe(false);
  });
});

describe('deactivation and requestReactivation', () => {
  it('deactivates through `pnpm staff`, and answers reactivation requests alike for any address', async () => {
    const browser = t.browser();
    await browser.login('opleider@demo.nl');
    expect((await staff('deactivate', 'opleider@demo.nl')).ok).toBe(true);
    expect(
      (await browser.gql(DASHBOARD_QUERY, {}, { endpoint: 'portal' })).body.errors[0].extensions.code,
    ).toBe(401);
    expect((await t.browser().login('opleider@demo.nl')).body.data.loginPortalUser.status).toBe(
      'INVALID_CREDENTIALS',
    );

    const answers = [];
    for (const email of [
      'opleider@demo.nl',
      'niemand@example.nl',
      'professional@demo.nl',
      'opleider@demo.nl',
    ]) {
      answers.push((await (await guest()).gql(REQUEST_REACTIVATION, { email })).body);
    }
    for (const answer of answers) {
      expect(answer).toEqual({
        data: { requestReactivation: { status: 'OK', message: REACTIVATION_MESSAGE } },
      });
    }
    expect(await mailsTo(t.db, 'opleider@demo.nl')).toHaveLength(1);
    expect(await mailsTo(t.db, 'professional@demo.nl')).toHaveLength(0);
    expect(await t.db.select().from(reactivationRequests)).toHaveLength(1);
  });
});

describe('confirmLegacyAuthorization', () => {
  it('records the first confirmation only, for professionals and company employees', async () => {
    const browser = t.browser();
    await browser.login('professional@demo.nl');
    const first = await browser.gql(CONFIRM_LEGACY, {}, { endpoint: 'portal' });
    expect(first.body.data.confirmLegacyAuthorization.status).toBe('OK');
    const [before] = await t.db.select().from(users).where(eq(users.email, 'professional@demo.nl'));
    await browser.gql(CONFIRM_LEGACY, {}, { endpoint: 'portal' });
    const [after] = await t.db.select().from(users).where(eq(users.email, 'professional@demo.nl'));
    expect(after?.legacyAuthorizationConfirmedAt).toEqual(before?.legacyAuthorizationConfirmedAt);
    expect(before?.legacyAuthorizationConfirmedAt).toBeInstanceOf(Date);

    const employer = t.browser();
    await employer.login('werkgever@demo.nl');
    expect(
      (await employer.gql(CONFIRM_LEGACY, {}, { endpoint: 'portal' })).body.data.confirmLegacyAuthorization
        .status,
    ).toBe('OK');
    const educator = t.browser();
    // concept@demo.nl finished its migration above with NEW_PASSWORD.
    await educator.login('concept@demo.nl', NEW_PASSWORD);
    await t.db.update(users).set({ userType: 'educatorEmployee' }).where(eq(users.email, 'concept@demo.nl'));
    const refused = await educator.gql(CONFIRM_LEGACY, {}, { endpoint: 'portal' });
    expect(refused.body.errors[0].extensions.code).toBe(403);
    await t.db.update(users).set({ userType: 'professional' }).where(eq(users.email, 'concept@demo.nl'));
  });
});
