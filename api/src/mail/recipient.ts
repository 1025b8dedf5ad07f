/** The addressee of a mail with the name of its account, so the mail opens 'Beste Jan,'. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { users } from '../db/schema';
import type { PersonName } from '../domain/names';
import type { Recipient } from './compose';

const NAME_COLUMNS = {
  email: users.email,
  initials: users.initials,
  firstName: users.firstName,
  infix: users.infix,
  lastName: users.lastName,
};

export function recipientOf(user: PersonName & { email: string }): Recipient {
  const { initials, firstName, infix, lastName } = user;
  return { email: user.email, name: { initials, firstName, infix, lastName } };
}

/** The account holding `email`, with its name; the bare address when no account has it. */
export async function recipientByEmail(db: Db, email: string): Promise<Recipient> {
  const [row] = await db
    .select(NAME_COLUMNS)
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row ? recipientOf(row) : email;
}

export async function recipientById(db: Db, userId: string): Promise<Recipient | null> {
  const [row] = await db.select(NAME_COLUMNS).from(users).where(eq(users.id, userId));
  return row ? recipientOf(row) : null;
}
