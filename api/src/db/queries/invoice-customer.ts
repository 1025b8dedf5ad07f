/**
 * Who an invoice is addressed to, for its PDF: the account's name and address, and the professional's
 * registration number when there is one (issue 36: two invoices of the same amount must be told apart
 * and tied to a registration).
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../connection';
import { professionals, users } from '../schema/accounts';
import { registrations } from '../schema/registrations';

export interface InvoiceCustomer {
  addressLines: string[];
  registrationNumber: string | null;
}

const joined = (...parts: Array<string | null>) => parts.filter(Boolean).join(' ');

export async function invoiceCustomerOf(db: Db, userId: string): Promise<InvoiceCustomer> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const [numbered] = await db
    .select({ registrationNumber: registrations.registrationNumber })
    .from(registrations)
    .innerJoin(professionals, eq(professionals.id, registrations.professionalId))
    .where(and(eq(professionals.userId, userId), isNotNull(registrations.registrationNumber)))
    .orderBy(desc(registrations.createdAt))
    .limit(1);
  const addressLines = user
    ? [
        joined(user.street, user.houseNumber, user.houseNumberAddition),
        joined(user.postalCode, user.city),
      ].filter((line) => line.length > 0)
    : [];
  return { addressLines, registrationNumber: numbered?.registrationNumber ?? null };
}
