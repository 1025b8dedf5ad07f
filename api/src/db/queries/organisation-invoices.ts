/**
 * Invoices of an organisation (issues 39 and 40): a company's (collective yearly invoices when it
 * pays for its employees) and a training provider's (accreditation fees). Every read takes the
 * actor's organisation and selects on its owner column in SQL.
 */
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../connection';
import { companies, companyLocations, educators, invoiceLines, invoices } from '../schema';
import type { OrganisationOfActor } from '../../tenancy/actor';
import type { InvoiceRow } from './invoices';

export type InvoiceOwner = { kind: 'company' | 'educator'; id: string };

/** The condition that selects the organisation's own invoices. */
export function invoicesOfOrganisation(organisation: InvoiceOwner | OrganisationOfActor): SQL {
  return organisation.kind === 'company'
    ? eq(invoices.companyId, organisation.id)
    : eq(invoices.educatorId, organisation.id);
}

export interface OrganisationInvoiceLine {
  description: string;
  amountCents: number;
  feeCode?: string | null;
  professionalId?: string | null;
}

/** One invoice of the organisation with its lines, inside the caller's transaction. */
export async function createOrganisationInvoice(
  db: Db,
  owner: InvoiceOwner,
  lines: readonly OrganisationInvoiceLine[],
  dueDate: string,
  period: { from: string; till: string } | null = null,
): Promise<InvoiceRow> {
  const [invoice] = await db
    .insert(invoices)
    .values({
      companyId: owner.kind === 'company' ? owner.id : null,
      educatorId: owner.kind === 'educator' ? owner.id : null,
      dueDate,
      periodFrom: period?.from ?? null,
      periodTill: period?.till ?? null,
    })
    .returning();
  if (!invoice) throw new Error('Factuur kon niet worden opgeslagen.');
  if (lines.length > 0)
    await db.insert(invoiceLines).values(
      lines.map((line, index) => ({
        invoiceId: invoice.id,
        feeCode: line.feeCode ?? null,
        description: line.description,
        amountCents: line.amountCents,
        professionalId: line.professionalId ?? null,
        sortOrder: index,
      })),
    );
  return invoice;
}

const joined = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(' ');

/** Who an organisation's invoice is addressed to: its name, address and billing address. */
export async function organisationCustomerOf(
  db: Db,
  invoice: InvoiceRow,
): Promise<{ name: string; addressLines: string[] } | null> {
  if (invoice.companyId) {
    const [company] = await db.select().from(companies).where(eq(companies.id, invoice.companyId));
    if (!company) return null;
    const [location] = await db
      .select()
      .from(companyLocations)
      .where(eq(companyLocations.companyId, company.id))
      .orderBy(asc(companyLocations.position))
      .limit(1);
    return {
      name: company.name,
      addressLines: [
        location ? joined(location.street, location.houseNumber) : '',
        location ? joined(location.postalCode, location.city) : '',
        company.kvkNumber ? `KvK ${company.kvkNumber}` : '',
      ].filter((line) => line.length > 0),
    };
  }
  if (invoice.educatorId) {
    const [educator] = await db.select().from(educators).where(eq(educators.id, invoice.educatorId));
    if (!educator) return null;
    return {
      name: educator.name,
      addressLines: [
        joined(educator.street, educator.houseNumber, educator.houseNumberAddition),
        joined(educator.postalCode, educator.city),
      ].filter((line) => line.length > 0),
    };
  }
  return null;
}

/** How many of the organisation's invoices are still open (the employer's dashboard). */
export async function openInvoiceCount(
  db: Db,
  organisation: InvoiceOwner | OrganisationOfActor,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(invoices)
    .where(and(invoicesOfOrganisation(organisation), eq(invoices.status, 'open')));
  return Number(row?.value ?? 0);
}
