/**
 * New passwords pass SPEC's five requirements and the shared strength rule (zxcvbn-ts with the
 * common and Dutch dictionaries): common or leaked passwords are refused with a Dutch 422 on every
 * operation that sets one, and nothing changes.
 */
import { eq } from 'drizzle-orm';
import { MESSAGES, PASSWORD_TOO_WEAK, passwordStrengthProblem } from '@portal/shared/validation';
import { withTestApp } from '../../testing/test-app';
import { lastLinkTo } from '../../testing/mail';
import {
  CHANGE_PASSWORD,
  COMPLETE_MIGRATION,
  CREATE_ACCOUNT,
  REQUEST_PASSWORD_RESET,
  RESET_PASSWORD,
} from '../../testing/account-operations';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import { users } from '../db/schema';
import { parseStaffCommand, runStaffCommand } from '../staff/commands';

const t = withTestApp();

// Each meets SPEC's five requirements (12 characters, digit, lower, upper, special) yet is easy to guess.
const WEAK = ['Password123!', 'Wachtwoord12!', 'Amsterdam2024!', 'Qwerty123456!'];

async function passwordHash(email: string) {
  const [user] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email));
  return user?.hash;
}

describe('the shared strength rule', () => {
  it.each(WEAK)('refuses %s', async (password) => {
    expect(await passwordStrengthProblem(password)).toBe(PASSWORD_TOO_WEAK);
  });

  it('accepts passwords that are hard to guess, and counts the user own words against them', async () => {
    expect(await passwordStrengthProblem('Nieuw-Wachtwoord-2026!')).toBeNull();
    expect(await passwordStrengthProblem('Grachtenpand&fietsbel7')).toBeNull();
    expect(await passwordStrengthProblem('Kimdewit2026!', [])).toBeNull();
    expect(await passwordStrengthProblem('Kimdewit2026!', ['kimdewit@example.nl', 'Kim', 'de Wit'])).toBe(
      PASSWORD_TOO_WEAK,
    );
  });
});

describe('every operation that sets a password', () => {
  it('createAccount refuses a weak password and creates nothing', async () => {
    const browser = t.browser();
    await browser.portalInit();
    const before = await t.db.select({ id: users.id }).from(users);
    const response = await browser.gql(CREATE_ACCOUNT, {
      input: {
        type: 'professional',
        email: 'zwak@example.nl',
        password: 'Password123!',
        passwordConfirmation: 'Password123!',
        initials: 'Z.',
        lastName: 'Zwak',
        firstName: 'Zeno',
        acceptTerms: true,
      },
    });
    expect(response.body.errors[0].extensions).toMatchObject({
      code: 422,
      validation: { password: [PASSWORD_TOO_WEAK] },
    });
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  it('changePassword refuses a weak password and keeps the old one', async () => {
    const browser = t.browser();
    await browser.login('opleider@demo.nl');
    const hash = await passwordHash('opleider@demo.nl');
    const response = await browser.gql(
      CHANGE_PASSWORD,
      { currentPassword: DEMO_PASSWORD, password: 'Wachtwoord12!', passwordConfirmation: 'Wachtwoord12!' },
      { endpoint: 'portal' },
    );
    expect(response.body.errors[0].extensions.validation).toEqual({ password: [PASSWORD_TOO_WEAK] });
    expect(await passwordHash('opleider@demo.nl')).toBe(hash);
  });

  it('resetPassword refuses a weak password and leaves the link usable', async () => {
    const browser = t.browser();
    await browser.portalInit();
    await browser.gql(REQUEST_PASSWORD_RESET, { email: 'werkgever@demo.nl' });
    const [, , , token, uuid] = (await lastLinkTo(t.db, 'werkgever@demo.nl')).split('/');
    const weak = await browser.gql(RESET_PASSWORD, {
      token,
      uuid,
      password: 'Amsterdam2024!',
      passwordConfirmation: 'Amsterdam2024!',
    });
    expect(weak.body.errors[0].extensions.validation).toEqual({ password: [PASSWORD_TOO_WEAK] });
    const strong = await browser.gql(RESET_PASSWORD, {
      token,
      uuid,
      password: 'Nieuw-Wachtwoord-2026!',
      passwordConfirmation: 'Nieuw-Wachtwoord-2026!',
    });
    expect(strong.body.data.resetPassword.status).toBe('OK');
  });

  it('completeAccountMigration refuses a weak password', async () => {
    await t.db.update(users).set({ migratedAt: new Date() }).where(eq(users.email, 'concept@demo.nl'));
    const command = parseStaffCommand(['migration-token', 'concept@demo.nl', '--by', 'medewerker@demo.nl'])!;
    const issued = await runStaffCommand(t.db, t.config.portalUrl, command);
    const token = issued.output.match(/account-migratie-afronden\/(\S+)/)?.[1];
    const browser = t.browser();
    await browser.portalInit();
    const response = await browser.gql(COMPLETE_MIGRATION, {
      token,
      email: 'concept@demo.nl',
      password: 'Qwerty123456!',
      passwordConfirmation: 'Qwerty123456!',
    });
    expect(response.body.errors[0].extensions.validation).toEqual({ password: [PASSWORD_TOO_WEAK] });
  });

  it('keeps SPEC five requirement messages for a short password', async () => {
    const browser = t.browser();
    await browser.login('professional@demo.nl');
    const response = await browser.gql(
      CHANGE_PASSWORD,
      { currentPassword: DEMO_PASSWORD, password: 'kort', passwordConfirmation: 'kort' },
      { endpoint: 'portal' },
    );
    expect(response.body.errors[0].extensions.validation.password).toEqual([
      MESSAGES.password.length,
      MESSAGES.password.digit,
      MESSAGES.password.uppercase,
      MESSAGES.password.special,
    ]);
  });
});
