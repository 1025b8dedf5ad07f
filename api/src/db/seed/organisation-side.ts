/**
 * Demo data of the organisation side (issues 39 and 40): every demo company and provider has a
 * finished profile (the demo signs in straight to the dashboard) and invoices of its own. Runs after the demo accounts;
 * writes only what is missing, so seeding twice changes nothing.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../connection';
import {
  companies,
  companyLocations,
  companyProfessionalLinks,
  educators,
  invoices,
  practicalProgrammes,
  professionals,
  registrations,
  users,
} from '../schema';
import { addToDate, todayInNetherlands } from '../../domain/dates';
import { calendarYearOf } from '../../domain/invoice-period';
import { fullName } from '../../domain/names';
import {
  createOrganisationInvoice,
  invoicesOfOrganisation,
  type InvoiceOwner,
} from '../queries/organisation-invoices';

export async function seedOrganisationProfiles(db: Db): Promise<void> {
  const withoutPhone = await db.select().from(companies).where(isNull(companies.phone));
  for (const company of withoutPhone) {
    await db.transaction(async (tx) => {
      await tx
        .update(companies)
        .set({ phone: '030 765 43 21', website: null })
        .where(and(eq(companies.id, company.id), isNull(companies.phone)));
      const [location] = await tx
        .select({ id: companyLocations.id })
        .from(companyLocations)
        .where(eq(companyLocations.companyId, company.id));
      if (!location)
        await tx.insert(companyLocations).values({
          companyId: company.id,
          position: 0,
          name: 'Hoofdvestiging',
          street: 'Catharijnesingel',
          houseNumber: '10',
          postalCode: '3511 GB',
          city: 'Utrecht',
        });
    });
  }
  const providers = await db.select().from(educators).where(isNull(educators.phone));
  for (const provider of providers) {
    const slug = provider.name.toLowerCase().replace(/[^a-z0-9]+/g, '');
    await db
      .update(educators)
      .set({
        phone: '020 123 45 67',
        street: 'Herengracht',
        houseNumber: '100',
        postalCode: '1015 BS',
        city: 'Amsterdam',
        billingEmail: `facturen@${slug}.example`,
      })
      .where(and(eq(educators.id, provider.id), isNull(educators.phone)));
  }
}

/**
 * Each demo organisation's invoices: for werkgever@demo.nl's company last year's collective yearly
 * invoice, paid, and this year's, open (a line per linked professional); for each demo provider an
 * accreditation fee paid last year and one open. Only when the organisation has none yet.
 */
export async function seedOrganisationInvoices(db: Db, companyKvk: string): Promise<void> {
  const today = todayInNetherlands();
  const [company] = await db.select().from(companies).where(eq(companies.kvkNumber, companyKvk));
  if (company && !(await hasInvoices(db, { kind: 'company', id: company.id }))) {
    const linked = await db
      .select({
        professionalId: professionals.id,
        initials: users.initials,
        firstName: users.firstName,
        infix: users.infix,
        lastName: users.lastName,
      })
      .from(companyProfessionalLinks)
      .innerJoin(professionals, eq(professionals.id, companyProfessionalLinks.professionalId))
      .innerJoin(users, eq(users.id, professionals.userId))
      .where(
        and(
          eq(companyProfessionalLinks.companyId, company.id),
          eq(companyProfessionalLinks.status, 'active'),
        ),
      );
    const lines = linked.map((person) => ({
      description: `Jaarlijkse registratiebijdrage: ${fullName(person)}`,
      amountCents: 8000,
      feeCode: 'yearlyFee',
      professionalId: person.professionalId,
    }));
    if (lines.length > 0) {
      const lastYear = addToDate(today, { years: -1 });
      await db.transaction(async (tx) => {
        const paid = await createOrganisationInvoice(
          tx,
          { kind: 'company', id: company.id },
          lines,
          lastYear,
          calendarYearOf(lastYear),
        );
        await tx
          .update(invoices)
          .set({
            status: 'paid',
            paidAt: new Date(`${lastYear}T12:00:00Z`),
            createdAt: new Date(`${lastYear}T09:00:00Z`),
          })
          .where(eq(invoices.id, paid.id));
        // This year's professionals also hold their own demo invoices (issue 36's 'Betalen met
        // iDEAL'): the open one names them but is not a collective yearly line, so the yearly run
        // still sees who is due (a real collective invoice is made by `pnpm staff yearly-invoices`);
        // its lines name the professionals, so the list describes it as the collective one it shows.
        await createOrganisationInvoice(
          tx,
          { kind: 'company', id: company.id },
          lines.map(({ description, amountCents, professionalId }) => ({
            description,
            amountCents,
            professionalId,
          })),
          addToDate(today, { days: 30 }),
          calendarYearOf(today),
        );
      });
    }
  }
  for (const provider of await db.select().from(educators).where(eq(educators.verification, 'confirmed'))) {
    if (await hasInvoices(db, { kind: 'educator', id: provider.id })) continue;
    await db.transaction(async (tx) => {
      const paid = await createOrganisationInvoice(
        tx,
        { kind: 'educator', id: provider.id },
        [{ description: 'Accreditatie 3 jaar: Methodisch werken met gezinnen', amountCents: 26620 }],
        addToDate(today, { months: -6 }),
      );
      await tx
        .update(invoices)
        .set({
          status: 'paid',
          paidAt: new Date(`${addToDate(addToDate(today, { months: -6 }), { days: -10 })}T12:00:00Z`),
          createdAt: new Date(`${addToDate(today, { months: -7 })}T09:00:00Z`),
        })
        .where(eq(invoices.id, paid.id));
      await createOrganisationInvoice(
        tx,
        { kind: 'educator', id: provider.id },
        [{ description: 'Accreditatie 1 jaar: Veiligheid in de thuissituatie', amountCents: 13068 }],
        addToDate(today, { days: 30 }),
      );
    });
  }
}

async function hasInvoices(db: Db, owner: InvoiceOwner): Promise<boolean> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(invoicesOfOrganisation(owner))
    .limit(1);
  return Boolean(row);
}

/** werkgever@demo.nl's company: one programme pending and one approved (supervised by Jan de Vries). */
export async function seedPracticalProgrammes(db: Db, companyKvk: string): Promise<void> {
  const [company] = await db.select().from(companies).where(eq(companies.kvkNumber, companyKvk));
  if (!company) return;
  const [existing] = await db
    .select({ id: practicalProgrammes.id })
    .from(practicalProgrammes)
    .where(eq(practicalProgrammes.companyId, company.id))
    .limit(1);
  if (existing) return;
  const [supervisor] = await db
    .select({ number: registrations.registrationNumber })
    .from(registrations)
    .innerJoin(professionals, eq(professionals.id, registrations.professionalId))
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(and(eq(users.email, 'professional@demo.nl'), eq(registrations.status, 'approved')));
  const today = todayInNetherlands();
  await db.insert(practicalProgrammes).values([
    {
      companyId: company.id,
      variant: 'wo',
      participantName: 'Sanne Bakker',
      participantEmail: 'sanne.bakker@example.nl',
      supervisorRegistrationNumber: supervisor?.number ?? null,
      startDate: addToDate(today, { months: 1 }),
      durationMonths: 12,
      status: 'pending',
      submittedAt: new Date(),
    },
    {
      companyId: company.id,
      variant: 'hbo',
      participantName: 'Daan Visser',
      participantEmail: 'daan.visser@example.nl',
      supervisorRegistrationNumber: supervisor?.number ?? null,
      startDate: addToDate(today, { months: -4 }),
      durationMonths: 12,
      status: 'approved',
      submittedAt: new Date(`${addToDate(today, { months: -6 })}T09:00:00Z`),
      decidedAt: new Date(`${addToDate(today, { months: -5 })}T09:00:00Z`),
      decidedBy: 'medewerker@demo.nl',
    },
  ]);
}
