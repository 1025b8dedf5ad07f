/** What a register card shows: found by the owner, or publicly by the card's unguessable id. */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../connection';
import {
  disciplinaryMeasureTypes,
  disciplinaryMeasures,
  professionals,
  registrationBranches,
  registrationItems,
  registrationTargets,
  registrations,
  users,
} from '../schema';

/** Statuses a card exists for: approved, or once approved and since ended. */
export const CARD_STATUSES = ['approved', 'expired', 'unsubscribed', 'switched'] as const;

async function cardOf(db: Db, condition: ReturnType<typeof eq>) {
  const [row] = await db
    .select({ registration: registrations, user: users, professional: professionals })
    .from(registrations)
    .innerJoin(professionals, eq(professionals.id, registrations.professionalId))
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(and(condition, inArray(registrations.status, [...CARD_STATUSES])))
    .orderBy(desc(registrations.createdAt))
    .limit(1);
  if (!row) return null;
  const [period] = await db
    .select({ item: registrationItems, target: registrationTargets, branchLabel: registrationBranches.label })
    .from(registrationItems)
    .leftJoin(registrationTargets, eq(registrationTargets.id, registrationItems.registrationTargetId))
    .leftJoin(registrationBranches, eq(registrationBranches.value, registrationTargets.branchValue))
    .where(
      and(
        eq(registrationItems.registrationId, row.registration.id),
        inArray(registrationItems.status, [...CARD_STATUSES]),
      ),
    )
    // A switch continues a period with its dates in a new item: the newer item is the card's.
    .orderBy(desc(registrationItems.fromDate), desc(registrationItems.createdAt))
    .limit(1);
  const measures = await db
    .select({ measure: disciplinaryMeasures, label: disciplinaryMeasureTypes.label })
    .from(disciplinaryMeasures)
    .innerJoin(disciplinaryMeasureTypes, eq(disciplinaryMeasureTypes.value, disciplinaryMeasures.measureType))
    // Recorded by the register and published; measures declared in a re-entry request are not the card's.
    .where(
      and(
        eq(disciplinaryMeasures.professionalId, row.professional.id),
        isNull(disciplinaryMeasures.requestId),
        eq(disciplinaryMeasures.published, true),
      ),
    )
    .orderBy(desc(disciplinaryMeasures.startsAt));
  return { ...row, period: period ?? null, measures };
}

export type RegisterCardRecord = NonNullable<Awaited<ReturnType<typeof cardOf>>>;

export function cardOfProfessional(db: Db, professionalId: string) {
  return cardOf(db, eq(registrations.professionalId, professionalId));
}

export function cardByPublicId(db: Db, publicId: string) {
  return cardOf(db, eq(registrations.publicId, publicId));
}
