/**
 * Who hears of an invoice: the professional's account, or for an organisation's invoice its billing
 * address (the organisation profile's), else its first beheerder.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { companies, companyEmployees, educatorEmployees, educators, users } from '../db/schema';
import type { InvoiceRow } from '../db/queries/invoices';
import type { Recipient } from './compose';
import { recipientById, recipientOf } from './recipient';

async function firstBeheerder(db: Db, invoice: InvoiceRow): Promise<Recipient | null> {
  const [row] = invoice.companyId
    ? await db
        .select({ user: users })
        .from(companyEmployees)
        .innerJoin(users, eq(users.id, companyEmployees.userId))
        .where(
          and(
            eq(companyEmployees.companyId, invoice.companyId),
            eq(companyEmployees.role, 'beheerder'),
            isNull(users.deactivatedAt),
          ),
        )
        .orderBy(asc(users.createdAt))
        .limit(1)
    : await db
        .select({ user: users })
        .from(educatorEmployees)
        .innerJoin(users, eq(users.id, educatorEmployees.userId))
        .where(
          and(
            eq(educatorEmployees.educatorId, invoice.educatorId ?? ''),
            eq(educatorEmployees.role, 'beheerder'),
            isNull(users.deactivatedAt),
          ),
        )
        .orderBy(asc(users.createdAt))
        .limit(1);
  return row ? recipientOf(row.user) : null;
}

export async function invoiceRecipient(db: Db, invoice: InvoiceRow): Promise<Recipient | null> {
  if (invoice.userId) return recipientById(db, invoice.userId);
  const [owner] = invoice.companyId
    ? await db
        .select({ billingEmail: companies.billingEmail })
        .from(companies)
        .where(eq(companies.id, invoice.companyId))
    : invoice.educatorId
      ? await db
          .select({ billingEmail: educators.billingEmail })
          .from(educators)
          .where(eq(educators.id, invoice.educatorId))
      : [];
  if (!owner) return null;
  return owner.billingEmail ?? firstBeheerder(db, invoice);
}
