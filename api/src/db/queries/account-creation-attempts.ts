/** The per-client counter of account creations (`account_creation_attempts`). */
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { accountCreationAttempts } from '../schema';

/** Creations (taken addresses included) from this client in the last hour; forgets older ones. */
export async function recentCreations(db: Db, clientIp: string): Promise<number> {
  await db
    .delete(accountCreationAttempts)
    .where(lt(accountCreationAttempts.createdAt, sql`now() - interval '1 hour'`));
  const [row] = await db
    .select({ total: count() })
    .from(accountCreationAttempts)
    .where(
      and(
        eq(accountCreationAttempts.clientIp, clientIp),
        gt(accountCreationAttempts.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  return row?.total ?? 0;
}

export async function recordCreation(db: Db, clientIp: string): Promise<void> {
  await db.insert(accountCreationAttempts).values({ clientIp });
}
