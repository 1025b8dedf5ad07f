/**
 * The core of points entry (issue 40), shared by the api's mutations and `pnpm bench`: every row of
 * a list checked with one statement, and the valid rows awarded with one more, inside the caller's
 * transaction. Bounded round trips whatever the list's length.
 */
import type { ParticipantRow } from '@portal/shared/csv';
import { todayInNetherlands } from '../../domain/dates';
import { judgeRows, rowsToLookUp, type CheckedRow } from '../../domain/points-check';
import type { Db } from '../connection';
import { insertAwards, participantFacts, type SessionWithAccreditation } from './accreditations';

export async function checkParticipantRows(
  db: Db,
  found: SessionWithAccreditation,
  rows: readonly ParticipantRow[],
): Promise<CheckedRow[]> {
  const lookUp = rowsToLookUp(rows);
  const facts = await participantFacts(db, found.session.id, lookUp, todayInNetherlands());
  return judgeRows(rows, new Map(facts.map((fact) => [fact.index, fact])), found.accreditation.chambers);
}

/** Checks again and awards the valid rows; the caller holds the transaction and the session's lock. */
export async function awardParticipantRows(
  tx: Db,
  found: SessionWithAccreditation,
  rows: readonly ParticipantRow[],
  awardedBy: { userId: string; name: string },
): Promise<{ checked: CheckedRow[]; awarded: number }> {
  const checked = await checkParticipantRows(tx, found, rows);
  const valid = checked.filter((row) => row.code === 'valid');
  const awarded = await insertAwards(tx, {
    session: found.session,
    accreditation: found.accreditation,
    educatorName: found.educatorName,
    awardedByUserId: awardedBy.userId,
    awardedByName: awardedBy.name,
    today: todayInNetherlands(),
    rows: valid.map((row) => ({
      professionalId: row.professionalId!,
      registrationNumber: row.registrationNumber,
      branchValue: row.branchValue,
    })),
  });
  return { checked, awarded };
}
