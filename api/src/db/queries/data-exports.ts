/**
 * The rows of 'Mijn gegevens downloaden' (issue 41): asked for by the user (one in progress at a time,
 * a few a day, both in the inserting statement), claimed by exactly one api process (a conditional
 * update with SKIP LOCKED: two processes never build the same export), read back only by its owner
 * (the user id in every WHERE: another user's export reads as missing).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { dataExports } from '../schema';
import { rowsOf } from './raw-rows';

export type DataExportRow = typeof dataExports.$inferSelect;

/** How many exports a user may ask for in 24 hours. */
export const EXPORTS_PER_DAY = 3;
/** How long a ready export can be downloaded. */
export const EXPORT_VALID_DAYS = 7;
/** A running export whose process went away (a crash) is taken over after this long. */
export const STALE_CLAIM_MINUTES = 15;
/** An export that failed this often is given up ('failed'); the user may ask again. */
export const MAX_ATTEMPTS = 3;

export type RequestOutcome =
  | { status: 'QUEUED'; row: DataExportRow }
  | { status: 'IN_PROGRESS'; row: DataExportRow | null }
  | { status: 'LIMIT' };

/**
 * A new export for the user, unless one is queued or running (the partial unique index decides, so
 * two requests at once make one) or they asked `EXPORTS_PER_DAY` times in the last 24 hours.
 */
export async function requestDataExport(db: Db, userId: string): Promise<RequestOutcome> {
  const inserted = rowsOf<{ id: string }>(
    await db.execute(sql`
      INSERT INTO data_exports (user_id)
      SELECT ${userId}
      WHERE (SELECT count(*) FROM data_exports
             WHERE user_id = ${userId} AND requested_at > now() - interval '1 day') < ${EXPORTS_PER_DAY}
      ON CONFLICT (user_id) WHERE status IN ('queued', 'running') DO NOTHING
      RETURNING id`),
  );
  const latest = await latestDataExportOf(db, userId);
  if (inserted[0]) return { status: 'QUEUED', row: latest! };
  if (latest && (latest.status === 'queued' || latest.status === 'running'))
    return { status: 'IN_PROGRESS', row: latest };
  return { status: 'LIMIT' };
}

/** The user's most recent export, or null. */
export async function latestDataExportOf(db: Db, userId: string): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  return row ?? null;
}

/** The user's own ready, unexpired export by id; null for a missing one and for anyone else's. */
export async function findReadyExportOf(db: Db, userId: string, id: string): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(
      and(
        eq(dataExports.id, id),
        eq(dataExports.userId, userId),
        eq(dataExports.status, 'ready'),
        sql`${dataExports.expiresAt} > now()`,
      ),
    );
  return row ?? null;
}

export async function markDownloaded(db: Db, userId: string, id: string): Promise<void> {
  await db
    .update(dataExports)
    .set({ downloadedAt: sql`now()` })
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
}

/**
 * Claims the oldest queued export (or a running one whose process is gone) for `claimedBy`. One
 * statement: the row is locked while it is taken and skipped by a process that finds it locked, so
 * each export is built by one process at a time.
 */
export async function claimNextExport(db: Db, claimedBy: string): Promise<DataExportRow | null> {
  const claimed = rowsOf<{ id: string }>(
    await db.execute(sql`
      UPDATE data_exports SET status = 'running', claimed_by = ${claimedBy}, claimed_at = now(),
             attempts = attempts + 1, progress = 0
      WHERE id = (
        SELECT id FROM data_exports
        WHERE status = 'queued'
           OR (status = 'running' AND claimed_at < now() - make_interval(mins => ${STALE_CLAIM_MINUTES}))
        ORDER BY requested_at
        LIMIT 1
        FOR UPDATE SKIP LOCKED)
      RETURNING id`),
  );
  if (!claimed[0]) return null;
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, claimed[0].id));
  return row ?? null;
}

/** Progress of a claimed export; only while `claimedBy` still holds it (a taken-over claim stops). */
export async function reportProgress(
  db: Db,
  id: string,
  claimedBy: string,
  progress: number,
): Promise<boolean> {
  const updated = await db
    .update(dataExports)
    .set({ progress, claimedAt: sql`now()` })
    .where(
      and(eq(dataExports.id, id), eq(dataExports.claimedBy, claimedBy), eq(dataExports.status, 'running')),
    )
    .returning({ id: dataExports.id });
  return updated.length > 0;
}

/** Done: the ZIP is stored under `storageKey`, downloadable for `EXPORT_VALID_DAYS`. */
export async function markExportReady(
  db: Db,
  id: string,
  claimedBy: string,
  storageKey: string,
  sizeBytes: number,
): Promise<DataExportRow | null> {
  const [row] = await db
    .update(dataExports)
    .set({
      status: 'ready',
      progress: 100,
      storageKey,
      sizeBytes,
      readyAt: sql`now()`,
      expiresAt: sql`now() + make_interval(days => ${EXPORT_VALID_DAYS})`,
    })
    .where(
      and(eq(dataExports.id, id), eq(dataExports.claimedBy, claimedBy), eq(dataExports.status, 'running')),
    )
    .returning();
  return row ?? null;
}

/** A failed build: queued again for another try, or given up after `MAX_ATTEMPTS`. */
export async function markExportFailed(db: Db, id: string, claimedBy: string): Promise<void> {
  await db.execute(sql`
    UPDATE data_exports
    SET status = CASE WHEN attempts >= ${MAX_ATTEMPTS} THEN 'failed' ELSE 'queued' END,
        claimed_by = NULL, progress = 0
    WHERE id = ${id} AND claimed_by = ${claimedBy} AND status = 'running'`);
}

/** Ready exports past their date: marked expired, their storage keys answered for removal. */
export async function expireOldExports(db: Db): Promise<string[]> {
  const rows = rowsOf<{ storage_key: string | null }>(
    await db.execute(sql`
      UPDATE data_exports SET status = 'expired', storage_key = NULL
      FROM (SELECT id, storage_key FROM data_exports WHERE status = 'ready' AND expires_at <= now()
            FOR UPDATE SKIP LOCKED) old
      WHERE data_exports.id = old.id
      RETURNING old.storage_key`),
  );
  return rows.map((row) => row.storage_key).filter((key): key is string => key !== null);
}
