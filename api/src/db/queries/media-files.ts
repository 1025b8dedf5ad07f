/**
 * Uploaded files: an upload belongs to its uploader (model 'upload') until a record takes it
 * over. Reads check the owner, so another user's file reads as missing.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { medias } from '../schema';

export type MediaFileRow = typeof medias.$inferSelect;
export type MediaModel =
  | 'upload'
  | 'diploma'
  | 'vogRecord'
  | 'registrationItem'
  | 'activity'
  | 'deferralRequest'
  | 'professionalRequest'
  | 'employerStatement'
  | 'practicalProgramme'
  | 'accreditation'
  | 'trainingAdvice'
  | 'nipNvoProof';

/**
 * Stores the upload's record unless it would take its owner past `quotaBytes` in all (every file
 * they uploaded, attached or not): null then. The sum and the insert are one statement.
 */
export async function insertUploadWithinQuota(
  db: Db,
  values: {
    id: string;
    ownerUserId: string;
    filename: string;
    mimeType: string;
    sizeBytes: number;
    storageKey: string;
  },
  quotaBytes: number,
): Promise<MediaFileRow | null> {
  const result = await db.execute(sql`
    INSERT INTO medias (id, model_type, model_id, collection, filename, mime_type, size_bytes, owner_user_id, storage_key)
    SELECT ${values.id}, 'upload', ${values.ownerUserId}, 'upload', ${values.filename}, ${values.mimeType},
           ${values.sizeBytes}, ${values.ownerUserId}, ${values.storageKey}
    WHERE (SELECT coalesce(sum(size_bytes), 0) FROM medias WHERE owner_user_id = ${values.ownerUserId})
          + ${values.sizeBytes} <= ${quotaBytes}
    RETURNING id`);
  // node-postgres and PGlite both answer `{ rows }`; drizzle types the shared driver's result loosely.
  if ((result as unknown as { rows: unknown[] }).rows.length === 0) return null;
  return findMediaById(db, values.id);
}

/** Uploads never attached to a record and older than `before`: removed by the clean-up job. */
export async function deleteUnattachedUploads(
  db: Db,
  before: Date,
): Promise<Array<{ id: string; storageKey: string | null }>> {
  return db
    .delete(medias)
    .where(and(eq(medias.modelType, 'upload'), lt(medias.createdAt, before)))
    .returning({ id: medias.id, storageKey: medias.storageKey });
}

export async function findMediaById(db: Db, id: string): Promise<MediaFileRow | null> {
  const [row] = await db.select().from(medias).where(eq(medias.id, id));
  return row ?? null;
}

/** Uploads of this user not yet attached to a record, in the given order; missing ids are left out. */
export async function findOwnUploads(
  db: Db,
  ownerUserId: string,
  ids: readonly string[],
): Promise<MediaFileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(medias)
    .where(
      and(eq(medias.ownerUserId, ownerUserId), eq(medias.modelType, 'upload'), inArray(medias.id, [...ids])),
    );
}

export async function attachMedias(
  db: Db,
  ids: readonly string[],
  model: MediaModel,
  modelId: string,
  collection: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(medias)
    .set({ modelType: model, modelId, collection, updatedAt: new Date() })
    .where(inArray(medias.id, [...ids]));
}

export function mediasOfModel(db: Db, model: MediaModel, modelId: string): Promise<MediaFileRow[]> {
  return db
    .select()
    .from(medias)
    .where(and(eq(medias.modelType, model), eq(medias.modelId, modelId)));
}

/** The files of several records of one model at once (a list's rows), in one statement. */
export function mediasOfModels(
  db: Db,
  model: MediaModel,
  modelIds: readonly string[],
): Promise<MediaFileRow[]> {
  if (modelIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(medias)
    .where(and(eq(medias.modelType, model), inArray(medias.modelId, [...modelIds])));
}
