/**
 * The mutations of a company's linked professionals (issue 39): written by the code that makes the
 * change, inside its transaction, one row for every company with an active link at that moment;
 * read a page at a time for the company's own list, its company id always in the SQL.
 */
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../connection';
import { companyProfessionalMutations, type MutationKind } from '../schema';
import type { Page, PageRequest } from './paging';

export type MutationRow = typeof companyProfessionalMutations.$inferSelect;

/** The professional's name and register number as the company knows them, in SQL. */
const NAME_SQL = sql`concat_ws(' ', coalesce(nullif(u.first_name, ''), u.initials), nullif(u.infix, ''), u.last_name)`;
const NUMBER_SQL = sql`(SELECT r.registration_number FROM registrations r
  WHERE r.professional_id = l.professional_id AND r.registration_number IS NOT NULL
  ORDER BY (r.status = 'approved') DESC, r.updated_at DESC LIMIT 1)`;

/**
 * Writes the mutation for every company the professional is actively linked to (or, with `linkId`,
 * for that one link whatever its status: a link being ended). Returns how many rows it wrote.
 */
export async function recordMutation(
  db: Db,
  kind: MutationKind,
  subject: { professionalId: string } | { linkId: string } | { registrationId: string },
): Promise<number> {
  const where =
    'linkId' in subject
      ? sql`l.id = ${subject.linkId}`
      : 'professionalId' in subject
        ? sql`l.professional_id = ${subject.professionalId} AND l.status = 'active'`
        : sql`l.professional_id = (SELECT professional_id FROM registrations WHERE id = ${subject.registrationId}) AND l.status = 'active'`;
  const result = await db.execute(sql`
    INSERT INTO company_professional_mutations
      (company_id, professional_id, kind, professional_name, registration_number)
    SELECT l.company_id, l.professional_id, ${kind}, ${NAME_SQL}, ${NUMBER_SQL}
    FROM company_professional_links l
    JOIN professionals p ON p.id = l.professional_id
    JOIN users u ON u.id = p.user_id
    WHERE ${where}
    RETURNING id`);
  // node-postgres and PGlite both answer `{ rows }`.
  return (result as unknown as { rows: unknown[] }).rows.length;
}

export interface MutationFilters {
  kind: MutationKind | null;
  /** Both days included, in the Netherlands' calendar. */
  from: string | null;
  till: string | null;
}

/** The company's mutations the filters leave; the period in Dutch days. */
function matching(companyId: string, filters: MutationFilters): SQL {
  const conditions: SQL[] = [eq(companyProfessionalMutations.companyId, companyId)];
  if (filters.kind) conditions.push(eq(companyProfessionalMutations.kind, filters.kind));
  if (filters.from)
    conditions.push(
      gte(
        companyProfessionalMutations.occurredAt,
        sql`(${filters.from}::date)::timestamp AT TIME ZONE 'Europe/Amsterdam'`,
      ),
    );
  if (filters.till)
    conditions.push(
      lt(
        companyProfessionalMutations.occurredAt,
        sql`((${filters.till}::date + 1)::timestamp) AT TIME ZONE 'Europe/Amsterdam'`,
      ),
    );
  return and(...conditions)!;
}

export const MUTATION_SORTS = ['date'] as const;
export type MutationSort = (typeof MUTATION_SORTS)[number];

/** One page of the company's mutations, newest first (or oldest first), counted and cut in SQL. */
export async function mutationPageOfCompany(
  db: Db,
  companyId: string,
  request: PageRequest<MutationSort>,
  filters: MutationFilters,
): Promise<Page<MutationRow>> {
  const where = matching(companyId, filters);
  const order =
    request.order === 'asc'
      ? [companyProfessionalMutations.occurredAt, companyProfessionalMutations.id]
      : [desc(companyProfessionalMutations.occurredAt), desc(companyProfessionalMutations.id)];
  const [nodes, [total]] = await Promise.all([
    db
      .select()
      .from(companyProfessionalMutations)
      .where(where)
      .orderBy(...order)
      .limit(request.pageSize)
      .offset(request.offset),
    db.select({ value: count() }).from(companyProfessionalMutations).where(where),
  ]);
  return { nodes, totalCount: Number(total?.value ?? 0), page: request.page, pageSize: request.pageSize };
}

/** Every mutation the filters leave, newest first: the CSV export (bounded by the company's rows). */
export async function mutationsOfCompany(
  db: Db,
  companyId: string,
  filters: MutationFilters,
): Promise<MutationRow[]> {
  return db
    .select()
    .from(companyProfessionalMutations)
    .where(matching(companyId, filters))
    .orderBy(desc(companyProfessionalMutations.occurredAt), desc(companyProfessionalMutations.id));
}

/** How many mutations the company had since `since` (the dashboard's 'recent changes'). */
export async function mutationCountSince(db: Db, companyId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(companyProfessionalMutations)
    .where(
      and(
        eq(companyProfessionalMutations.companyId, companyId),
        gte(companyProfessionalMutations.occurredAt, since),
      ),
    );
  return Number(row?.value ?? 0);
}
