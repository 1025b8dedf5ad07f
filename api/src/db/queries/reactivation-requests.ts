/** Requests to reactivate a deactivated account, handled by staff. */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { reactivationRequests } from '../schema';

/** An unhandled request of the last day: one a day is enough, repeating must not flood the address. */
export async function hasRecentOpenReactivationRequest(db: Db, userId: string): Promise<boolean> {
  const [open] = await db
    .select({ id: reactivationRequests.id })
    .from(reactivationRequests)
    .where(
      and(
        eq(reactivationRequests.userId, userId),
        isNull(reactivationRequests.handledAt),
        gt(reactivationRequests.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  return Boolean(open);
}

export async function insertReactivationRequest(db: Db, userId: string): Promise<void> {
  await db.insert(reactivationRequests).values({ userId });
}
