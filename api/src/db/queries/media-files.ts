/**
 * Uploaded files: an upload belongs to its uploader (model 'upload') until a record takes it
 * over. Reads check the owner, so another user's file reads as missing.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../connection';
import { medias } from '../schema';

export type MediaFileRow = typeof medias.$inferSelect;
export type MediaModel = 'upload' | 'diploma' | 'vogRecord' | 'registrationItem' | 'activity';

export async function insertUpload(
  db: Db,
  values: {
    id: string;
    ownerUserId: string;
    filename: string;
    mimeType: string;
    sizeBytes: number;
    storageKey: string;
  },
): Promise<MediaFileRow> {
  const [row] = await db
    .insert(medias)
    .values({ ...values, modelType: 'upload', modelId: values.ownerUserId, collection: 'upload' })
    .returning();
  if (!row) throw new Error('Bestand kon niet worden opgeslagen.');
  return row;
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
