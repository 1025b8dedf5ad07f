/**
 * Organisations are verified before they act (issue 37): a new company starts 'In behandeling' and
 * is refused every organisation operation with a Dutch reason until `pnpm staff confirm-organisation`;
 * only a beheerder manages colleagues and the last one stays; an invitation is bound to its address.
 */
import { eq } from 'drizzle-orm';
import { withTestApp } from '../../testing/test-app';
import { lastLinkTo, mailsTo } from '../../testing/mail';
import { CREATE_ACCOUNT, INVITE_COLLEAGUE } from '../../testing/account-operations';
import {
  CHANGE_COLLEAGUE_ROLE,
  COLLEAGUES,
  COMPANY_LINKS,
  END_PROFESSIONAL_LINK,
  MY_ORGANISATION,
  REMOVE_COLLEAGUE,
  REQUEST_LINK,
  UPDATE_ORGANISATION_PROFILE,
} from '../../testing/organisation-operations';
import { companies, companyEmployees, oneTimeTokens, outbox, users } from '../db/schema';
import { ORGANISATION_MESSAGES } from '../tenancy/messages';
import { parseStaffCommand, runStaffCommand } from '../staff/commands';

const t = withTestApp();
beforeEach(async () => {
  await t.db.delete(outbox);
});

async function staff(...args: string[]) {
  const command = parseStaffCommand(args);
  if (!command) throw new Error(`geen geldige opdracht: ${args.join(' ')}`);
  return runStaffCommand(t.db, t.config.portalUrl, command);
}

const UUID = '00000000-0000-4000-8000-000000000000';

/** Every operation of an organisation, with variables that would pass validation. */
const ORGANISATION_OPERATIONS: Array<[string, string, Record<string, unknown>]> = [
  ['inviteColleague', INVITE_COLLEAGUE, { email: 'collega@example.nl' }],
  ['colleagues', COLLEAGUES, {}],
  ['changeColleagueRole', CHANGE_COLLEAGUE_ROLE, { userUuid: UUID, role: 'beheerder' }],
  ['removeColleague', REMOVE_COLLEAGUE, { userUuid: UUID }],
  ['requestProfessionalLink', REQUEST_LINK, { registrationNumber: '1', lastName: 'Vries' }],
  ['companyProfessionalLinks', COMPANY_LINKS, {}],
  ['endProfessionalLink', END_PROFESSIONAL_LINK, { linkUuid: UUID }],
];

describe('an organisation still being checked', () => {
  it('is refused every organisation operation with a Dutch reason, sees why, may fill its profile, and opens once staff confirm', async () => {
    const employee = await t.signedIn('nieuwbedrijf@demo.nl');
    const organisation = await employee.gql(MY_ORGANISATION, {}, { endpoint: 'portal' });
    expect(organisation.body.data.myOrganisation).toMatchObject({
      verification: 'pending',
      verificationLabel: 'In behandeling',
      notice: ORGANISATION_MESSAGES.notConfirmed,
      role: 'beheerder',
    });
    // The session says so too: the host shows its notice only while the organisation is not confirmed.
    const sessionCompany = async () =>
      (await employee.portalInit()).body.data.portalInit.session.user.detail.company;
    expect(await sessionCompany()).toMatchObject({ verification: 'pending' });
    for (const [name, document, variables] of ORGANISATION_OPERATIONS) {
      const answer = await employee.gql(document, variables, { endpoint: 'portal' });
      expect([name, answer.body.errors?.[0]?.extensions?.code]).toEqual([name, 403]);
      expect([name, answer.body.errors?.[0]?.message]).toEqual([name, ORGANISATION_MESSAGES.notConfirmed]);
      expect(answer.body.data?.[name] ?? null).toBeNull();
    }
    const saved = await employee.gql(
      UPDATE_ORGANISATION_PROFILE,
      { billingEmail: 'Facturen@Nieuw.example' },
      { endpoint: 'portal' },
    );
    expect(saved.body.data.updateOrganisationProfile.status).toBe('SAVED');

    const listed = await staff('organisations', '--by', 'medewerker@demo.nl');
    expect(listed.output).toContain('KvK 30999999  Nieuw Jeugdwerk BV');
    expect((await staff('confirm-organisation', '30999999')).output).toMatch(/--by/);
    const confirmed = await staff('confirm-organisation', '30999999', '--by', 'medewerker@demo.nl');
    expect(confirmed).toMatchObject({ ok: true });
    const [mail] = await mailsTo(t.db, 'nieuwbedrijf@demo.nl');
    expect(mail?.subject).toBe('Nieuw Jeugdwerk BV is bevestigd');
    const [company] = await t.db.select().from(companies).where(eq(companies.kvkNumber, '30999999'));
    expect(company).toMatchObject({ verification: 'confirmed', verifiedBy: 'medewerker@demo.nl' });
    expect(company?.billingEmail).toBe('facturen@nieuw.example');

    // The next request sees the decision: no new sign-in needed.
    expect(await sessionCompany()).toMatchObject({ verification: 'confirmed' });
    const open = await employee.gql(COLLEAGUES, {}, { endpoint: 'portal' });
    expect(open.body.errors).toBeUndefined();
    expect(open.body.data.colleagues).toEqual([expect.objectContaining({ email: 'nieuwbedrijf@demo.nl' })]);
    expect((await staff('organisations', '--by', 'medewerker@demo.nl')).output).not.toContain('30999999');
  });

  it('is rejected by staff with a reason, mailed in Dutch', async () => {
    const rejected = await staff(
      'reject-organisation',
      'Opleidingsinstituut Noord',
      '--by',
      'medewerker@demo.nl',
      'al',
      'bevestigd',
    );
    // Only a waiting organisation can be decided on.
    expect(rejected).toEqual({ ok: false, output: 'Opleidingsinstituut Noord is niet in behandeling.' });
    expect(parseStaffCommand(['reject-organisation', '30999999', '--by', 'medewerker@demo.nl'])).toBeNull();
    expect((await staff('confirm-organisation', '11111111', '--by', 'medewerker@demo.nl')).ok).toBe(false);
  });
});

describe('colleagues', () => {
  it('invitation bound to its address: another address fails in Dutch and changes nothing', async () => {
    const beheerder = await t.signedIn('werkgever@demo.nl');
    const sent = await beheerder.gql(
      INVITE_COLLEAGUE,
      { email: 'gebonden@example.nl' },
      { endpoint: 'portal' },
    );
    expect(sent.body.data.inviteColleague.status).toBe('SENT');
    const token = (await lastLinkTo(t.db, 'gebonden@example.nl')).split('/').pop()!;
    const before = await t.db.select({ id: users.id }).from(users);
    const guest = t.browser();
    await guest.portalInit();
    const input = {
      type: 'companyEmployee',
      email: 'iemand-anders@example.nl',
      password: 'Een-Goed-Wachtwoord-1',
      passwordConfirmation: 'Een-Goed-Wachtwoord-1',
      initials: 'A.',
      firstName: 'Ander',
      lastName: 'Persoon',
      phone: '0612345678',
      acceptTerms: true,
      invitationToken: token,
    };
    const answer = await guest.gql(CREATE_ACCOUNT, { input });
    expect(answer.body.errors[0].extensions.code).toBe(422);
    expect(answer.body.errors[0].extensions.validation.email).toEqual([
      ORGANISATION_MESSAGES.invitationOtherAddress,
    ]);
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
    const [invitation] = await t.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.email, 'gebonden@example.nl'));
    expect(invitation?.usedAt).toBeNull();
    expect(await mailsTo(t.db, 'iemand-anders@example.nl')).toHaveLength(0);

    // The invited address itself joins as contactpersoon.
    const joined = await guest.gql(CREATE_ACCOUNT, { input: { ...input, email: 'gebonden@example.nl' } });
    expect(joined.body.data.createAccount.status).toBe('CREATED');
    const [user] = await t.db.select().from(users).where(eq(users.email, 'gebonden@example.nl'));
    const [employee] = await t.db
      .select()
      .from(companyEmployees)
      .where(eq(companyEmployees.userId, user!.id));
    expect(employee?.role).toBe('contactpersoon');
  });

  it('only a beheerder invites and changes roles; the last beheerder cannot be demoted or removed', async () => {
    const beheerder = await t.signedIn('werkgever@demo.nl');
    const [self] = await t.db.select().from(users).where(eq(users.email, 'werkgever@demo.nl'));
    const demote = await beheerder.gql(
      CHANGE_COLLEAGUE_ROLE,
      { userUuid: self!.id, role: 'contactpersoon' },
      { endpoint: 'portal' },
    );
    expect(demote.body.errors[0].extensions.validation.userUuid).toEqual([
      ORGANISATION_MESSAGES.lastBeheerder,
    ]);
    const remove = await beheerder.gql(REMOVE_COLLEAGUE, { userUuid: self!.id }, { endpoint: 'portal' });
    expect(remove.body.errors[0].extensions.validation.userUuid).toEqual([
      ORGANISATION_MESSAGES.lastBeheerder,
    ]);
    const [row] = await t.db.select().from(companyEmployees).where(eq(companyEmployees.userId, self!.id));
    expect(row?.role).toBe('beheerder');

    // A colleague of another company is not found, exactly like a missing one.
    const [other] = await t.db.select().from(users).where(eq(users.email, 'werkgever2@demo.nl'));
    const foreign = await beheerder.gql(
      CHANGE_COLLEAGUE_ROLE,
      { userUuid: other!.id, role: 'contactpersoon' },
      { endpoint: 'portal' },
    );
    const missing = await beheerder.gql(
      CHANGE_COLLEAGUE_ROLE,
      { userUuid: UUID, role: 'contactpersoon' },
      { endpoint: 'portal' },
    );
    expect(foreign.body).toEqual(missing.body);

    // The invited contactpersoon (previous test) may not invite or change roles.
    const contact = await t.browser();
    expect(
      (await contact.login('gebonden@example.nl', 'Een-Goed-Wachtwoord-1')).body.data.loginPortalUser.status,
    ).toBe('LOGGED_IN');
    await t.db.update(users).set({ isVerified: true }).where(eq(users.email, 'gebonden@example.nl'));
    const invite = await contact.gql(INVITE_COLLEAGUE, { email: 'x@example.nl' }, { endpoint: 'portal' });
    expect(invite.body.errors[0].message).toBe(ORGANISATION_MESSAGES.notBeheerder);
    const [contactUser] = await t.db.select().from(users).where(eq(users.email, 'gebonden@example.nl'));
    const promote = await beheerder.gql(
      CHANGE_COLLEAGUE_ROLE,
      { userUuid: contactUser!.id, role: 'beheerder' },
      { endpoint: 'portal' },
    );
    expect(promote.body.data.changeColleagueRole.status).toBe('CHANGED');
    // With two beheerders, one may step down.
    const stepDown = await beheerder.gql(
      CHANGE_COLLEAGUE_ROLE,
      { userUuid: self!.id, role: 'contactpersoon' },
      { endpoint: 'portal' },
    );
    expect(stepDown.body.data.changeColleagueRole.status).toBe('CHANGED');
    // Put back for the other tests of this file.
    await t.db
      .update(companyEmployees)
      .set({ role: 'beheerder' })
      .where(eq(companyEmployees.userId, self!.id));
  });
});
