/**
 * The re-registration progress an employer may see with the professional's consent: the open
 * re-registration round (its status) and the end date of the approved registration it continues.
 * Callers check the consent first (scope `linkedWithConsent`); this reads by professional id only.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { registrationItems, registrations } from '../schema';
import type { RegistrationStatus } from '../../domain/statuses';

export async function ongoingReRegistration(
  db: Db,
  professionalId: string,
): Promise<{ status: RegistrationStatus; deadline: string | null } | null> {
  const [row] = await db
    .select({
      status: registrationItems.status,
      deadline: sql<string | null>`(SELECT max(a.till_date)::text FROM registration_items a
        WHERE a.registration_id = ${registrations.id} AND a.status = 'approved')`,
    })
    .from(registrationItems)
    .innerJoin(registrations, eq(registrations.id, registrationItems.registrationId))
    .where(
      and(
        eq(registrations.professionalId, professionalId),
        eq(registrations.status, 'approved'),
        inArray(registrationItems.status, ['ongoing', 'new', 'pending', 'incomplete']),
      ),
    )
    .orderBy(desc(registrationItems.id))
    .limit(1);
  return row ?? null;
}
