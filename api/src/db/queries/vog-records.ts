/** VOG records; the professional's `mostRecentVogDeadline` always follows the newest one. */
import { desc, eq } from 'drizzle-orm';
import { addToDate } from '../../domain/dates';
import type { Db } from '../connection';
import { professionals, vogRecords } from '../schema';
import { attachMedias } from './media-files';
import { readRegistrationRules } from './registration-rules';

export type VogRecordRow = typeof vogRecords.$inferSelect;

/** Newest issue date first. */
export function vogRecordsOf(db: Db, professionalId: string): Promise<VogRecordRow[]> {
  return db
    .select()
    .from(vogRecords)
    .where(eq(vogRecords.professionalId, professionalId))
    .orderBy(desc(vogRecords.issuedOn), desc(vogRecords.createdAt));
}

export async function recordVog(
  db: Db,
  input: { professionalId: string; issuedOn: string; recordedBy: string; mediaIds?: readonly string[] },
): Promise<VogRecordRow> {
  const rules = await readRegistrationRules(db);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(vogRecords)
      .values({
        professionalId: input.professionalId,
        issuedOn: input.issuedOn,
        validUntil: addToDate(input.issuedOn, { months: rules.vogValidityMonths }),
        recordedBy: input.recordedBy,
      })
      .returning();
    if (!row) throw new Error('VOG kon niet worden opgeslagen.');
    await attachMedias(tx, input.mediaIds ?? [], 'vogRecord', row.id, 'vog');
    const [newest] = await vogRecordsOf(tx, input.professionalId);
    await tx
      .update(professionals)
      .set({ mostRecentVogDeadline: newest?.validUntil ?? null })
      .where(eq(professionals.id, input.professionalId));
    return row;
  });
}
