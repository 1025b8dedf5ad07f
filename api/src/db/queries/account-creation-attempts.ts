/** The per-client counter of account creations (`account_creation_windows`). */
import type { Db } from '../connection';
import { accountCreationWindows } from '../schema';
import { nextInWindow, windowOver } from './hourly-window';

/**
 * Counts this creation (taken addresses included) and returns how many this client made in its
 * current hour, this one included (one upsert, see hourly-window.ts).
 */
export async function countCreation(db: Db, clientIp: string, limit: number): Promise<number> {
  const next = nextInWindow(accountCreationWindows.windowStart, accountCreationWindows.creations, limit);
  const [row] = await db
    .insert(accountCreationWindows)
    .values({ clientIp })
    .onConflictDoUpdate({
      target: accountCreationWindows.clientIp,
      set: { creations: next.count, windowStart: next.windowStart },
    })
    .returning({ creations: accountCreationWindows.creations });
  const creations = row?.creations ?? 1;
  // A new window is rare (once per client and hour): only then are other clients' ended windows
  // removed, through the index on window_start.
  if (creations === 1)
    await db.delete(accountCreationWindows).where(windowOver(accountCreationWindows.windowStart));
  return creations;
}
