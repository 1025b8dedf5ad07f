/** SEPA direct-debit mandates: at most one active per user; revoking keeps the record. */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../connection';
import { directDebitMandates } from '../schema';

export type MandateRow = typeof directDebitMandates.$inferSelect;

export async function activeMandateOf(db: Db, userId: string): Promise<MandateRow | null> {
  const [row] = await db
    .select()
    .from(directDebitMandates)
    .where(and(eq(directDebitMandates.userId, userId), isNull(directDebitMandates.revokedAt)))
    .orderBy(desc(directDebitMandates.signedAt))
    .limit(1);
  return row ?? null;
}

export async function signMandate(
  db: Db,
  input: { userId: string; accountHolder: string; iban: string },
): Promise<MandateRow> {
  return db.transaction(async (tx) => {
    // A new mandate replaces the old one.
    await tx
      .update(directDebitMandates)
      .set({ revokedAt: new Date() })
      .where(and(eq(directDebitMandates.userId, input.userId), isNull(directDebitMandates.revokedAt)));
    const [row] = await tx.insert(directDebitMandates).values(input).returning();
    if (!row) throw new Error('Machtiging kon niet worden opgeslagen.');
    return row;
  });
}

export async function revokeMandate(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .update(directDebitMandates)
    .set({ revokedAt: new Date() })
    .where(and(eq(directDebitMandates.userId, userId), isNull(directDebitMandates.revokedAt)))
    .returning({ id: directDebitMandates.id });
  return rows.length > 0;
}
