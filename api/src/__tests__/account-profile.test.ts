import { eq } from 'drizzle-orm';
import { PROFILE_VERDICT_CASES } from '@portal/shared/testing';
import { profileStepRules, validate } from '@portal/shared/validation';
import { withTestApp } from '../../testing/test-app';
import { PORTAL_INIT_QUERY } from '../../testing/operations';
import {
  ACCOUNT_PROFILE,
  CHANGE_PASSWORD,
  CREATE_ACCOUNT,
  NEW_PASSWORD,
  UPDATE_PROFILE,
} from '../../testing/account-operations';
import { LOGIN_AS_MUTATION } from '../../testing/operations';
import { createImpersonationToken } from '../auth/impersonation';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import { loginFailures, outbox, users } from '../db/schema';

const t = withTestApp();
beforeEach(async () => {
  await t.db.delete(outbox);
  await t.db.delete(loginFailures);
});

async function signedIn(email: string, password = DEMO_PASSWORD) {
  const browser = t.browser();
  await browser.login(email, password);
  return browser;
}

const portal = { endpoint: 'portal' as const };

describe('accountProfile', () => {
  it('shows the demo professional a complete profile with the three steps', async () => {
    const browser = await signedIn('professional@demo.nl');
    const response = await browser.gql(ACCOUNT_PROFILE, {}, portal);
    expect(response.body.data.accountProfile).toMatchObject({
      email: 'professional@demo.nl',
      lastName: 'Vries',
      country: 'NL',
      postalCode: '3511 AB',
      loginNotification: false,
      shownInRegister: false,
      hasUnfinishedProfile: false,
      steps: ['persoonsgegevens', 'adres', 'voorkeuren'],
    });
    const employer = await signedIn('werkgever@demo.nl');
    const profile = (await employer.gql(ACCOUNT_PROFILE, {}, portal)).body.data.accountProfile;
    expect(profile).toMatchObject({
      shownInRegister: null,
      jobTitle: 'HR-adviseur',
      hasUnfinishedProfile: false,
    });
  });

  it('needs a session', async () => {
    const browser = t.browser();
    await browser.portalInit();
    expect((await browser.gql(ACCOUNT_PROFILE, {}, portal)).body.errors[0].extensions.code).toBe(401);
  });
});

describe('the profile rules shared with the form', () => {
  it.each(PROFILE_VERDICT_CASES)('$name: the api fails the fields the form fails', async (entry) => {
    const browser = t.browser();
    await browser.portalInit();
    await browser.gql(CREATE_ACCOUNT, {
      input: {
        type: 'professional',
        email: `verdict-${PROFILE_VERDICT_CASES.indexOf(entry)}@example.nl`,
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
        initials: 'V.',
        firstName: 'Vonnis',
        lastName: 'Gelijk',
        acceptTerms: true,
      },
    });
    await browser.login(`verdict-${PROFILE_VERDICT_CASES.indexOf(entry)}@example.nl`, NEW_PASSWORD);
    const response = await browser.gql(UPDATE_PROFILE, { step: entry.step, input: entry.input }, portal);
    const failing = Object.keys(response.body.errors?.[0]?.extensions.validation ?? {}).sort();
    const formVerdict = Object.keys(validate(entry.form, profileStepRules(entry.step, 'professional')));
    expect(failing).toEqual(formVerdict.sort());
    expect(failing).toEqual(entry.failing);
    if (failing.length === 0) expect(response.body.data.updateAccountProfile.status).toBe('OK');
  });
});

describe('updateAccountProfile', () => {
  it('finishes a new account step by step, and portalInit follows', async () => {
    const browser = t.browser();
    await browser.portalInit();
    await browser.gql(CREATE_ACCOUNT, {
      input: {
        type: 'professional',
        email: 'stap@example.nl',
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
        initials: 'S.',
        firstName: 'Stap',
        lastName: 'Voor Stap',
        acceptTerms: true,
      },
    });
    await browser.login('stap@example.nl', NEW_PASSWORD);
    const detail = async () =>
      (await browser.gql(PORTAL_INIT_QUERY, { uri: '' })).body.data.portalInit.session.user.detail;
    expect((await detail()).hasUnfinishedProfile).toBe(true);

    const draft = await browser.gql(
      UPDATE_PROFILE,
      { step: 'adres', input: { city: 'Zwolle' }, isDraft: 1 },
      portal,
    );
    expect(draft.body.data.updateAccountProfile.status).toBe('OK');
    const incomplete = await browser.gql(
      UPDATE_PROFILE,
      { step: 'adres', input: { city: 'Zwolle' } },
      portal,
    );
    expect(Object.keys(incomplete.body.errors[0].extensions.validation).sort()).toEqual(
      ['country', 'houseNumber', 'postalCode', 'street'].sort(),
    );

    await browser.gql(
      UPDATE_PROFILE,
      {
        step: 'persoonsgegevens',
        input: { initials: 'S.', firstName: 'Stap', lastName: 'Voor Stap', phone: '06-12345678' },
      },
      portal,
    );
    const badPostalCode = await browser.gql(
      UPDATE_PROFILE,
      {
        step: 'adres',
        input: { country: 'BE', postalCode: '1234 AB', houseNumber: '5', street: 'Kerkstraat', city: 'Gent' },
      },
      portal,
    );
    expect(badPostalCode.body.errors[0].extensions.validation).toEqual({
      postalCode: ['Vul een geldige postcode in.'],
    });
    const saved = await browser.gql(
      UPDATE_PROFILE,
      {
        step: 'adres',
        input: { country: 'BE', postalCode: '9000', houseNumber: '5', street: 'Kerkstraat', city: 'Gent' },
      },
      portal,
    );
    expect(saved.body.data.updateAccountProfile.status).toBe('OK');
    expect((await detail()).hasUnfinishedProfile).toBe(false);
    expect((await browser.gql(ACCOUNT_PROFILE, {}, portal)).body.data.accountProfile).toMatchObject({
      city: 'Gent',
      phone: '06-12345678',
      hasUnfinishedProfile: false,
    });
  });

  it('requires the register address when shown in the register, and refuses an unknown step', async () => {
    const browser = await signedIn('professional@demo.nl');
    const missing = await browser.gql(
      UPDATE_PROFILE,
      { step: 'voorkeuren', input: { shownInRegister: true, loginNotification: true } },
      portal,
    );
    expect(Object.keys(missing.body.errors[0].extensions.validation).sort()).toEqual(
      ['registerCity', 'registerHouseNumber', 'registerPhone', 'registerPostalCode', 'registerStreet'].sort(),
    );
    const ok = await browser.gql(
      UPDATE_PROFILE,
      {
        step: 'voorkeuren',
        input: {
          shownInRegister: true,
          loginNotification: true,
          registerStreet: 'Maliebaan',
          registerHouseNumber: '10',
          registerPostalCode: '3581 CP',
          registerCity: 'Utrecht',
          registerPhone: '030 765 43 21',
        },
      },
      portal,
    );
    expect(ok.body.data.updateAccountProfile.status).toBe('OK');
    const profile = (await browser.gql(ACCOUNT_PROFILE, {}, portal)).body.data.accountProfile;
    expect(profile).toMatchObject({
      shownInRegister: true,
      loginNotification: true,
      registerCity: 'Utrecht',
    });
    const unknown = await browser.gql(UPDATE_PROFILE, { step: 'wachtwoord', input: {} }, portal);
    expect(unknown.body.errors[0].extensions.validation.step).toBeDefined();
  });

  it('changes only the signed-in user: a session of A cannot touch B', async () => {
    const a = await signedIn('concept@demo.nl');
    await a.gql(
      UPDATE_PROFILE,
      {
        step: 'adres',
        input: {
          country: 'NL',
          postalCode: '1234 AB',
          houseNumber: '1',
          street: 'A-straat',
          city: 'Amsterdam',
        },
      },
      portal,
    );
    const [b] = await t.db.select().from(users).where(eq(users.email, 'professional@demo.nl'));
    expect(b?.street).toBe('Oudegracht');
    // There is no argument to name another user: the only handle is the session itself.
    const smuggled = await a.gql(
      `mutation { updateAccountProfile(step: "adres", input: { city: "X" }, userId: "${b!.id}") { status } }`,
      {},
      portal,
    );
    expect(smuggled.body.errors).toBeDefined();
  });

  it('is read-only while impersonating', async () => {
    const [user] = await t.db.select().from(users).where(eq(users.email, 'werkgever@demo.nl'));
    const token = await createImpersonationToken(t.db, user!.id, 'test');
    const browser = t.browser();
    await browser.portalInit();
    await browser.gql(LOGIN_AS_MUTATION, { token });
    const refused = await browser.gql(
      UPDATE_PROFILE,
      { step: 'persoonsgegevens', input: { firstName: 'X' }, isDraft: 1 },
      portal,
    );
    expect(refused.body.errors[0].extensions.code).toBe(403);
    expect((await browser.gql(ACCOUNT_PROFILE, {}, portal)).body.data.accountProfile.firstName).toBe('Petra');
  });
});

// changeEmail: email-change.test.ts.
describe('changePassword', () => {
  it('changes the password after the current one and ends other sessions only', async () => {
    const other = await signedIn('opleider@demo.nl');
    const browser = await signedIn('opleider@demo.nl');
    const weak = await browser.gql(
      CHANGE_PASSWORD,
      { currentPassword: DEMO_PASSWORD, password: 'zwak', passwordConfirmation: 'zwak' },
      portal,
    );
    expect(weak.body.errors[0].extensions.code).toBe(422);
    const wrong = await browser.gql(
      CHANGE_PASSWORD,
      { currentPassword: 'Fout-Wachtwoord-1!', password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
      portal,
    );
    expect(wrong.body.errors[0].extensions.validation).toEqual({
      currentPassword: ['Het wachtwoord is onjuist.'],
    });
    const done = await browser.gql(
      CHANGE_PASSWORD,
      { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD },
      portal,
    );
    expect(done.body.data.changePassword.status).toBe('OK');
    expect((await browser.gql(ACCOUNT_PROFILE, {}, portal)).body.data.accountProfile.email).toBe(
      'opleider@demo.nl',
    );
    expect((await other.gql(ACCOUNT_PROFILE, {}, portal)).body.errors[0].extensions.code).toBe(401);
    expect((await t.browser().login('opleider@demo.nl', NEW_PASSWORD)).body.data.loginPortalUser.status).toBe(
      'LOGGED_IN',
    );
  });
});
