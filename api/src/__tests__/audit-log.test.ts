/**
 * The audit log: security events as JSON lines with UTC time, request id, actor, target and
 * outcome; and no password, token, cookie or session id in it, even when planted in requests.
 */
import { sql } from 'drizzle-orm';
import { withTestApp } from '../../testing/test-app';
import { lastLinkTo } from '../../testing/mail';
import { LOGIN_AS_MUTATION, LOGOUT_MUTATION } from '../../testing/operations';
import {
  CHANGE_EMAIL,
  CONFIRM_EMAIL_CHANGE,
  CHANGE_PASSWORD,
  REQUEST_PASSWORD_RESET,
  RESET_PASSWORD,
} from '../../testing/account-operations';
import { DEMO_PASSWORD } from '../db/seed/demo-data';
import { loginFailures, outbox } from '../db/schema';
import { parseStaffCommand, runStaffCommand } from '../staff/commands';
import { createAuditLog, SECRET_FIELDS } from '../audit/audit-log';
import { createMemoryAuditLog } from '../../testing/memory-audit-log';

const t = withTestApp();
beforeEach(async () => {
  t.audit.clear();
  await t.db.delete(loginFailures);
  await t.db.delete(outbox);
});

const PLANTED_PASSWORD = 'Geplant-Wachtwoord-9876!';
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function events(name: string) {
  return t.audit.entries().filter((entry) => entry.event === name);
}

async function staff(...args: string[]) {
  const command = parseStaffCommand(args);
  if (!command) throw new Error(`ongeldige opdracht ${args.join(' ')}`);
  return runStaffCommand(t.db, t.config.portalUrl, command, t.services.mailer, t.audit);
}

describe('audit log entries', () => {
  it('records a successful sign-in with UTC time, the request id of the response, actor, target and outcome', async () => {
    const browser = t.browser({ ip: '203.0.113.5' });
    const response = await browser.login('professional@demo.nl');
    const [entry] = events('login');
    expect(entry).toMatchObject({
      level: 'info',
      event: 'login',
      outcome: 'success',
      actor: 'professional@demo.nl',
      target: 'professional@demo.nl',
      clientIp: '203.0.113.5',
      requestId: response.headers.get('x-request-id'),
    });
    expect(entry?.time).toMatch(ISO_UTC);
    expect(entry?.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('records failures, the lockout past the hourly limit, and sign-out', async () => {
    await t.browser().login('professional@demo.nl', PLANTED_PASSWORD);
    expect(events('login')).toEqual([
      expect.objectContaining({ outcome: 'failure', actor: null, target: 'professional@demo.nl' }),
    ]);
    await t.db.execute(
      sql`insert into login_failures (email, client_ip, failed_at)
          select 'concept@demo.nl', '192.0.2.' || n, now() - interval '10 minutes' from generate_series(1, 100) n`,
    );
    await t.browser().login('concept@demo.nl', PLANTED_PASSWORD);
    expect(events('login').at(-1)).toMatchObject({ outcome: 'lockout', target: 'concept@demo.nl' });

    const browser = t.browser();
    await browser.login('professional@demo.nl');
    await browser.gql(LOGOUT_MUTATION);
    expect(events('logout')).toEqual([
      expect.objectContaining({ outcome: 'success', actor: 'professional@demo.nl' }),
    ]);
  });

  it('records password and e-mail changes, and password resets', async () => {
    const browser = t.browser();
    await browser.login('opleider@demo.nl');
    await browser.gql(
      CHANGE_PASSWORD,
      { currentPassword: DEMO_PASSWORD, password: PLANTED_PASSWORD, passwordConfirmation: PLANTED_PASSWORD },
      { endpoint: 'portal' },
    );
    expect(events('password_change')).toEqual([
      expect.objectContaining({ outcome: 'success', actor: 'opleider@demo.nl', target: 'opleider@demo.nl' }),
    ]);
    await browser.gql(
      CHANGE_EMAIL,
      { email: 'opleider-nieuw@demo.nl', password: 'niet-het-wachtwoord' },
      { endpoint: 'portal' },
    );
    expect(events('password_check')).toEqual([expect.objectContaining({ outcome: 'failure' })]);
    await browser.gql(
      CHANGE_EMAIL,
      { email: 'opleider-nieuw@demo.nl', password: PLANTED_PASSWORD },
      { endpoint: 'portal' },
    );
    expect(events('email_change_request')).toEqual([
      expect.objectContaining({ outcome: 'requested', target: 'opleider@demo.nl' }),
    ]);
    const [, , changeToken] = (await lastLinkTo(t.db, 'opleider-nieuw@demo.nl')).split('/');
    await browser.gql(CONFIRM_EMAIL_CHANGE, { token: changeToken });
    expect(events('email_change')).toEqual([
      expect.objectContaining({ outcome: 'success', target: 'opleider@demo.nl' }),
    ]);
    expect(t.audit.text()).not.toContain(changeToken!);

    const guest = t.browser();
    await guest.portalInit();
    await guest.gql(REQUEST_PASSWORD_RESET, { email: 'opleider-nieuw@demo.nl' });
    expect(events('password_reset_request')).toEqual([
      expect.objectContaining({ outcome: 'requested', target: 'opleider-nieuw@demo.nl' }),
    ]);
    const [, , , token, uuid] = (await lastLinkTo(t.db, 'opleider-nieuw@demo.nl')).split('/');
    await guest.gql(RESET_PASSWORD, {
      token,
      uuid,
      password: PLANTED_PASSWORD + 'x',
      passwordConfirmation: PLANTED_PASSWORD + 'x',
    });
    expect(events('password_reset')).toEqual([
      expect.objectContaining({ outcome: 'success', target: 'opleider-nieuw@demo.nl' }),
    ]);
    // The link's token went through the request: never into the log.
    expect(t.audit.text()).not.toContain(token!);
  });

  it('records impersonation with the staff member who asked for it', async () => {
    const refused = await staff('login-as', 'professional@demo.nl');
    expect(refused).toEqual({
      ok: false,
      output: 'Geef met --by <e-mail> op welke medewerker meekijkt. Er is niets gedaan.',
    });
    expect((await staff('login-as', 'professional@demo.nl', '--by', 'professional@demo.nl')).ok).toBe(false);
    const issued = await staff('login-as', 'professional@demo.nl', '--by', 'medewerker@demo.nl');
    expect(issued.ok).toBe(true);
    expect(events('impersonation_link')).toEqual([
      expect.objectContaining({ outcome: 'failure', actor: 'staff:onbekend' }),
      expect.objectContaining({ outcome: 'failure', actor: 'staff:professional@demo.nl' }),
      expect.objectContaining({
        outcome: 'success',
        actor: 'staff:medewerker@demo.nl',
        target: 'professional@demo.nl',
      }),
    ]);
    const token = issued.output.match(/\/loginas\/([\w-]+)/)?.[1];
    const browser = t.browser();
    await browser.portalInit();
    await browser.gql(LOGIN_AS_MUTATION, { token });
    expect(events('impersonation_start')).toEqual([
      expect.objectContaining({
        outcome: 'success',
        actor: 'staff:medewerker@demo.nl',
        target: 'professional@demo.nl',
      }),
    ]);
    expect(t.audit.text()).not.toContain(token!);
  });

  it('records every staff decision with who made it', async () => {
    await staff('approve', 'professional@demo.nl', '--by', 'medewerker@demo.nl');
    await staff('reject', 'professional@demo.nl', 'VOG', 'ontbreekt', '--by', 'medewerker@demo.nl');
    await staff('incomplete', 'professional@demo.nl', 'diploma', '--by', 'medewerker@demo.nl');
    await staff('vog', 'professional@demo.nl', '2026-01-05', '--by', 'medewerker@demo.nl');
    const decisions = t.audit.entries().filter((entry) => String(entry.event).startsWith('staff.'));
    expect(decisions.map((entry) => [entry.event, entry.actor, entry.target])).toEqual([
      ['staff.approve', 'staff:medewerker@demo.nl', 'professional@demo.nl'],
      ['staff.reject', 'staff:medewerker@demo.nl', 'professional@demo.nl'],
      ['staff.incomplete', 'staff:medewerker@demo.nl', 'professional@demo.nl'],
      ['staff.vog', 'staff:medewerker@demo.nl', 'professional@demo.nl'],
    ]);
    for (const decision of decisions) expect(['success', 'failure']).toContain(decision.outcome);
    expect(decisions[1]?.details).toEqual({ reason: 'VOG ontbreekt' });
  });

  it('records staff reads too, and a refused command without --by', async () => {
    t.audit.clear();
    await staff('mail', 'professional@demo.nl', '--by', 'medewerker@demo.nl');
    await staff('invoices', 'professional@demo.nl', '--by', 'medewerker@demo.nl');
    await staff('registrations', '--by', 'medewerker@demo.nl');
    await staff('mail');
    expect(t.audit.entries().map((entry) => [entry.event, entry.outcome, entry.actor, entry.target])).toEqual(
      [
        ['staff.mail', 'success', 'staff:medewerker@demo.nl', 'professional@demo.nl'],
        ['staff.invoices', 'success', 'staff:medewerker@demo.nl', 'professional@demo.nl'],
        ['staff.registrations', 'success', 'staff:medewerker@demo.nl', null],
        ['staff.mail', 'failure', 'staff:onbekend', null],
      ],
    );
    for (const entry of t.audit.entries()) expect(entry.time).toMatch(/Z$|^\d+$/);
  });
});

describe('secrets stay out of the audit log', () => {
  it('finds planted passwords, tokens, cookies and session ids 0 times', async () => {
    const browser = t.browser();
    await browser.login('werkgever@demo.nl', PLANTED_PASSWORD);
    await browser.login('werkgever@demo.nl');
    const planted = [PLANTED_PASSWORD, ...browser.cookies.values()];
    await browser.gql(
      CHANGE_PASSWORD,
      {
        currentPassword: PLANTED_PASSWORD,
        password: 'Nog-Een-Wachtwoord-77!',
        passwordConfirmation: 'Nog-Een-Wachtwoord-77!',
      },
      { endpoint: 'portal' },
    );
    await browser.gql(LOGOUT_MUTATION);
    expect(t.audit.entries().map((entry) => entry.event)).toEqual([
      'login',
      'login',
      'password_check',
      'logout',
    ]);
    expect(planted.length).toBeGreaterThanOrEqual(3); // the password, the session id, the guest and XSRF cookies
    const text = t.audit.text();
    for (const secret of planted) expect(text.split(secret)).toHaveLength(1);
  });

  it('censors fields with a secret name wherever code would put them', () => {
    const log = createMemoryAuditLog();
    const secrets = Object.fromEntries(SECRET_FIELDS.map((field) => [field, `GEHEIM-${field}-1234`]));
    log.record({
      event: 'test',
      outcome: 'success',
      actor: null,
      target: null,
      details: { ...secrets, nested: { ...secrets } },
      ...(secrets as object),
    });
    expect(log.text()).not.toMatch(/GEHEIM-/);
    expect(log.text()).toContain('[verwijderd]');
    expect(createAuditLog).toBeInstanceOf(Function);
  });
});
