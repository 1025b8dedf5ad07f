/**
 * `pnpm staff measure <e-mail> schorsing|doorhaling <from> [<till>]` (issue 39): records a
 * disciplinary measure of the tuchtcollege, and in the same transaction the 'Geschorst' or
 * 'Doorgehaald' mutation for every company the professional is actively linked to.
 */
import { findProfessionalByUserId, findUserByEmail } from '../db/queries/accounts';
import { recordMutation } from '../db/queries/company-mutations';
import type { Db } from '../db/connection';
import { disciplinaryMeasures } from '../db/schema';

export const MEASURE_KINDS = { schorsing: 'suspended', doorhaling: 'struckOff' } as const;
export type MeasureKind = keyof typeof MEASURE_KINDS;

export async function recordMeasureByStaff(
  db: Db,
  email: string,
  measure: MeasureKind,
  startsAt: string,
  endsAt: string | null,
): Promise<{ ok: boolean; output: string }> {
  const user = await findUserByEmail(db, email);
  const professional = user?.userType === 'professional' ? await findProfessionalByUserId(db, user.id) : null;
  if (!professional) return { ok: false, output: `Er is geen professional met e-mailadres ${email}.` };
  if (endsAt && endsAt < startsAt)
    return { ok: false, output: 'De einddatum ligt voor de begindatum. Er is niets vastgelegd.' };
  const companies = await db.transaction(async (tx) => {
    await tx.insert(disciplinaryMeasures).values({
      professionalId: professional.id,
      measureType: measure,
      startsAt,
      endsAt: measure === 'doorhaling' ? null : endsAt,
      reason: 'Vastgelegd door een medewerker (pnpm staff measure).',
    });
    return recordMutation(tx, MEASURE_KINDS[measure], { professionalId: professional.id });
  });
  return {
    ok: true,
    output: `${measure === 'schorsing' ? 'Schorsing' : 'Doorhaling'} vanaf ${startsAt} vastgelegd voor ${email}; ${companies} gekoppelde werkgever(s) zien de mutatie.`,
  };
}
