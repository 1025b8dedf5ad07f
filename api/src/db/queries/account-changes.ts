/** Writes to an account's credentials (password, e-mail address). */
import { eq } from 'drizzle-orm';
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
