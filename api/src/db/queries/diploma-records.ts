/** Diplomas a professional adds in the wizard, with the reference lists to choose from. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../connection';
import { diplomaEducations, diplomaEducators, diplomaTypes, diplomas, medias } from '../schema';
import { attachMedias } from './media-files';

export type DiplomaRow = typeof diplomas.$inferSelect;

export async function diplomaReferenceLists(db: Db) {
  const [types, educations, educators] = await Promise.all([
    db.select().from(diplomaTypes).orderBy(asc(diplomaTypes.label)),
    db.select().from(diplomaEducations).orderBy(asc(diplomaEducations.label)),
    db.select().from(diplomaEducators).orderBy(asc(diplomaEducators.label)),
  ]);
  return { types, educations, educators };
}

export async function referenceExists(db: Db, kind: 'type' | 'education' | 'educator', id: string) {
  const table = kind === 'type' ? diplomaTypes : kind === 'education' ? diplomaEducations : diplomaEducators;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return row !== undefined;
}

export async function insertDiploma(
  db: Db,
  values: typeof diplomas.$inferInsert,
  mediaIds: readonly string[],
): Promise<DiplomaRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(diplomas).values(values).returning();
    if (!row) throw new Error('Diploma kon niet worden opgeslagen.');
    await attachMedias(tx, mediaIds, 'diploma', row.id, 'copy');
    return row;
  });
}

export async function findOwnDiploma(db: Db, professionalId: string, id: string): Promise<DiplomaRow | null> {
  const [row] = await db
    .select()
    .from(diplomas)
    .where(and(eq(diplomas.id, id), eq(diplomas.professionalId, professionalId)));
  return row ?? null;
}

/** Removes the diploma and its file records; returns the storage keys to delete afterwards. */
export async function deleteDiploma(db: Db, id: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const files = await tx
      .delete(medias)
      .where(and(eq(medias.modelType, 'diploma'), eq(medias.modelId, id)))
      .returning({ storageKey: medias.storageKey });
    await tx.delete(diplomas).where(eq(diplomas.id, id));
    return files.flatMap((file) => (file.storageKey ? [file.storageKey] : []));
  });
}
