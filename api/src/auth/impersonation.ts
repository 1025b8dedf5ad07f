/**
 * Staff "login as": a random one-time token (stored hashed, valid 5 minutes) that opens a
 * read-only session in a portal user's account.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { impersonationTokens, users } from '../db/schema';
import { randomToken, sha256 } from '../security/tokens';
import type { UserRow } from './session-store';

export const IMPERSONATION_TOKEN_MINUTES = 5;

export async function createImpersonationToken(db: Db, userId: string, createdBy: string): Promise<string> {
  const token = randomToken();
  await db.insert(impersonationTokens).values({
    tokenHash: sha256(token),
    userId,
    createdBy,
    expiresAt: sql`now() + make_interval(mins => ${IMPERSONATION_TOKEN_MINUTES})`,
  });
  return token;
}

export interface Impersonation {
  user: UserRow;
  /** The staff member who asked for the link (`--by`), for the audit log. */
  createdBy: string;
}

/** Marks the token used in the same statement that checks it, so it works exactly once. */
export async function redeemImpersonationToken(db: Db, token: string): Promise<Impersonation | null> {
  const [redeemed] = await db
    .update(impersonationTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(impersonationTokens.tokenHash, sha256(token)),
        isNull(impersonationTokens.usedAt),
        gt(impersonationTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: impersonationTokens.userId, createdBy: impersonationTokens.createdBy });
  if (!redeemed) return null;
  const [user] = await db.select().from(users).where(eq(users.id, redeemed.userId));
  return user && user.userType !== 'staff' ? { user, createdBy: redeemed.createdBy } : null;
}
