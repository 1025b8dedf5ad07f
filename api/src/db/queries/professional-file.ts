/**
 * A professional with everything the start of the portal needs about them, in one statement: their
 * registrations with items, the latest training advice and their requests (issue 8: portalInitQuery
 * within 3 round trips). Orders match the separate reads in registrations.ts and professional-records.ts.
 */
import { eq, sql } from 'drizzle-orm';
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
    .from(professionals)
    .where(eq(professionals.userId, sql.placeholder('userId')))
    .prepare('professional_file'),
);

export async function loadProfessionalFile(db: Db, userId: string): Promise<ProfessionalFile | null> {
  const [row] = await fileQuery(db).execute({ userId });
  if (!row) return null;
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
