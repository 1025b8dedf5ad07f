/**
 * The public register lookup (issue 39): anyone checks a professional by registration number, or by
 * last name (and the town they show in the register). Only what DOMAIN.md calls public is read:
 * name and initials, registration number, chamber and target, status, registration date and a
 * current measure with its period. Nothing of the file, the address or the account.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../connection';
import { todayInNetherlands } from '../../domain/dates';
import type { RegistrationStatus } from '../../domain/statuses';
import type { Page } from './paging';
import { nextInWindow, windowOver } from './hourly-window';
import { publicRegisterWindows } from '../schema';

/** At most this many people a name search shows: a lookup, not a list of the register. */
export const PUBLIC_REGISTER_MAX_RESULTS = 20;

export interface PublicRegisterRow {
  initials: string | null;
  firstName: string | null;
  infix: string | null;
  lastName: string;
  registrationNumber: string;
  status: RegistrationStatus;
  registeredOn: string | null;
  chamber: string | null;
  target: string | null;
  validUntil: string | null;
  measureType: string | null;
  measureLabel: string | null;
  measureStartsAt: string | null;
  measureEndsAt: string | null;
}

export type PublicRegisterQuery = { registrationNumber: string } | { lastName: string; town: string | null };

export async function searchPublicRegister(
  db: Db,
  query: PublicRegisterQuery,
): Promise<Page<PublicRegisterRow>> {
  const today = todayInNetherlands();
  let where: SQL;
  if ('registrationNumber' in query) {
    where = sql`r.registration_number = ${query.registrationNumber}`;
  } else {
    const name = query.lastName.trim().toLowerCase();
    where = sql`(lower(u.last_name) = ${name} OR lower(concat_ws(' ', u.infix, u.last_name)) = ${name})`;
    if (query.town)
      where = sql`${where} AND p.shown_in_register AND lower(trim(p.register_city)) = ${query.town.trim().toLowerCase()}`;
  }
  const result = await db.execute(sql`
    SELECT u.initials, u.first_name, u.infix, u.last_name, r.registration_number, r.status,
      coalesce(p.first_registration_date, first_item.from_date)::text AS registered_on,
      b.label AS chamber, tg.label AS target, it.till_date::text AS valid_until,
      m.measure_type, mt.label AS measure_label, m.starts_at::text AS measure_starts_at,
      m.ends_at::text AS measure_ends_at, count(*) OVER () AS total
    FROM registrations r
    JOIN professionals p ON p.id = r.professional_id
    JOIN users u ON u.id = p.user_id
    LEFT JOIN LATERAL (
      SELECT i.till_date, i.registration_target_id FROM registration_items i
      WHERE i.registration_id = r.id AND i.status IN ('approved', 'expired', 'unsubscribed')
      ORDER BY i.till_date DESC NULLS LAST LIMIT 1
    ) it ON true
    LEFT JOIN LATERAL (
      SELECT min(i.from_date) AS from_date FROM registration_items i
      WHERE i.registration_id = r.id AND i.status IN ('approved', 'expired', 'unsubscribed')
    ) first_item ON true
    LEFT JOIN registration_targets tg ON tg.id = it.registration_target_id
    LEFT JOIN registration_branches b ON b.value = tg.branch_value
    LEFT JOIN LATERAL (
      SELECT m.measure_type, m.starts_at, m.ends_at FROM disciplinary_measures m
      -- Only the register's own published measures; one declared in a re-entry request is not public.
      WHERE m.professional_id = p.id AND m.request_id IS NULL AND m.published
        AND (m.starts_at IS NULL OR m.starts_at <= ${today}::date)
        AND (m.ends_at IS NULL OR m.ends_at >= ${today}::date)
      ORDER BY (m.measure_type = 'doorhaling') DESC, m.starts_at DESC NULLS LAST LIMIT 1
    ) m ON true
    LEFT JOIN disciplinary_measure_types mt ON mt.value = m.measure_type
    WHERE r.registration_number IS NOT NULL
      AND r.status IN ('approved', 'expired', 'unsubscribed')
      AND u.deactivated_at IS NULL
      AND ${where}
    ORDER BY lower(u.last_name), lower(coalesce(u.first_name, u.initials)), length(r.registration_number), r.registration_number
    LIMIT ${PUBLIC_REGISTER_MAX_RESULTS}`);
  const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return {
    nodes: rows.map((row) => ({
      initials: row.initials as string | null,
      firstName: row.first_name as string | null,
      infix: row.infix as string | null,
      lastName: row.last_name as string,
      registrationNumber: row.registration_number as string,
      status: row.status as RegistrationStatus,
      registeredOn: row.registered_on as string | null,
      chamber: row.chamber as string | null,
      target: row.target as string | null,
      validUntil: row.valid_until as string | null,
      measureType: row.measure_type as string | null,
      measureLabel: row.measure_label as string | null,
      measureStartsAt: row.measure_starts_at as string | null,
      measureEndsAt: row.measure_ends_at as string | null,
    })),
    totalCount: Number(rows[0]?.total ?? 0),
    page: 1,
    pageSize: PUBLIC_REGISTER_MAX_RESULTS,
  };
}

/** Counts this lookup of the client and returns how many it made in its current hour. */
export async function countPublicLookup(db: Db, clientIp: string, limit: number): Promise<number> {
  const next = nextInWindow(publicRegisterWindows.windowStart, publicRegisterWindows.lookups, limit);
  const [row] = await db
    .insert(publicRegisterWindows)
    .values({ clientIp })
    .onConflictDoUpdate({
      target: publicRegisterWindows.clientIp,
      set: { lookups: next.count, windowStart: next.windowStart },
    })
    .returning({ lookups: publicRegisterWindows.lookups });
  const lookups = row?.lookups ?? 1;
  if (lookups === 1)
    await db.delete(publicRegisterWindows).where(windowOver(publicRegisterWindows.windowStart));
  return lookups;
}
