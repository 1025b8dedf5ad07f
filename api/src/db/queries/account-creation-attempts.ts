/** The per-client counter of account creations (`account_creation_windows`). */
import { lte, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { accountCreationWindows } from '../schema';

const expired = sql`${accountCreationWindows.windowStart} <= now() - interval '1 hour'`;

/**
 * Counts this creation (taken addresses included) and returns how many this client made in its
 * current hour, this one included. One upsert: concurrent requests of one client each see their own
 * number, so no two pass the limit together. The counter stops one past the limit.
 */
export async function countCreation(db: Db, clientIp: string, limit: number): Promise<number> {
  const [row] = await db
    .insert(accountCreationWindows)
    .values({ clientIp })
    .onConflictDoUpdate({
      target: accountCreationWindows.clientIp,
      set: {
        creations: sql`case when ${expired} then 1 else least(${accountCreationWindows.creations} + 1, ${limit + 1}) end`,
        windowStart: sql`case when ${expired} then now() else ${accountCreationWindows.windowStart} end`,
      },
    })
    .returning({ creations: accountCreationWindows.creations });
  const creations = row?.creations ?? 1;
  // A new window is rare (once per client and hour): only then are other clients' ended windows
  // removed, through the index on window_start.
  if (creations === 1)
    await db
      .delete(accountCreationWindows)
      .where(lte(accountCreationWindows.windowStart, sql`now() - interval '1 hour'`));
  return creations;
}
