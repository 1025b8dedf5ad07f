/**
 * The measures the register records on a professional (Mijn tuchtklachten, the register card) and
 * recording one (`pnpm staff measure`). Measures declared in a re-entry request are the request's
 * (request_id set) and are not among them.
 */
import { recordMutation } from './company-mutations';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { todayInNetherlands } from '../../domain/dates';
import type { MeasureType } from '../../domain/disciplinary-measures';
import { assertTransition } from '../../domain/registration-transitions';
import type { Db } from '../connection';
import { disciplinaryMeasures, disciplinaryMeasureTypes, registrations } from '../schema';

/** The professional's recorded measures, newest first (published or not: they are theirs). */
export function measuresOfProfessional(db: Db, professionalId: string) {
  return db
    .select({ measure: disciplinaryMeasures, typeLabel: disciplinaryMeasureTypes.label })
    .from(disciplinaryMeasures)
    .innerJoin(disciplinaryMeasureTypes, eq(disciplinaryMeasureTypes.value, disciplinaryMeasures.measureType))
    .where(
      and(eq(disciplinaryMeasures.professionalId, professionalId), isNull(disciplinaryMeasures.requestId)),
    )
    .orderBy(desc(disciplinaryMeasures.startsAt), desc(disciplinaryMeasures.createdAt));
}

export interface NewMeasure {
  professionalId: string;
  measureType: MeasureType;
  startsAt: string;
  endsAt: string | null;
  reason: string;
  published: boolean;
  recordedBy: string;
}

/**
 * Records a measure; a doorhaling ends the professional's approved registration in the same
 * transaction (through the transition table, staff ending it as 'unsubscribed').
 */
export async function recordMeasure(db: Db, input: NewMeasure, now = new Date()) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(disciplinaryMeasures)
      .values({
        professionalId: input.professionalId,
        measureType: input.measureType,
        startsAt: input.startsAt,
        endsAt: input.endsAt,
        reason: input.reason,
        decision: input.reason,
        published: input.published,
        recordedBy: input.recordedBy,
      })
      .returning();
    let ended = false;
    if (input.measureType === 'doorhaling' && input.startsAt <= todayInNetherlands(now)) {
      const approved = await tx
        .select()
        .from(registrations)
        .where(
          and(eq(registrations.professionalId, input.professionalId), eq(registrations.status, 'approved')),
        )
        .for('update');
      for (const registration of approved) {
        assertTransition(registration.status, 'unsubscribed', 'staff');
        await tx
          .update(registrations)
          .set({ status: 'unsubscribed', updatedAt: now })
          .where(eq(registrations.id, registration.id));
        ended = true;
      }
    }
    // Linked employers see a schorsing or doorhaling among their mutations (issue 39).
    if (input.measureType === 'schorsing' || input.measureType === 'doorhaling') {
      await recordMutation(tx, input.measureType === 'schorsing' ? 'suspended' : 'struckOff', {
        professionalId: input.professionalId,
      });
    }
    return { measure: row!, ended };
  });
}
