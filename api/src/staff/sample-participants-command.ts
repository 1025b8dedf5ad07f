/**
 * `pnpm staff sample-participants <n>`: n registration numbers with last names of professionals
 * whose registration in Jeugd- en gezinsprofessionals is active today, tab separated with a header,
 * ready to paste into 'Punten invoeren'. Deterministic: lowest registration numbers first.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { rowsOf } from '../db/queries/raw-rows';
import { todayInNetherlands } from '../domain/dates';
import type { CommandResult } from './registration-commands';

export async function sampleParticipants(db: Db, count: number): Promise<CommandResult> {
  const today = todayInNetherlands();
  const result = await db.execute(sql`
    SELECT r.registration_number, u.last_name
    FROM registrations r
    JOIN professionals p ON p.id = r.professional_id
    JOIN users u ON u.id = p.user_id
    WHERE r.status = 'approved' AND r.registration_number IS NOT NULL AND u.deactivated_at IS NULL
      AND EXISTS (
        SELECT 1 FROM registration_items ri JOIN registration_targets t ON t.id = ri.registration_target_id
        WHERE ri.registration_id = r.id AND ri.status = 'approved'
          AND t.branch_value = 'jeugd-en-gezinsprofessional'
          AND ri.from_date <= ${today}::date AND (ri.till_date IS NULL OR ri.till_date >= ${today}::date))
    ORDER BY length(r.registration_number), r.registration_number
    LIMIT ${count}`);
  const rows = rowsOf<{ registration_number: string; last_name: string }>(result);
  if (rows.length < count) {
    return {
      ok: false,
      output: `Er zijn maar ${rows.length} actieve registraties in Jeugd- en gezinsprofessionals.`,
    };
  }
  return {
    ok: true,
    output: [
      'Registratienummer\tAchternaam',
      ...rows.map((row) => `${row.registration_number}\t${row.last_name}`),
    ].join('\n'),
  };
}
