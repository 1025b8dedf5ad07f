/**
 * Demo accounts for local use and tests, one per kind of user, all with DEMO_PASSWORD.
 * Idempotent: an account whose e-mail address exists is left alone.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { seedDemoMeasures } from './demo-measures';
import { stepNumber } from '../../domain/registration-steps';
import { recordVog } from '../queries/vog-records';
import { addToDate, todayInNetherlands } from '../../domain/dates';
import { hashPassword } from '../../security/password';
import { createInvoiceFromFees } from '../queries/invoices';
import { calendarYearOf } from '../../domain/invoice-period';
import type { Db } from '../connection';
import { seedEmployerPortfolio } from './employer-portfolio';
import { seedEducatorDemo } from './educator-demo';
import { seedDemoActivities } from './demo-activities';
import {
  accountVerifications,
  companies,
  companyBranches,
  companyEmployees,
  companyProfessionalLinkEvents,
  companyProfessionalLinks,
  educatorEmployees,
  educators,
  invoices,
  professionals,
  registrationItems,
  registrationTargets,
  registrations,
  users,
  type UserTypeValue,
} from '../schema';
import {
  seedOrganisationInvoices,
  seedOrganisationProfiles,
  seedPracticalProgrammes,
} from './organisation-side';

export const DEMO_PASSWORD = 'Demo-Wachtwoord-2026!';

interface DemoPerson {
  email: string;
  userType: UserTypeValue;
  isVerified: boolean;
  initials: string;
  firstName: string;
  infix: string | null;
  lastName: string;
  phone: string;
  country: string;
  postalCode: string;
  houseNumber: string;
  street: string;
  city: string;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface DemoAccount extends DemoPerson {
  details: (tx: Tx, userId: string) => Promise<void>;
}

async function targetId(tx: Tx, systemLabel: string): Promise<string> {
  const [target] = await tx
    .select({ id: registrationTargets.id })
    .from(registrationTargets)
    .where(eq(registrationTargets.systemLabel, systemLabel));
  if (!target) throw new Error(`Registratietarget ${systemLabel} ontbreekt in de referentiegegevens.`);
  return target.id;
}

/**
 * A registered professional in the chamber of `systemLabel`, deadline two months away, with an open
 * re-registration round; `withActivities` fills the round with the 200 demo activities.
 */
function approvedProfessionalIn(systemLabel: string, withActivities = false) {
  return (tx: Tx, userId: string) => approvedProfessionalOf(tx, userId, systemLabel, withActivities);
}

const approvedProfessional = approvedProfessionalIn('jeugd-en-gezinsprofessional');

async function approvedProfessionalOf(
  tx: Tx,
  userId: string,
  systemLabel: string,
  withActivities: boolean,
): Promise<void> {
  const today = todayInNetherlands();
  // Registered almost five years ago: the re-registration deadline is two months away.
  const fromDate = addToDate(today, { years: -5, months: 2 });
  const tillDate = addToDate(fromDate, { years: 5 });
  const [professional] = await tx
    .insert(professionals)
    .values({
      userId,
      firstRegistrationDate: fromDate,
      mostRecentVogDeadline: addToDate(today, { months: 9 }),
    })
    .returning();
  const [registration] = await tx
    .insert(registrations)
    .values({
      professionalId: professional!.id,
      status: 'approved',
      registrationNumber: sql`nextval('registration_number_seq')::text`,
    })
    .returning();
  const target = await targetId(tx, systemLabel);
  const [, round] = await tx
    .insert(registrationItems)
    .values([
      {
        registrationId: registration!.id,
        registrationTargetId: target,
        status: 'approved',
        fromDate,
        tillDate,
      },
      // The re-registration round that collects activities for the next period.
      {
        registrationId: registration!.id,
        registrationTargetId: target,
        status: 'ongoing',
        kind: 'reRegistration',
      },
    ])
    .returning({ id: registrationItems.id });
  if (withActivities) await seedDemoActivities(tx, professional!.id, round!.id, fromDate, today);
  // A VOG issued 15 months ago (valid for the configured period from then).
  await recordVog(tx, {
    professionalId: professional!.id,
    issuedOn: addToDate(today, { months: -15 }),
    recordedBy: 'demo',
  });
  // Last year's fee, paid; this year's fee, still open: the demo of 'Betalen met iDEAL'.
  // Each for its own calendar year, so the two € 80,00 invoices tell apart by their period.
  // Dated as it happened: issued 30 days before it fell due a year ago, paid ten days before that
  // (the PDF and the list show Factuurdatum before Vervaldatum).
  const lastYearDue = addToDate(today, { years: -1 });
  const paid = await createInvoiceFromFees(
    tx,
    userId,
    ['yearlyFee'],
    lastYearDue,
    calendarYearOf(lastYearDue),
  );
  await tx
    .update(invoices)
    .set({
      status: 'paid',
      createdAt: new Date(`${addToDate(lastYearDue, { days: -30 })}T09:00:00Z`),
      paidAt: new Date(`${addToDate(lastYearDue, { days: -10 })}T12:00:00Z`),
    })
    .where(eq(invoices.id, paid.id));
  await createInvoiceFromFees(tx, userId, ['yearlyFee'], addToDate(today, { days: 30 }));
}

async function draftProfessional(tx: Tx, userId: string): Promise<void> {
  const [professional] = await tx.insert(professionals).values({ userId }).returning();
  const [registration] = await tx
    .insert(registrations)
    .values({ professionalId: professional!.id, status: 'draft' })
    .returning();
  const target = await targetId(tx, 'jeugd-en-gezinsprofessional');
  // Stopped at the diploma step: chamber, target and personal details are filled in.
  await tx.insert(registrationItems).values({
    registrationId: registration!.id,
    registrationTargetId: target,
    status: 'draft',
    state: { step: stepNumber('diplomas') },
    data: {
      keuze: { registrationTargetUuid: target },
      persoonsgegevens: { dateOfBirth: '1994-05-17', placeOfBirth: 'Amersfoort', gender: 'vrouw' },
    },
  });
}

async function rejectedProfessional(tx: Tx, userId: string): Promise<void> {
  const [professional] = await tx.insert(professionals).values({ userId }).returning();
  const [registration] = await tx
    .insert(registrations)
    .values({ professionalId: professional!.id, status: 'rejected' })
    .returning();
  const target = await targetId(tx, 'master-psycholoog');
  const decidedAt = new Date(Date.now() - 14 * 24 * 60 * 60 * 1000);
  await tx.insert(registrationItems).values({
    registrationId: registration!.id,
    registrationTargetId: target,
    status: 'rejected',
    state: { step: stepNumber('overzicht') },
    data: {
      keuze: { registrationTargetUuid: target },
      persoonsgegevens: { dateOfBirth: '1990-02-03', placeOfBirth: 'Zwolle', gender: 'man' },
      werkervaring: { employerName: 'Jeugdzorg Oost', hoursPerWeek: 24 },
    },
    submittedAt: new Date(decidedAt.getTime() - 30 * 24 * 60 * 60 * 1000),
    decidedAt,
    decisionReason:
      'Je masterdiploma bevat niet het vereiste vakkenpakket jeugd; de NIP-aantekening basisdiagnostiek ontbreekt.',
  });
}

/** Registered once, the period ended a year ago without re-registration: may ask to re-enter (issue 38). */
async function lapsedProfessional(tx: Tx, userId: string): Promise<void> {
  const today = todayInNetherlands();
  const fromDate = addToDate(today, { years: -6 });
  const [professional] = await tx
    .insert(professionals)
    .values({ userId, firstRegistrationDate: fromDate })
    .returning();
  const [registration] = await tx
    .insert(registrations)
    .values({
      professionalId: professional!.id,
      status: 'expired',
      registrationNumber: sql`nextval('registration_number_seq')::text`,
    })
    .returning();
  await tx.insert(registrationItems).values({
    registrationId: registration!.id,
    registrationTargetId: await targetId(tx, 'jeugd-en-gezinsprofessional'),
    status: 'expired',
    fromDate,
    tillDate: addToDate(fromDate, { years: 5 }),
  });
}

async function unverifiedProfessional(tx: Tx, userId: string): Promise<void> {
  await tx.insert(professionals).values({ userId });
  await tx
    .insert(accountVerifications)
    .values({ userId, verificationLinkExpiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000) });
}

interface DemoCompany {
  name: string;
  kvkNumber: string;
  billingEmail: string;
  verification: 'confirmed' | 'pending';
}

export const DEMO_COMPANY: DemoCompany = {
  name: 'Jeugdzorg Utrecht BV',
  kvkNumber: '30123456',
  billingEmail: 'facturen@jeugdzorgutrecht.example',
  verification: 'confirmed',
};
export const DEMO_COMPANY_2: DemoCompany = {
  name: 'Kindzorg Rotterdam BV',
  kvkNumber: '24123456',
  billingEmail: 'facturen@kindzorgrotterdam.example',
  verification: 'confirmed',
};
export const DEMO_PENDING_COMPANY: DemoCompany = {
  name: 'Nieuw Jeugdwerk BV',
  kvkNumber: '30999999',
  billingEmail: 'facturen@nieuwjeugdwerk.example',
  verification: 'pending',
};

/** The company's first employee: its beheerder. */
const companyEmployee =
  (demo: DemoCompany) =>
  async (tx: Tx, userId: string): Promise<void> => {
    await tx
      .insert(companies)
      .values({
        name: demo.name,
        kvkNumber: demo.kvkNumber,
        paysForEmployees: true,
        billingEmail: demo.billingEmail,
        verification: demo.verification,
        verifiedAt: demo.verification === 'confirmed' ? new Date() : null,
        verifiedBy: demo.verification === 'confirmed' ? 'medewerker@demo.nl' : null,
      })
      .onConflictDoNothing();
    const [company] = await tx.select().from(companies).where(eq(companies.kvkNumber, demo.kvkNumber));
    await tx
      .insert(companyBranches)
      .values([
        { companyId: company!.id, branchValue: 'jeugd-en-gezinsprofessional' },
        { companyId: company!.id, branchValue: 'gedragswetenschapper' },
      ])
      .onConflictDoNothing();
    // werkgever@demo.nl has chosen the daily digest of changes among linked professionals (issue 39).
    const digest = demo === DEMO_COMPANY ? 'daily' : 'none';
    await tx.insert(companyEmployees).values({
      userId,
      companyId: company!.id,
      jobTitle: 'HR-adviseur',
      role: 'beheerder',
      digest,
      digestSince: digest === 'none' ? null : new Date(),
    });
  };

/** The provider's first employee: its beheerder; demo providers are confirmed. */
const educatorEmployee =
  (name: string) =>
  async (tx: Tx, userId: string): Promise<void> => {
    await tx
      .insert(educators)
      .values({ name, verification: 'confirmed', verifiedAt: new Date(), verifiedBy: 'medewerker@demo.nl' })
      .onConflictDoNothing();
    const [educator] = await tx.select().from(educators).where(eq(educators.name, name));
    await tx.insert(educatorEmployees).values({ userId, educatorId: educator!.id, role: 'beheerder' });
  };

/** professional@demo.nl is linked to the first company, with consent to share progress. */
async function linkDemoProfessional(db: Db): Promise<void> {
  const [row] = await db
    .select({ professionalId: professionals.id })
    .from(professionals)
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(users.email, 'professional@demo.nl'));
  const [company] = await db.select().from(companies).where(eq(companies.kvkNumber, DEMO_COMPANY.kvkNumber));
  if (!row || !company) return;
  const [existing] = await db
    .select({ id: companyProfessionalLinks.id })
    .from(companyProfessionalLinks)
    .where(
      and(
        eq(companyProfessionalLinks.companyId, company.id),
        eq(companyProfessionalLinks.professionalId, row.professionalId),
      ),
    );
  if (existing) return;
  await db.transaction(async (tx) => {
    const [link] = await tx
      .insert(companyProfessionalLinks)
      .values({
        companyId: company.id,
        professionalId: row.professionalId,
        status: 'active',
        startedBy: 'company',
        sharesProgress: true,
        confirmedAt: new Date(),
      })
      .returning();
    const events = [
      { event: 'requested' as const, actorSide: 'company' as const, actorName: company.name },
      { event: 'confirmed' as const, actorSide: 'professional' as const, actorName: 'Jan de Vries' },
      { event: 'consentGiven' as const, actorSide: 'professional' as const, actorName: 'Jan de Vries' },
    ];
    await tx
      .insert(companyProfessionalLinkEvents)
      .values(events.map((event) => ({ ...event, linkId: link!.id })));
  });
}

type PersonFields = Omit<DemoPerson, 'isVerified' | keyof typeof DEMO_ADDRESS> & { isVerified?: boolean };

// Every demo profile is complete, so the demo signs in straight to the dashboard.
const DEMO_ADDRESS = {
  phone: '030 123 45 67',
  country: 'NL',
  postalCode: '3511 AB',
  houseNumber: '1',
  street: 'Oudegracht',
  city: 'Utrecht',
};

const person = (p: PersonFields): DemoPerson => ({ isVerified: true, ...DEMO_ADDRESS, ...p });

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    ...person({
      email: 'professional@demo.nl',
      userType: 'professional',
      initials: 'J.',
      firstName: 'Jan',
      infix: 'de',
      lastName: 'Vries',
    }),
    details: approvedProfessional,
  },
  {
    ...person({
      email: 'concept@demo.nl',
      userType: 'professional',
      initials: 'S.',
      firstName: 'Sanne',
      infix: null,
      lastName: 'Jansen',
    }),
    details: draftProfessional,
  },
  {
    // A registered professional linked to no employer: the browser test links and unlinks them.
    ...person({
      email: 'los@demo.nl',
      userType: 'professional',
      initials: 'E.',
      firstName: 'Eva',
      infix: null,
      lastName: 'Los',
    }),
    details: approvedProfessional,
  },
  {
    // A full five years: 200 activities in the open round (pnpm lighthouse measures its screen).
    ...person({
      email: 'actief@demo.nl',
      userType: 'professional',
      initials: 'S.',
      firstName: 'Sanne',
      infix: null,
      lastName: 'Jansen',
    }),
    details: approvedProfessionalIn('jeugd-en-gezinsprofessional', true),
  },
  {
    // An approved gedragswetenschapper (master psycholoog) with an open round: the browser test
    // completes it with NIP proof instead of activities (Afronden met NIP- of NVO-bewijs).
    ...person({
      email: 'gedragswetenschapper@demo.nl',
      userType: 'professional',
      initials: 'L.',
      firstName: 'Lotte',
      infix: null,
      lastName: 'Bos',
    }),
    details: approvedProfessionalIn('master-psycholoog'),
  },
  {
    ...person({
      email: 'afgewezen@demo.nl',
      userType: 'professional',
      initials: 'R.',
      firstName: 'Ruben',
      infix: 'van',
      lastName: 'Dijk',
    }),
    details: rejectedProfessional,
  },
  {
    // Registration ended a year ago: the browser test asks to re-enter (herintreden).
    ...person({
      email: 'herintreden@demo.nl',
      userType: 'professional',
      initials: 'M.',
      firstName: 'Mila',
      infix: null,
      lastName: 'de Groot',
    }),
    details: lapsedProfessional,
  },
  {
    ...person({
      email: 'nieuw@demo.nl',
      userType: 'professional',
      initials: 'N.',
      firstName: 'Noor',
      infix: null,
      lastName: 'Bakker',
      isVerified: false,
    }),
    details: unverifiedProfessional,
  },
  {
    ...person({
      email: 'werkgever@demo.nl',
      userType: 'companyEmployee',
      initials: 'P.',
      firstName: 'Petra',
      infix: null,
      lastName: 'Visser',
    }),
    details: companyEmployee(DEMO_COMPANY),
  },
  {
    ...person({
      email: 'werkgever2@demo.nl',
      userType: 'companyEmployee',
      initials: 'K.',
      firstName: 'Karin',
      infix: 'van der',
      lastName: 'Berg',
    }),
    details: companyEmployee(DEMO_COMPANY_2),
  },
  {
    ...person({
      email: 'nieuwbedrijf@demo.nl',
      userType: 'companyEmployee',
      initials: 'T.',
      firstName: 'Tom',
      infix: null,
      lastName: 'Smit',
    }),
    details: companyEmployee(DEMO_PENDING_COMPANY),
  },
  {
    ...person({
      email: 'opleider@demo.nl',
      userType: 'educatorEmployee',
      initials: 'A.',
      firstName: 'Ahmed',
      infix: 'el',
      lastName: 'Amrani',
    }),
    details: educatorEmployee('Opleidingsinstituut Noord'),
  },
  {
    ...person({
      email: 'opleider2@demo.nl',
      userType: 'educatorEmployee',
      initials: 'L.',
      firstName: 'Lisa',
      infix: null,
      lastName: 'Mulder',
    }),
    details: educatorEmployee('Hogeschool Zuid Academie'),
  },
  {
    // A back-office account: it cannot sign in to the portal; it exists for impersonation and approvals.
    ...person({
      email: 'medewerker@demo.nl',
      userType: 'staff',
      initials: 'M.',
      firstName: 'Mila',
      infix: 'de',
      lastName: 'Boer',
    }),
    details: async () => undefined,
  },
];

export async function hasNoUsers(db: Db): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(users);
  return (row?.total ?? 0) === 0;
}

export interface SeedOptions {
  /**
   * The employers' generated portfolio (employer-portfolio.ts): 520 and 30 linked professionals.
   * The api's own tests leave it out (their demo facts are the accounts above); tests of the
   * employer's lists add it themselves.
   */
  employerPortfolio?: boolean;
}

export async function seedDemoData(
  db: Db,
  options: SeedOptions = {},
): Promise<{ created: string[]; skipped: string[] }> {
  const created: string[] = [];
  const skipped: string[] = [];
  const existing = new Set(
    (
      await db
        .select({ email: users.email })
        .from(users)
        .where(
          inArray(
            users.email,
            DEMO_ACCOUNTS.map((a) => a.email),
          ),
        )
    ).map((row) => row.email),
  );
  for (const { details, ...account } of DEMO_ACCOUNTS) {
    if (existing.has(account.email)) {
      skipped.push(account.email);
      continue;
    }
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const made = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ ...account, passwordHash })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (!user) return false;
      await details(tx, user.id);
      return true;
    });
    (made ? created : skipped).push(account.email);
  }
  await linkDemoProfessional(db);
  await seedDemoMeasures(db);
  if (options.employerPortfolio ?? true) await seedEmployerPortfolio(db);
  await seedOrganisationProfiles(db);
  await seedOrganisationInvoices(db, DEMO_COMPANY.kvkNumber);
  await seedPracticalProgrammes(db, DEMO_COMPANY.kvkNumber);
  await seedEducatorDemo(db, await hashPassword(DEMO_PASSWORD));
  return { created, skipped };
}
