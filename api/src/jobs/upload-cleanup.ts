/**
 * Uploads that no record took over within a day (a form left half-way, a bot filling its quota) are
 * removed with their bytes, once an hour and once across all api processes.
 */
import type { AppServices } from '../context';
import { deleteUnattachedUploads } from '../db/queries/media-files';
import { storageOf } from '../storage/storage-of';
import { hourSlot, runOnce } from './run-once';

export const UPLOAD_CLEANUP_JOB = 'upload-cleanup';
export const UNATTACHED_UPLOAD_HOURS = 24;

/** Answers how many uploads this process removed; null when another process had the slot. */
export async function removeUnattachedUploads(
  services: AppServices,
  now = new Date(),
): Promise<number | null> {
  let removed = 0;
  const ran = await runOnce(services.database.db, UPLOAD_CLEANUP_JOB, hourSlot(now), async () => {
    const before = new Date(now.getTime() - UNATTACHED_UPLOAD_HOURS * 3_600_000);
    const rows = await deleteUnattachedUploads(services.database.db, before);
    const storage = storageOf(services.config);
    // The rows go first: a file without a row is unreachable, a row without its file would be served as missing.
    for (const row of rows) if (row.storageKey) await storage.delete(row.storageKey);
    removed = rows.length;
    return `${removed} verwijderd`;
  });
  return ran ? removed : null;
}
