/**
 * The company's linked professionals as the employer's overview lists them (issue 39): name,
 * registration number, chamber, register status, valid until and, with consent, the open
 * re-registration round. One statement starts from the company's own links (its id is in the SQL,
 * the index on links by company keeps it to that company's rows however large the table), then
 * searches, filters, sorts and cuts the page in SQL. Of a link still waiting for the professional's
 * confirmation only the typed registration number is read: name and facts are null in the SQL, so
 * no search or filter can match on them either.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../connection';
import { todayInNetherlands, addToDate } from '../../domain/dates';
import type { RegistrationStatus } from '../../domain/statuses';
import type { Page, PageRequest } from './paging';
import { containsPattern } from './paging';

/** The register status of a linked professional, as the overview filters on it. */
export const REGISTER_STATUS_LABELS = {
  requested: 'Wacht op bevestiging',
  registered: 'Geregistreerd',
  suspended: 'Geschorst',
  struckOff: 'Doorgehaald',
  expired: 'Verlopen',
  unsubscribed: 'Uitgeschreven',
  none: 'Niet geregistreerd',
} as const;
export type RegisterStatus = keyof typeof REGISTER_STATUS_LABELS;
export const REGISTER_STATUSES = Object.keys(REGISTER_STATUS_LABELS) as RegisterStatus[];

export const COMPANY_PROFESSIONAL_SORTS = [
  'name',
  'registrationNumber',
  'chamber',
  'status',
  'validUntil',
] as const;
export type CompanyProfessionalSort = (typeof COMPANY_PROFESSIONAL_SORTS)[number];

export interface CompanyProfessionalFilters {
  status: RegisterStatus | null;
  /** A chamber's `value`. */
  chamber: string | null;
  /** The registration ends on or after / on or before these days. */
  endsFrom: string | null;
  endsTill: string | null;
}

export const NO_FILTERS: CompanyProfessionalFilters = {
  status: null,
  chamber: null,
  endsFrom: null,
  endsTill: null,
};

export interface CompanyProfessionalRow {
  linkId: string;
  linkStatus: 'requested' | 'active';
  sharesProgress: boolean;
  initials: string | null;
  firstName: string | null;
  infix: string | null;
  lastName: string | null;
  registrationNumber: string | null;
  registerStatus: RegisterStatus;
  chamberValue: string | null;
  chamber: string | null;
  target: string | null;
  validUntil: string | null;
  /** The open re-registration round's status: only with the consent, else null. */
  progressStatus: RegistrationStatus | null;
}

/** Every open link of the company with what the employer may see of it. */
function linkedOf(companyId: string, today: string): SQL {
  return sql`
    SELECT l.id AS link_id, l.status AS link_status, l.created_at,
      (l.shares_progress AND l.status = 'active') AS shares_progress,
      CASE WHEN l.status = 'active' THEN u.initials END AS initials,
      CASE WHEN l.status = 'active' THEN u.first_name END AS first_name,
      CASE WHEN l.status = 'active' THEN u.infix END AS infix,
      CASE WHEN l.status = 'active' THEN u.last_name END AS last_name,
      reg.registration_number,
      CASE
        WHEN l.status = 'requested' THEN 'requested'
        WHEN EXISTS (SELECT 1 FROM disciplinary_measures m WHERE m.professional_id = l.professional_id AND m.request_id IS NULL
          AND m.measure_type = 'doorhaling' AND (m.starts_at IS NULL OR m.starts_at <= ${today}::date)) THEN 'struckOff'
        WHEN EXISTS (SELECT 1 FROM disciplinary_measures m WHERE m.professional_id = l.professional_id AND m.request_id IS NULL
          AND m.measure_type = 'schorsing' AND (m.starts_at IS NULL OR m.starts_at <= ${today}::date)
          AND (m.ends_at IS NULL OR m.ends_at >= ${today}::date)) THEN 'suspended'
        WHEN reg.status = 'approved' AND it.till_date < ${today}::date THEN 'expired'
        WHEN reg.status = 'approved' THEN 'registered'
        WHEN reg.status = 'expired' THEN 'expired'
        WHEN reg.status = 'unsubscribed' THEN 'unsubscribed'
        ELSE 'none'
      END AS register_status,
      CASE WHEN l.status = 'active' THEN b.value END AS chamber_value,
      CASE WHEN l.status = 'active' THEN b.label END AS chamber,
      CASE WHEN l.status = 'active' THEN tg.label END AS target,
      CASE WHEN l.status = 'active' THEN it.till_date END AS valid_until,
      CASE WHEN l.shares_progress AND l.status = 'active' AND reg.status = 'approved' THEN reg.id END
        AS progress_registration_id
    FROM company_professional_links l
    JOIN professionals p ON p.id = l.professional_id
    JOIN users u ON u.id = p.user_id
    LEFT JOIN LATERAL (
      SELECT r.id, r.status, r.registration_number FROM registrations r
      WHERE r.professional_id = l.professional_id AND r.status IN ('approved', 'expired', 'unsubscribed')
      ORDER BY (r.status = 'approved') DESC, r.updated_at DESC LIMIT 1
    ) reg ON true
    LEFT JOIN LATERAL (
      SELECT i.till_date, i.registration_target_id FROM registration_items i
      WHERE i.registration_id = reg.id AND i.status IN ('approved', 'expired', 'unsubscribed')
      ORDER BY i.till_date DESC NULLS LAST LIMIT 1
    ) it ON true
    LEFT JOIN registration_targets tg ON tg.id = it.registration_target_id
    LEFT JOIN registration_branches b ON b.value = tg.branch_value
    WHERE l.company_id = ${companyId} AND l.status IN ('requested', 'active')`;
}

function conditionsOf(search: string | null, filters: CompanyProfessionalFilters): SQL {
  const conditions: SQL[] = [sql`true`];
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(sql`(concat_ws(' ', first_name, initials, infix, last_name) ILIKE ${pattern} ESCAPE '\\'
      OR concat_ws(' ', infix, last_name) ILIKE ${pattern} ESCAPE '\\'
      OR registration_number = ${search})`);
  }
  if (filters.status) conditions.push(sql`register_status = ${filters.status}`);
  if (filters.chamber) conditions.push(sql`chamber_value = ${filters.chamber}`);
  if (filters.endsFrom) conditions.push(sql`valid_until >= ${filters.endsFrom}::date`);
  if (filters.endsTill) conditions.push(sql`valid_until <= ${filters.endsTill}::date`);
  return sql.join(conditions, sql` AND `);
}

/** Register numbers share one form: the shorter is the lower ('9' before '10'). */
function orderOf(sort: CompanyProfessionalSort, order: 'asc' | 'desc'): SQL {
  const direction = order === 'asc' ? sql`ASC` : sql`DESC`;
  const nulls = sql`NULLS LAST`;
  const name = sql`lower(last_name) ${direction} ${nulls}, lower(coalesce(first_name, initials)) ${direction} ${nulls}`;
  const tieBreak = sql`lower(last_name) ASC NULLS LAST, length(registration_number), registration_number, link_id`;
  switch (sort) {
    case 'name':
      return sql`${name}, length(registration_number), registration_number, link_id`;
    case 'registrationNumber':
      return sql`length(registration_number) ${direction} ${nulls}, registration_number ${direction} ${nulls}, link_id`;
    case 'chamber':
      return sql`chamber ${direction} ${nulls}, ${tieBreak}`;
    case 'status':
      return sql`register_status ${direction}, ${tieBreak}`;
    case 'validUntil':
      return sql`valid_until ${direction} ${nulls}, ${tieBreak}`;
  }
}

interface RawRow {
  link_id: string;
  link_status: 'requested' | 'active';
  shares_progress: boolean;
  initials: string | null;
  first_name: string | null;
  infix: string | null;
  last_name: string | null;
  registration_number: string | null;
  register_status: RegisterStatus;
  chamber_value: string | null;
  chamber: string | null;
  target: string | null;
  valid_until: string | null;
  progress_status: RegistrationStatus | null;
  total?: string | number;
}

function rowOf(raw: RawRow): CompanyProfessionalRow {
  return {
    linkId: raw.link_id,
    linkStatus: raw.link_status,
    sharesProgress: Boolean(raw.shares_progress),
    initials: raw.initials,
    firstName: raw.first_name,
    infix: raw.infix,
    lastName: raw.last_name,
    registrationNumber: raw.registration_number,
    registerStatus: raw.register_status,
    chamberValue: raw.chamber_value,
    chamber: raw.chamber,
    target: raw.target,
    validUntil: raw.valid_until,
    progressStatus: raw.progress_status,
  };
}

async function select(db: Db, statement: SQL): Promise<RawRow[]> {
  const result = await db.execute(statement);
  // node-postgres and PGlite both answer `{ rows }`.
  return (result as unknown as { rows: RawRow[] }).rows;
}

/** The statement of the list: the linked professionals the search and filters leave, in order. */
function listStatement(
  companyId: string,
  search: string | null,
  filters: CompanyProfessionalFilters,
  sort: CompanyProfessionalSort,
  order: 'asc' | 'desc',
  cut: { limit: number; offset: number } | null,
): SQL {
  const today = todayInNetherlands();
  // The re-registration progress is read only for the rows of the page, after the cut: a lateral
  // read per page row, not one per linked professional (520 or more) before the sort.
  return sql`
    WITH linked AS (${linkedOf(companyId, today)}),
    cut AS (
      SELECT *, count(*) OVER () AS total FROM linked WHERE ${conditionsOf(search, filters)}
      ORDER BY ${orderOf(sort, order)}
      ${cut ? sql`LIMIT ${cut.limit} OFFSET ${cut.offset}` : sql``}
    )
    SELECT link_id, link_status, shares_progress, initials, first_name, infix, last_name,
      registration_number, register_status, chamber_value, chamber, target,
      valid_until::text AS valid_until, prog.status AS progress_status, total
    FROM cut
    LEFT JOIN LATERAL (
      SELECT i.status FROM registration_items i
      WHERE i.registration_id = cut.progress_registration_id
        AND i.status IN ('ongoing', 'new', 'pending', 'incomplete')
      ORDER BY i.created_at DESC LIMIT 1
    ) prog ON true
    ORDER BY ${orderOf(sort, order)}`;
}

/** One page of the company's linked professionals, with the count of the whole filtered list. */
export async function companyProfessionalPage(
  db: Db,
  companyId: string,
  request: PageRequest<CompanyProfessionalSort>,
  filters: CompanyProfessionalFilters,
): Promise<Page<CompanyProfessionalRow>> {
  const rows = await select(
    db,
    listStatement(companyId, request.search, filters, request.sort, request.order, {
      limit: request.pageSize,
      offset: request.offset,
    }),
  );
  let totalCount = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && request.offset > 0) {
    // A page past the end: the window count is not there, count the list itself.
    const [counted] = await select(
      db,
      sql`WITH linked AS (${linkedOf(companyId, todayInNetherlands())})
        SELECT count(*) AS total FROM linked WHERE ${conditionsOf(request.search, filters)}`,
    );
    totalCount = Number(counted?.total ?? 0);
  }
  return { nodes: rows.map(rowOf), totalCount, page: request.page, pageSize: request.pageSize };
}

/** Every linked professional the search and filters leave, in the list's order: the CSV export. */
export async function companyProfessionalsAll(
  db: Db,
  companyId: string,
  search: string | null,
  filters: CompanyProfessionalFilters,
  sort: CompanyProfessionalSort,
  order: 'asc' | 'desc',
): Promise<CompanyProfessionalRow[]> {
  return (await select(db, listStatement(companyId, search, filters, sort, order, null))).map(rowOf);
}

export interface CompanyAttentionCounts {
  requested: number;
  endingSoon: number;
  suspended: number;
  expired: number;
  active: number;
}

/** What the employer's dashboard counts, in one statement over the company's own links. */
export async function companyAttentionCounts(
  db: Db,
  companyId: string,
  months = 3,
): Promise<CompanyAttentionCounts> {
  const today = todayInNetherlands();
  const soon = addToDate(today, { months });
  const [row] = await select(
    db,
    sql`WITH linked AS (${linkedOf(companyId, today)})
      SELECT
        count(*) FILTER (WHERE link_status = 'requested') AS requested,
        count(*) FILTER (WHERE register_status = 'registered' AND valid_until >= ${today}::date
          AND valid_until <= ${soon}::date) AS ending_soon,
        count(*) FILTER (WHERE register_status = 'suspended') AS suspended,
        count(*) FILTER (WHERE register_status = 'expired') AS expired,
        count(*) FILTER (WHERE link_status = 'active') AS active
      FROM linked`,
  );
  const raw = row as unknown as Record<string, string | number | undefined>;
  return {
    requested: Number(raw.requested ?? 0),
    endingSoon: Number(raw.ending_soon ?? 0),
    suspended: Number(raw.suspended ?? 0),
    expired: Number(raw.expired ?? 0),
    active: Number(raw.active ?? 0),
  };
}

/** The day range the dashboard's 'ends within N months' link filters on. */
export function endingSoonRange(months = 3): { endsFrom: string; endsTill: string } {
  const today = todayInNetherlands();
  return { endsFrom: today, endsTill: addToDate(today, { months }) };
}
