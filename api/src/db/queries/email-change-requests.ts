/** The per-account counter of e-mail-change requests (`email_change_windows`). */
import type { Db } from '../connection';
import { emailChangeWindows } from '../schema';
import { nextInWindow } from './hourly-window';

/**
 * Counts this request (for a taken address too, so the count tells nothing) and returns how many the
 * account made in its current hour, this one included: always exactly one statement.
 */
export async function countEmailChangeRequest(db: Db, userId: string, limit: number): Promise<number> {
  const next = nextInWindow(emailChangeWindows.windowStart, emailChangeWindows.requests, limit);
  const [row] = await db
    .insert(emailChangeWindows)
    .values({ userId })
    .onConflictDoUpdate({
      target: emailChangeWindows.userId,
      set: { requests: next.count, windowStart: next.windowStart },
    })
    .returning({ requests: emailChangeWindows.requests });
  return row?.requests ?? 1;
}
