/**
 * Collective yearly invoices (issue 39): a company that pays for its employees (`paysForEmployees`)
 * gets the yearly fees of the professionals actively linked to it on one invoice, a line per
 * professional, instead of each professional getting their own. A professional linked to more than
 * one paying company is invoiced to the link confirmed first.
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../connection';
import {
  companies,
  companyProfessionalLinks,
  fees,
  invoiceLines,
  invoices,
  professionals,
  registrations,
  users,
} from '../schema';
import { fullName } from '../../domain/names';
import { lineAmountOf, YEARLY_FEE_CODE } from '../../domain/yearly-invoice';
import type { InvoicePeriod } from '../../domain/invoice-period';
import type { InvoiceRow } from './invoices';
import { createOrganisationInvoice } from './organisation-invoices';

export interface PayingEmployer {
  companyId: string;
  companyName: string;
}

/** The Dutch calendar day of the start of a Dutch year (`since` is midnight in CET). */
const dutchDayOf = (since: Date) => new Date(since.getTime() + 2 * 3600_000).toISOString().slice(0, 10);

/** Professionals already on a collective yearly invoice since `since`. */
export async function collectedThisYear(
  db: Db,
  professionalIds: readonly string[],
  since: Date,
): Promise<Set<string>> {
  if (professionalIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ professionalId: invoiceLines.professionalId })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(
        inArray(invoiceLines.professionalId, [...professionalIds]),
        eq(invoiceLines.feeCode, YEARLY_FEE_CODE),
        isNotNull(invoices.companyId),
        // The year it covers (staff may run it for another day than the clock's), else when it was made.
        or(
          gte(invoices.periodFrom, dutchDayOf(since)),
          and(isNull(invoices.periodFrom), gte(invoices.createdAt, since)),
        )!,
      ),
    );
  return new Set(rows.map((row) => row.professionalId ?? ''));
}

/** For each professional whose confirmed employer pays for its employees: that employer. */
export async function payingEmployersOf(
  db: Db,
  professionalIds: readonly string[],
): Promise<Map<string, PayingEmployer>> {
  const payers = new Map<string, PayingEmployer>();
  if (professionalIds.length === 0) return payers;
  const rows = await db
    .select({
      professionalId: companyProfessionalLinks.professionalId,
      companyId: companies.id,
      companyName: companies.name,
    })
    .from(companyProfessionalLinks)
    .innerJoin(companies, eq(companies.id, companyProfessionalLinks.companyId))
    .where(
      and(
        inArray(companyProfessionalLinks.professionalId, [...professionalIds]),
        eq(companyProfessionalLinks.status, 'active'),
        eq(companies.paysForEmployees, true),
        eq(companies.verification, 'confirmed'),
        eq(companies.status, 'active'),
      ),
    )
    .orderBy(asc(companyProfessionalLinks.confirmedAt), asc(companyProfessionalLinks.id));
  for (const row of rows) {
    if (!payers.has(row.professionalId))
      payers.set(row.professionalId, { companyId: row.companyId, companyName: row.companyName });
  }
  return payers;
}

/** The professional's name and latest registration number, for their line. */
async function linePeopleOf(db: Db, professionalIds: readonly string[]) {
  const people = await db
    .select({
      professionalId: professionals.id,
      initials: users.initials,
      firstName: users.firstName,
      infix: users.infix,
      lastName: users.lastName,
    })
    .from(professionals)
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(inArray(professionals.id, [...professionalIds]));
  const numbers = await db
    .select({ professionalId: registrations.professionalId, number: registrations.registrationNumber })
    .from(registrations)
    .where(
      and(
        inArray(registrations.professionalId, [...professionalIds]),
        isNotNull(registrations.registrationNumber),
      ),
    )
    .orderBy(desc(registrations.createdAt));
  return new Map(
    people.map((person) => [
      person.professionalId,
      {
        name: fullName(person),
        number: numbers.find((row) => row.professionalId === person.professionalId)?.number ?? null,
      },
    ]),
  );
}

/** One collective invoice per paying company, inside the caller's transaction. */
export async function collectiveYearlyInvoices(
  db: Db,
  professionalIds: readonly string[],
  payers: ReadonlyMap<string, PayingEmployer>,
  dueDate: string,
  period: InvoicePeriod | null,
): Promise<Array<{ company: string; invoice: InvoiceRow; professionals: number }>> {
  if (professionalIds.length === 0) return [];
  const [fee] = await db.select().from(fees).where(eq(fees.code, YEARLY_FEE_CODE));
  if (!fee) throw new Error(`Onbekend tarief: ${YEARLY_FEE_CODE}`);
  const people = await linePeopleOf(db, professionalIds);
  const byCompany = new Map<string, { name: string; ids: string[] }>();
  for (const id of professionalIds) {
    const payer = payers.get(id);
    if (!payer) continue;
    const group = byCompany.get(payer.companyId) ?? { name: payer.companyName, ids: [] };
    group.ids.push(id);
    byCompany.set(payer.companyId, group);
  }
  const made: Array<{ company: string; invoice: InvoiceRow; professionals: number }> = [];
  for (const [companyId, group] of [...byCompany].sort((a, b) => a[1].name.localeCompare(b[1].name))) {
    const lines = group.ids
      .map((id) => ({ id, person: people.get(id) }))
      .sort((a, b) => (a.person?.name ?? '').localeCompare(b.person?.name ?? ''))
      .map(({ id, person }) => ({
        description: `${fee.description}: ${person?.name ?? 'professional'}${person?.number ? ` (${person.number})` : ''}`,
        amountCents: lineAmountOf(YEARLY_FEE_CODE, fee.amountCents),
        feeCode: YEARLY_FEE_CODE,
        professionalId: id,
      }));
    const invoice = await createOrganisationInvoice(
      db,
      { kind: 'company', id: companyId },
      lines,
      dueDate,
      period,
    );
    made.push({ company: group.name, invoice, professionals: lines.length });
  }
  return made;
}
