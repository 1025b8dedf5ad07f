/**
 * The principals of the matrix as signed-in test browsers, and the records each owns. The demo
 * data gives most of them; this adds what it lacks: a contactpersoon of company A, company C with a
 * link to professional A without consent, company D without links, and a request of company B to
 * professional B. Every principal has an owner key: principals that share records share it.
 */
import { and, eq } from 'drizzle-orm';
import { createImpersonationToken } from '../../auth/impersonation';
import { LOGIN_AS_MUTATION } from '../../../testing/operations';
import type { TestApp } from '../../../testing/test-app';
import type { TestBrowser } from '../../../testing/test-browser';
import {
  accreditations,
  educationSessions,
  educators,
  companies,
  companyEmployees,
  companyProfessionalLinks,
  invoices,
  professionals,
  registrationItems,
  registrations,
  users,
} from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-data';
import { hashPassword } from '../../security/password';
import type { Principal, RecordKind } from './matrix';

const EMAILS: Partial<Record<Principal, string>> = {
  unverified: 'nieuw@demo.nl',
  professionalA: 'professional@demo.nl',
  professionalB: 'los@demo.nl',
  companyABeheerder: 'werkgever@demo.nl',
  companyAContactpersoon: 'matrix-contactpersoon@example.nl',
  companyLinkedNoConsent: 'matrix-zonder-toestemming@example.nl',
  companyNoLink: 'matrix-geen-koppeling@example.nl',
  companyB: 'werkgever2@demo.nl',
  unconfirmedEmployee: 'nieuwbedrijf@demo.nl',
  educatorA: 'opleider@demo.nl',
  educatorB: 'opleider2@demo.nl',
};

/** Whose records a principal reads as its own (staff looking along read professional A's). */
export const OWNER: Record<Principal, string> = {
  guest: 'guest',
  unverified: 'unverified',
  professionalA: 'professionalA',
  professionalB: 'professionalB',
  companyABeheerder: 'companyA',
  companyAContactpersoon: 'companyA',
  companyLinkedNoConsent: 'companyC',
  companyNoLink: 'companyD',
  companyB: 'companyB',
  unconfirmedEmployee: 'companyPending',
  educatorA: 'educatorA',
  educatorB: 'educatorB',
  staffLookingAlong: 'professionalA',
};

async function userId(t: TestApp, email: string): Promise<string> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`geen account ${email}`);
  return row.id;
}

async function professionalId(t: TestApp, email: string): Promise<string> {
  const [row] = await t.db
    .select({ id: professionals.id })
    .from(professionals)
    .where(eq(professionals.userId, await userId(t, email)));
  return row!.id;
}

async function companyId(t: TestApp, kvkNumber: string): Promise<string> {
  const [row] = await t.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.kvkNumber, kvkNumber));
  return row!.id;
}

async function addEmployee(t: TestApp, email: string, company: string, role: 'beheerder' | 'contactpersoon') {
  const [user] = await t.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      userType: 'companyEmployee',
      isVerified: true,
      lastName: 'Matrix',
    })
    .returning();
  await t.db.insert(companyEmployees).values({ userId: user!.id, companyId: company, role });
}

async function addCompany(t: TestApp, name: string, kvkNumber: string): Promise<string> {
  const [row] = await t.db
    .insert(companies)
    .values({ name, kvkNumber, verification: 'confirmed' })
    .returning({ id: companies.id });
  return row!.id;
}

export async function addFixtures(t: TestApp): Promise<void> {
  const companyA = await companyId(t, '30123456');
  await addEmployee(t, EMAILS.companyAContactpersoon!, companyA, 'contactpersoon');
  const companyC = await addCompany(t, 'Matrix Zonder Toestemming BV', '11223344');
  await addEmployee(t, EMAILS.companyLinkedNoConsent!, companyC, 'beheerder');
  const companyD = await addCompany(t, 'Matrix Geen Koppeling BV', '55667788');
  await addEmployee(t, EMAILS.companyNoLink!, companyD, 'beheerder');
  const professionalA = await professionalId(t, 'professional@demo.nl');
  await t.db.insert(companyProfessionalLinks).values([
    {
      companyId: companyC,
      professionalId: professionalA,
      status: 'active',
      startedBy: 'company',
      confirmedAt: new Date(),
    },
    {
      companyId: await companyId(t, '24123456'),
      professionalId: await professionalId(t, 'los@demo.nl'),
      status: 'requested',
      startedBy: 'company',
    },
  ]);
}

export async function signInAll(t: TestApp): Promise<Record<Principal, TestBrowser>> {
  const browsers: Partial<Record<Principal, TestBrowser>> = {};
  const guest = t.browser();
  await guest.portalInit();
  browsers.guest = guest;
  for (const [principal, email] of Object.entries(EMAILS) as Array<[Principal, string]>) {
    browsers[principal] = await t.signedIn(email);
  }
  const staff = t.browser();
  await staff.portalInit();
  const token = await createImpersonationToken(t.db, await userId(t, 'professional@demo.nl'), 'matrix');
  const login = await staff.gql(LOGIN_AS_MUTATION, { token });
  if (login.body.data?.loginAsPortalUser?.status !== 'LOGGED_IN') throw new Error('meekijken lukte niet');
  browsers.staffLookingAlong = staff;
  return browsers as Record<Principal, TestBrowser>;
}

/** One record of each kind per owner key, where that owner has one. */
export async function recordsByOwner(t: TestApp): Promise<Record<RecordKind, Map<string, string>>> {
  const professionalOwners: Array<[string, string]> = [
    ['professionalA', 'professional@demo.nl'],
    ['professionalB', 'los@demo.nl'],
  ];
  const registrationItem = new Map<string, string>();
  const invoice = new Map<string, string>();
  const employerLink = new Map<string, string>();
  for (const [owner, email] of professionalOwners) {
    const id = await professionalId(t, email);
    const [item] = await t.db
      .select({ id: registrationItems.id })
      .from(registrationItems)
      .innerJoin(registrations, eq(registrations.id, registrationItems.registrationId))
      .where(eq(registrations.professionalId, id));
    registrationItem.set(owner, item!.id);
    const [bill] = await t.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.userId, await userId(t, email)));
    invoice.set(owner, bill!.id);
    const [link] = await t.db
      .select({ id: companyProfessionalLinks.id })
      .from(companyProfessionalLinks)
      .where(eq(companyProfessionalLinks.professionalId, id));
    employerLink.set(owner, link!.id);
  }
  const companyLink = new Map<string, string>();
  for (const [owner, kvk] of [
    ['companyA', '30123456'],
    ['companyB', '24123456'],
    ['companyC', '11223344'],
  ] as const) {
    const [link] = await t.db
      .select({ id: companyProfessionalLinks.id })
      .from(companyProfessionalLinks)
      .where(and(eq(companyProfessionalLinks.companyId, await companyId(t, kvk))));
    companyLink.set(owner, link!.id);
  }
  const colleague = new Map<string, string>();
  for (const principal of [
    'companyABeheerder',
    'companyLinkedNoConsent',
    'companyNoLink',
    'companyB',
    'educatorA',
    'educatorB',
  ] as const) {
    colleague.set(OWNER[principal], await userId(t, EMAILS[principal]!));
  }
  // Issue 40: each provider's approved accreditation and one of its sessions.
  const accreditation = new Map<string, string>();
  const educationSession = new Map<string, string>();
  for (const [owner, name] of [
    ['educatorA', 'Opleidingsinstituut Noord'],
    ['educatorB', 'Hogeschool Zuid Academie'],
  ] as const) {
    const [row] = await t.db
      .select({ accreditationId: accreditations.id, sessionId: educationSessions.id })
      .from(accreditations)
      .innerJoin(educators, eq(educators.id, accreditations.educatorId))
      .innerJoin(educationSessions, eq(educationSessions.accreditationId, accreditations.id))
      .where(and(eq(educators.name, name), eq(accreditations.status, 'approved')));
    accreditation.set(owner, row!.accreditationId);
    educationSession.set(owner, row!.sessionId);
  }
  return { registrationItem, invoice, employerLink, companyLink, colleague, accreditation, educationSession };
}
