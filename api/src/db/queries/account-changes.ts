/** Writes to an account's credentials (password, e-mail address). */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashPassword } from '../../security/password';
import type { Db } from '../connection';
import { users } from '../schema';

export async function setPassword(db: Db, userId: string, password: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, userId));
}

/** Whether another account already uses the address (compared lower-cased, as stored). */
export async function emailInUse(db: Db, email: string, exceptUserId?: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return Boolean(row && row.id !== exceptUserId);
}

/** The stored password hash, read fresh rather than from the session's copy. */
export async function passwordHashOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.hash ?? null;
}

/** A new address is unverified until its link is followed. */
export async function setUnverifiedEmail(db: Db, userId: string, email: string): Promise<void> {
  await db.update(users).set({ email, isVerified: false }).where(eq(users.id, userId));
}

export async function markVerified(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ isVerified: true }).where(eq(users.id, userId));
}

/** Records the legacy authorisation once; a second confirmation keeps the first moment. */
export async function confirmLegacyAuthorization(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ legacyAuthorizationConfirmedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.legacyAuthorizationConfirmedAt)));
}
