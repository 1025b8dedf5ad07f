/**
 * A professional with everything the start of the portal needs about them, in one statement: their
 * registrations with items, the latest training advice and their requests (issue 8: portalInitQuery
 * within 3 round trips). Orders match the separate reads in registrations.ts and professional-records.ts.
 * Concurrent requests share the statement (batch-per-turn.ts): it answers one row per user id asked.
 */
import { eq, sql } from 'drizzle-orm';
import { batchPerTurn } from '../batch-per-turn';
import type { Db } from '../connection';
import { preparedPerDatabase } from '../prepared';
import {
  professionalRequests,
  professionals,
  registrationItems,
  registrations,
  trainingAdvices,
} from '../schema';
import type { ProfessionalRow } from './accounts';
import type { RequestRow } from './professional-records';
import type { RegistrationWithItems } from './registrations';
import { rowFromJson, rowsFromJson } from './json-rows';

export interface ProfessionalFile {
  professional: ProfessionalRow;
  registrations: RegistrationWithItems[];
  trainingAdvice: typeof trainingAdvices.$inferSelect | null;
  /** Newest first. */
  requests: RequestRow[];
}

type JsonObject = Record<string, unknown>;

const fileQuery = preparedPerDatabase((db) =>
  db
    .select({
      // Qualified by hand: drizzle writes bare column names when a select has one table, and the
      // subqueries have an `id` of their own.
      professional: sql<JsonObject>`to_jsonb(${professionals})`,
      registrations: sql<Array<JsonObject & { items: unknown }> | null>`(
        select jsonb_agg(
                 to_jsonb(r) || jsonb_build_object('items',
                   (select jsonb_agg(to_jsonb(i) order by i.created_at asc)
                      from ${registrationItems} i where i.registration_id = r.id))
                 order by r.created_at desc)
          from ${registrations} r where r.professional_id = ${professionals}.id)`,
      trainingAdvice: sql<JsonObject | null>`(
        select to_jsonb(a) from ${trainingAdvices} a
         where a.professional_id = ${professionals}.id order by a.created_at desc limit 1)`,
      requests: sql<unknown>`(
        select jsonb_agg(to_jsonb(q) order by q.created_at desc)
          from ${professionalRequests} q where q.professional_id = ${professionals}.id)`,
    })
    // One row per id asked, in the order asked, duplicates included: each request gets its own.
    .from(sql`unnest(${sql.placeholder('userIds')}::uuid[]) with ordinality as asked(user_id, place)`)
    .leftJoin(professionals, eq(professionals.userId, sql`asked.user_id`))
    .orderBy(sql`asked.place`)
    .prepare('professional_files'),
);

const fileRowOf = batchPerTurn((db: Db, userIds: string[]) => fileQuery(db).execute({ userIds }));

export async function loadProfessionalFile(db: Db, userId: string): Promise<ProfessionalFile | null> {
  const row = await fileRowOf(db, userId);
  if (!row.professional) return null;
  return {
    professional: rowFromJson(professionals, row.professional),
    registrations: (row.registrations ?? []).map((registration) => ({
      ...rowFromJson(registrations, registration),
      items: rowsFromJson(registrationItems, registration.items),
    })),
    trainingAdvice: row.trainingAdvice ? rowFromJson(trainingAdvices, row.trainingAdvice) : null,
    requests: rowsFromJson(professionalRequests, row.requests),
  };
}
