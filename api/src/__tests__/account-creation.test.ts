import { eq, sql } from 'drizzle-orm';
import { createTestApp, withTestApp } from '../../testing/test-app';
import { lastLinkTo, mailsTo } from '../../testing/mail';
import { PORTAL_INIT_QUERY } from '../../testing/operations';
import { CREATE_ACCOUNT, RESEND_ACTIVATION, VERIFY_EMAIL } from '../../testing/account-operations';
import type { TestBrowser } from '../../testing/test-browser';
import {
  accountCreationWindows,
  accountVerifications,
  companies,
  companyEmployees,
  educators,
  outbox,
  users,
} from '../db/schema';
import { TOO_MANY_ACCOUNTS_MESSAGE, createdMessage } from '../schema/account-creation';
import { DEFAULT_ACCOUNTS_PER_CLIENT_PER_HOUR as ACCOUNTS_PER_CLIENT_PER_HOUR } from '../config/env';

const t = withTestApp();
beforeEach(async () => {
  await t.db.delete(outbox);
  await t.db.delete(accountCreationWindows);
});

const PASSWORD = 'Een-Goed-Wachtwoord-1';

function input(overrides: Record<string, unknown> = {}) {
  return {
    type: 'professional',
    email: 'nieuwe.professional@example.nl',
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    initials: 'K.',
    firstName: 'Kim',
    lastName: 'de Wit',
    phone: '0612345678',
    acceptTerms: true,
    ...overrides,
  };
}

async function create(values: Record<string, unknown>, browser: TestBrowser = t.browser()) {
  await browser.portalInit();
  return browser.gql(CREATE_ACCOUNT, { input: values });
}

/** Creating does not sign in (the answer must not tell a taken address apart): sign in after. */
async function createAndSignIn(values: Record<string, unknown>, browser: TestBrowser = t.browser()) {
  const response = await create(values, browser);
  await browser.login(String(values.email), String(values.password));
  return response;
}

function verificationParts(path: string) {
  const [, , uuid, link] = path.split('/');
  return { emailVerificationUuid: uuid!, emailVerificationLinkUuid: link! };
}

describe('createAccount', () => {
  it('creates an unverified professional and mails the activation link; signing in is a step of its own', async () => {
    const browser = t.browser();
    const response = await create(input(), browser);
    expect(response.body.data.createAccount).toEqual({
      status: 'CREATED',
      message: createdMessage('nieuwe.professional@example.nl'),
    });
    const guest = await browser.gql(PORTAL_INIT_QUERY, { uri: '' });
    expect(guest.body.data.portalInit.session.auth).toBe(false);
    await browser.login('nieuwe.professional@example.nl', PASSWORD);
    const init = await browser.gql(PORTAL_INIT_QUERY, { uri: '' });
    const session = init.body.data.portalInit.session;
    expect(session).toMatchObject({ auth: true, verified: false });
    expect(session.user.detail.hasUnfinishedProfile).toBe(true);
    expect(session.user.detail.accountVerificationPending).toEqual({
      uuid: expect.any(String),
      verificationLinkExpiresAt: expect.any(String),
    });
    const path = await lastLinkTo(t.db, 'nieuwe.professional@example.nl');
    expect(path).toMatch(/^\/account-activatie\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
    expect(verificationParts(path).emailVerificationUuid).toBe(
      session.user.detail.accountVerificationPending.uuid,
    );

    const verified = await browser.gql(VERIFY_EMAIL, verificationParts(path));
    expect(verified.body.data.verifyEmail.status).toBe('VERIFIED');
    const after = await browser.gql(PORTAL_INIT_QUERY, { uri: '' });
    expect(after.body.data.portalInit.session.verified).toBe(true);
    expect(after.body.data.portalInit.session.user.detail.accountVerificationPending).toBeNull();

    const reused = await t.browser().gql(VERIFY_EMAIL, verificationParts(path), { xsrf: false });
    expect(reused.status).toBe(419);
    const other = t.browser();
    await other.portalInit();
    const again = await other.gql(VERIFY_EMAIL, verificationParts(path));
    // Used again, the link of an active account says so and sends to the sign-in, no new mail.
    expect(again.body.data.verifyEmail).toEqual({
      status: 'ALREADY_ACTIVE',
      message: 'Je account is al geactiveerd. Log in om verder te gaan.',
    });
    // A forged secret beside the genuine id still learns nothing.
    const forged = await other.gql(VERIFY_EMAIL, {
      ...verificationParts(path),
      emailVerificationLinkUuid: crypto.randomUUID(),
    });
    expect(forged.body.data.verifyEmail.status).toBe('INVALID');
  });

  it('explains an expired or forged activation link', async () => {
    const browser = t.browser();
    await create(input({ email: 'verlopen@example.nl' }), browser);
    const parts = verificationParts(await lastLinkTo(t.db, 'verlopen@example.nl'));
    const forged = await browser.gql(VERIFY_EMAIL, {
      ...parts,
      emailVerificationLinkUuid: crypto.randomUUID(),
    });
    expect(forged.body.data.verifyEmail.status).toBe('INVALID');
    await t.db
      .update(accountVerifications)
      .set({ verificationLinkExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(accountVerifications.id, parts.emailVerificationUuid));
    const expired = await browser.gql(VERIFY_EMAIL, parts);
    expect(expired.body.data.verifyEmail).toEqual({
      status: 'EXPIRED',
      message: expect.stringMatching(/verlopen/),
    });
    const [user] = await t.db.select().from(users).where(eq(users.email, 'verlopen@example.nl'));
    expect(user?.isVerified).toBe(false);
  });

  it('throttles resending the activation mail', async () => {
    const browser = t.browser();
    await createAndSignIn(input({ email: 'opnieuw@example.nl' }), browser);
    const throttled = await browser.gql(RESEND_ACTIVATION, {}, { endpoint: 'portal' });
    expect(throttled.body.data.resendActivationEmail.status).toBe('THROTTLED');
    await t.db.update(accountVerifications).set({ createdAt: sql`now() - interval '2 minutes'` });
    const sent = await browser.gql(RESEND_ACTIVATION, {}, { endpoint: 'portal' });
    expect(sent.body.data.resendActivationEmail.status).toBe('SENT');
    expect(await mailsTo(t.db, 'opnieuw@example.nl')).toHaveLength(2);
    for (let i = 0; i < 4; i += 1) {
      await t.db.update(accountVerifications).set({ createdAt: sql`created_at - interval '2 minutes'` });
      await browser.gql(RESEND_ACTIVATION, {}, { endpoint: 'portal' });
    }
    expect(await mailsTo(t.db, 'opnieuw@example.nl')).toHaveLength(5);
    const hourly = await browser.gql(RESEND_ACTIVATION, {}, { endpoint: 'portal' });
    expect(hourly.body.data.resendActivationEmail.status).toBe('THROTTLED');
  });

  it("creates a company 'In behandeling' with its first employee as beheerder; a second account for that KvK number gets the same answer, no account and a mail", async () => {
    const browser = t.browser();
    const response = await createAndSignIn(
      input({
        type: 'companyEmployee',
        email: 'hr@nieuwbedrijf.example',
        organisationName: 'Nieuw Bedrijf BV',
        kvkNumber: '87654321',
        jobTitle: 'Teamleider',
      }),
      browser,
    );
    expect(response.body.data.createAccount.status).toBe('CREATED');
    const init = await browser.gql(PORTAL_INIT_QUERY, { uri: '' });
    expect(init.body.data.portalInit.session.user.detail).toMatchObject({
      __typename: 'CompanyEmployeeDetail',
      jobTitle: 'Teamleider',
      company: { kvkNumber: '87654321', hasUnfinishedProfile: true },
    });
    const [company] = await t.db.select().from(companies).where(eq(companies.kvkNumber, '87654321'));
    expect(company?.verification).toBe('pending');
    const [employee] = await t.db
      .select()
      .from(companyEmployees)
      .where(eq(companyEmployees.companyId, company!.id));
    expect(employee?.role).toBe('beheerder');
    // The answer does not tell which organisations exist: the same as for a new one.
    const duplicate = await create(
      input({
        type: 'companyEmployee',
        email: 'ander@example.nl',
        organisationName: 'X',
        kvkNumber: '87654321',
      }),
    );
    expect(duplicate.body.errors).toBeUndefined();
    expect(duplicate.body.data.createAccount).toEqual({
      status: 'CREATED',
      message: createdMessage('ander@example.nl'),
    });
    expect(await t.db.select().from(users).where(eq(users.email, 'ander@example.nl'))).toHaveLength(0);
    expect((await mailsTo(t.db, 'ander@example.nl')).map((mail) => mail.subject)).toEqual([
      'Je account is niet aangemaakt',
    ]);
  });

  it('creates an educator with its first employee', async () => {
    const response = await create(
      input({
        type: 'educatorEmployee',
        email: 'docent@academie.example',
        organisationName: 'Academie Zuid',
      }),
    );
    expect(response.body.data.createAccount.status).toBe('CREATED');
    const [educator] = await t.db.select().from(educators).where(eq(educators.name, 'Academie Zuid'));
    expect(educator?.hasUnfinishedProfile).toBe(true);
  });

  it('validates per type before writing anything', async () => {
    const before = await t.db.select({ id: users.id }).from(users);
    const response = await create(
      input({
        type: 'companyEmployee',
        email: 'fout',
        password: 'kort',
        passwordConfirmation: 'anders',
        kvkNumber: '123',
        acceptTerms: false,
        phone: 'x',
      }),
    );
    const { code, validation } = response.body.errors[0].extensions;
    expect(code).toBe(422);
    expect(Object.keys(validation).sort()).toEqual(
      [
        'acceptTerms',
        'email',
        'kvkNumber',
        'organisationName',
        'password',
        'passwordConfirmation',
        'phone',
      ].sort(),
    );
    expect(validation.kvkNumber).toEqual(['Een KvK-nummer bestaat uit 8 cijfers.']);
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
    const companiesBefore = await t.db.select().from(companies);
    expect(companiesBefore.some((company) => company.kvkNumber === '123')).toBe(false);
  });

  it('answers a taken address exactly like a free one, and mails its owner instead', async () => {
    const before = await t.db.select({ id: users.id }).from(users);
    const takenBrowser = t.browser();
    const freeBrowser = t.browser();
    const taken = await create(input({ email: 'Professional@Demo.nl' }), takenBrowser);
    const free = await create(input({ email: 'vrij.adres@example.nl' }), freeBrowser);
    expect(taken.status).toBe(free.status);
    expect(taken.body.data.createAccount).toEqual({
      status: 'CREATED',
      message: createdMessage('professional@demo.nl'),
    });
    expect(free.body.data.createAccount.message).toBe(createdMessage('vrij.adres@example.nl'));
    const cookieNames = (lines: string[]) => lines.map((line) => line.split('=')[0]).sort();
    expect(cookieNames(taken.setCookies)).toEqual(cookieNames(free.setCookies));
    expect([...takenBrowser.cookies.keys()].sort()).toEqual([...freeBrowser.cookies.keys()].sort());

    const [owner] = await mailsTo(t.db, 'professional@demo.nl');
    expect(owner?.subject).toBe('Iemand probeerde je e-mailadres te gebruiken');
    expect(owner?.text).not.toMatch(/account-activatie/);
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(before.length + 1);
    // The owner's password still works; the one typed in the form does not.
    expect((await t.browser().login('professional@demo.nl', PASSWORD)).body.data.loginPortalUser.status).toBe(
      'INVALID_CREDENTIALS',
    );
  });

  it('limits account creation per client address, taken addresses included', async () => {
    const browser = t.browser({ ip: '198.51.100.77' });
    for (let index = 0; index < ACCOUNTS_PER_CLIENT_PER_HOUR; index += 1) {
      const email = index % 2 ? 'professional@demo.nl' : `reeks-${index}@example.nl`;
      const answer = await create(input({ email }), browser);
      expect(answer.body.data.createAccount.status).toBe('CREATED');
    }
    const before = await t.db.select({ id: users.id }).from(users);
    const refused = await create(input({ email: 'een-te-veel@example.nl' }), browser);
    expect(refused.body.data.createAccount).toEqual({
      status: 'THROTTLED',
      message: TOO_MANY_ACCOUNTS_MESSAGE,
    });
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
    expect(await mailsTo(t.db, 'een-te-veel@example.nl')).toHaveLength(0);
    // Another client is not affected.
    const other = await create(
      input({ email: 'ander-adres@example.nl' }),
      t.browser({ ip: '198.51.100.78' }),
    );
    expect(other.body.data.createAccount.status).toBe('CREATED');
  });

  it('takes its limit from ACCOUNTS_PER_CLIENT_PER_HOUR', async () => {
    const strict = await createTestApp({ env: { ACCOUNTS_PER_CLIENT_PER_HOUR: '2' } });
    try {
      const browser = strict.browser({ ip: '198.51.100.90' });
      const statuses: string[] = [];
      for (let index = 0; index < 3; index += 1) {
        const answer = await create(input({ email: `strikt-${index}@example.nl` }), browser);
        statuses.push(answer.body.data.createAccount.status);
      }
      expect(statuses).toEqual(['CREATED', 'CREATED', 'THROTTLED']);
    } finally {
      await strict.close();
    }
  });

  it('lets no more than the limit through when one client sends its creations all at once', async () => {
    const browser = t.browser({ ip: '198.51.100.79' });
    await browser.portalInit();
    const answers = await Promise.all(
      Array.from({ length: ACCOUNTS_PER_CLIENT_PER_HOUR + 5 }, (_, index) =>
        browser.gql(CREATE_ACCOUNT, { input: input({ email: `gelijktijdig-${index}@example.nl` }) }),
      ),
    );
    const statuses = answers.map((answer) => answer.body.data.createAccount.status);
    expect(statuses.filter((status) => status === 'CREATED')).toHaveLength(ACCOUNTS_PER_CLIENT_PER_HOUR);
    expect(statuses.filter((status) => status === 'THROTTLED')).toHaveLength(5);
    const created = await t.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.email} like 'gelijktijdig-%'`);
    expect(created).toHaveLength(ACCOUNTS_PER_CLIENT_PER_HOUR);
  });

  it('starts a new hour for a client whose window has ended, and forgets ended windows', async () => {
    const browser = t.browser({ ip: '198.51.100.80' });
    await t.db.insert(accountCreationWindows).values([
      {
        clientIp: '198.51.100.80',
        creations: ACCOUNTS_PER_CLIENT_PER_HOUR + 1,
        windowStart: sql`now() - interval '61 minutes'`,
      },
      { clientIp: '198.51.100.81', creations: 3, windowStart: sql`now() - interval '2 hours'` },
      { clientIp: '198.51.100.82', creations: 3, windowStart: sql`now() - interval '10 minutes'` },
    ]);
    const answer = await create(input({ email: 'nieuw-uur@example.nl' }), browser);
    expect(answer.body.data.createAccount.status).toBe('CREATED');
    const windows = await t.db
      .select({ clientIp: accountCreationWindows.clientIp, creations: accountCreationWindows.creations })
      .from(accountCreationWindows)
      .orderBy(accountCreationWindows.clientIp);
    expect(windows).toEqual([
      { clientIp: '198.51.100.80', creations: 1 },
      { clientIp: '198.51.100.82', creations: 3 },
    ]);
  });

  it('answers two simultaneous creations of one free address alike, creating one account', async () => {
    const email = 'tegelijk@example.nl';
    const [first, second] = await Promise.all([
      create(input({ email }), t.browser({ ip: '198.51.100.90' })),
      create(input({ email }), t.browser({ ip: '198.51.100.91' })),
    ]);
    for (const answer of [first!, second!]) {
      expect(answer.status).toBe(200);
      expect(answer.body.errors).toBeUndefined();
      expect(answer.body.data.createAccount).toEqual({ status: 'CREATED', message: createdMessage(email) });
    }
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);
    const subjects = (await mailsTo(t.db, email)).map((mail) => mail.subject).sort();
    expect(subjects).toEqual(['Activeer je account', 'Iemand probeerde je e-mailadres te gebruiken']);
  });

  it('refuses an unknown invitation token', async () => {
    const response = await create(
      input({ type: 'companyEmployee', email: 'collega@example.nl', invitationToken: 'nep' }),
    );
    expect(response.body.errors[0].extensions.validation.invitationToken[0]).toMatch(
      /uitnodiging is ongeldig/,
    );
    expect(
      await t.db
        .select()
        .from(companyEmployees)
        .innerJoin(users, eq(users.id, companyEmployees.userId))
        .where(eq(users.email, 'collega@example.nl')),
    ).toHaveLength(0);
  });
});
