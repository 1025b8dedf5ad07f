/**
 * Sessions are database rows keyed by a SHA-256 of the random id in the `portal_session` cookie,
 * so any api process can serve any request. Expiry is judged by the database clock.
 */
import { and, eq, isNull, lt, ne, or, sql, type Placeholder } from 'drizzle-orm';
import { preparedPerDatabase } from '../db/prepared';
import type { Db } from '../db/connection';
import { sessions, users } from '../db/schema';
import { randomToken, sha256 } from '../security/tokens';
import { portalFlagColumn, type PortalFlags } from '../db/queries/settings';

export type UserRow = typeof users.$inferSelect;

export interface ActiveSession {
  /** The raw id from the cookie; never stored, needed to bind the anti-forgery token. */
  rawId: string;
  impersonating: boolean;
  /** The staff member looking along, when `impersonating`. */
  impersonatedBy?: string | null;
  user: UserRow;
}

export interface SessionLifetime {
  idleMinutes: number;
  absoluteHours: number;
}

// Writing last_seen_at on every request would turn each read into a write; a minute of slack on
// a 30-minute idle timeout is harmless.
const TOUCH_AFTER_SECONDS = 60;

/** A staff member looking into someone's account gets an hour, not a working day. */
export const IMPERSONATION_HOURS = 1;

interface LifetimeSeconds {
  idleSeconds: number | Placeholder;
  absoluteSeconds: number | Placeholder;
}

function limitsInSeconds(lifetime: SessionLifetime) {
  return { idleSeconds: lifetime.idleMinutes * 60, absoluteSeconds: lifetime.absoluteHours * 3600 };
}

function expiredCondition(limits: LifetimeSeconds) {
  return or(
    lt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${limits.idleSeconds})`),
    lt(sessions.createdAt, sql`now() - make_interval(secs => ${limits.absoluteSeconds})`),
    and(
      eq(sessions.impersonating, true),
      lt(sessions.createdAt, sql`now() - make_interval(secs => ${IMPERSONATION_HOURS * 3600})`),
    ),
  );
}

/** A session looked up together with the portal's flags: one round trip for a signed-in request. */
export interface SessionLookup {
  session: ActiveSession | null;
  /** Null when no session row matched: the flags are then read on their own. */
  flags: PortalFlags | null;
}

// Built once: the idle and absolute limits are placeholders like the session's id.
const sessionLookup = preparedPerDatabase((db) =>
  db
    .select({
      user: users,
      maintenance: portalFlagColumn('maintenance'),
      banner: portalFlagColumn('banner'),
      impersonating: sessions.impersonating,
      impersonatedBy: sessions.impersonatedBy,
      expired: sql<boolean>`${expiredCondition({
        idleSeconds: sql.placeholder('idleSeconds'),
        absoluteSeconds: sql.placeholder('absoluteSeconds'),
      })}`,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - make_interval(secs => ${TOUCH_AFTER_SECONDS})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        ne(users.userType, 'staff'),
        isNull(users.deactivatedAt),
      ),
    )
    .prepare('session_lookup'),
);

export async function findSessionWithFlags(
  db: Db,
  rawId: string,
  lifetime: SessionLifetime,
): Promise<SessionLookup> {
  const idHash = sha256(rawId);
  const [row] = await sessionLookup(db).execute({ idHash, ...limitsInSeconds(lifetime) });
  if (!row) return { session: null, flags: null };
  const flags = { maintenance: row.maintenance, banner: row.banner };
  if (row.expired) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return { session: null, flags };
  }
  if (row.stale) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.idHash, idHash));
  }
  const session = {
    rawId,
    impersonating: row.impersonating,
    impersonatedBy: row.impersonatedBy,
    user: row.user,
  };
  return { session, flags };
}

/** Starts a session under a fresh id (a new id at every login defeats session fixation). */
export async function createSession(
  db: Db,
  user: UserRow,
  options: { impersonating: boolean; impersonatedBy?: string | null; lifetime: SessionLifetime },
): Promise<ActiveSession> {
  const rawId = randomToken();
  await db.delete(sessions).where(expiredCondition(limitsInSeconds(options.lifetime)));
  await db.insert(sessions).values({
    idHash: sha256(rawId),
    userId: user.id,
    impersonating: options.impersonating,
    impersonatedBy: options.impersonatedBy ?? null,
  });
  return {
    rawId,
    impersonating: options.impersonating,
    impersonatedBy: options.impersonatedBy ?? null,
    user,
  };
}

/** Returns whether a row was removed. */
export async function deleteSession(db: Db, rawId: string): Promise<boolean> {
  const removed = await db
    .delete(sessions)
    .where(eq(sessions.idHash, sha256(rawId)))
    .returning({ idHash: sessions.idHash });
  return removed.length > 0;
}

/** Ends every session of the user, except the one given (the session making the change). */
export async function endSessionsOfUser(db: Db, userId: string, exceptRawId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(eq(sessions.userId, userId), ...(exceptRawId ? [ne(sessions.idHash, sha256(exceptRawId))] : [])),
    );
}
