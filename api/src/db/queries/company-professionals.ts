/**
 * The company's linked professionals as the employer's overview lists them (issue 39): name,
 * registration number, chamber, register status, valid until and, with consent, the open
 * re-registration round. One prepared statement reads the company's rows of link_register_facts
 * (migration 0140: one narrow row per open link, kept by triggers; its index by company keeps the read
 * to that company's rows however large the table), then searches, filters, sorts, counts and cuts the
 * page in SQL. Of a link still waiting for the professional's confirmation only the registration
 * number is there: name and facts are null in the table, so no search or filter can match on them.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../connection';
import { preparedPerDatabase } from '../prepared';
import { linkRegisterFacts } from '../schema';
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

const F = linkRegisterFacts;

/**
 * The register status of a fact row on `today`: the stored facts hold the end date, the day a
 * striking-off starts and the suspension periods, so only this comparison is left for the read.
 */
function registerStatusOf(today: SQL): SQL<RegisterStatus> {
  return sql<RegisterStatus>`CASE
    WHEN ${F.linkStatus} = 'requested' THEN 'requested'
    WHEN ${F.struckOffFrom} <= ${today}::date THEN 'struckOff'
    WHEN suspended_during @> ${today}::date THEN 'suspended'
    WHEN ${F.registrationStatus} = 'approved' AND ${F.tillDate} < ${today}::date THEN 'expired'
    WHEN ${F.registrationStatus} = 'approved' THEN 'registered'
    WHEN ${F.registrationStatus} = 'expired' THEN 'expired'
    WHEN ${F.registrationStatus} = 'unsubscribed' THEN 'unsubscribed'
    ELSE 'none'
  END`;
}

/** Valid until: shown (and filtered on) for confirmed links only. */
const validUntil = sql<string | null>`CASE WHEN ${F.linkStatus} = 'active' THEN ${F.tillDate} END`;

/** Register numbers share one form: the shorter is the lower ('9' before '10'). */
function orderOf(sort: CompanyProfessionalSort, order: 'asc' | 'desc', status: SQL): SQL {
  const direction = order === 'asc' ? sql`ASC` : sql`DESC`;
  const nulls = sql`NULLS LAST`;
  const number = sql`length(${F.registrationNumber}), ${F.registrationNumber}`;
  const name = sql`lower(${F.lastName}) ${direction} ${nulls}, lower(coalesce(${F.firstName}, ${F.initials})) ${direction} ${nulls}`;
  const tieBreak = sql`lower(${F.lastName}) ASC NULLS LAST, ${number}, ${F.linkId}`;
  switch (sort) {
    case 'name':
      return sql`${name}, ${number}, ${F.linkId}`;
    case 'registrationNumber':
      return sql`length(${F.registrationNumber}) ${direction} ${nulls}, ${F.registrationNumber} ${direction} ${nulls}, ${F.linkId}`;
    case 'chamber':
      return sql`${F.chamber} ${direction} ${nulls}, ${tieBreak}`;
    case 'status':
      return sql`${status} ${direction}, ${tieBreak}`;
    case 'validUntil':
      return sql`${validUntil} ${direction} ${nulls}, ${tieBreak}`;
  }
}

/**
 * The list's statement for one sort, prepared under a name: one text whatever the search and
 * filters (an absent one is a null placeholder), so PostgreSQL parses and plans it once per
 * connection. It reads the company's rows of link_register_facts by its index and counts the
 * filtered list in the same pass; a null limit (LIMIT NULL) is every row, for the CSV.
 */
function buildListStatement(db: Db, sort: CompanyProfessionalSort, order: 'asc' | 'desc') {
  const today = sql`${sql.placeholder('today')}`;
  const status = registerStatusOf(today);
  const pattern = sql.placeholder('pattern');
  return db
    .select({
      linkId: F.linkId,
      linkStatus: F.linkStatus,
      sharesProgress: F.sharesProgress,
      initials: F.initials,
      firstName: F.firstName,
      infix: F.infix,
      lastName: F.lastName,
      registrationNumber: F.registrationNumber,
      registerStatus: status,
      chamberValue: F.chamberValue,
      chamber: F.chamber,
      target: F.target,
      validUntil: sql<string | null>`${validUntil}::text`,
      progressStatus: sql<RegistrationStatus | null>`${F.progressStatus}`,
      total: sql<string | number>`count(*) OVER ()`,
    })
    .from(F)
    .where(
      sql`${F.companyId} = ${sql.placeholder('company')}
        AND (${pattern}::text IS NULL OR ${F.searchName} LIKE lower(${pattern}::text) ESCAPE '\\'
          OR ${F.registrationNumber} = ${sql.placeholder('search')}::text)
        AND (${sql.placeholder('status')}::text IS NULL OR ${status} = ${sql.placeholder('status')}::text)
        AND (${sql.placeholder('chamber')}::text IS NULL OR ${F.chamberValue} = ${sql.placeholder('chamber')}::text)
        AND (${sql.placeholder('endsFrom')}::date IS NULL OR ${validUntil} >= ${sql.placeholder('endsFrom')}::date)
        AND (${sql.placeholder('endsTill')}::date IS NULL OR ${validUntil} <= ${sql.placeholder('endsTill')}::date)`,
    )
    .orderBy(orderOf(sort, order, status))
    .limit(sql.placeholder('limit') as unknown as number)
    .offset(sql.placeholder('offset') as unknown as number)
    .prepare(`company_professionals_${sort}_${order}`);
}

type ListStatement = ReturnType<typeof buildListStatement>;
const listStatements = new Map<string, (db: Db) => ListStatement>();

function listStatement(db: Db, sort: CompanyProfessionalSort, order: 'asc' | 'desc'): ListStatement {
  const key = `${sort}_${order}`;
  let statement = listStatements.get(key);
  if (!statement) {
    statement = preparedPerDatabase((on) => buildListStatement(on, sort, order));
    listStatements.set(key, statement);
  }
  return statement(db);
}

interface ListRead {
  companyId: string;
  search: string | null;
  filters: CompanyProfessionalFilters;
  sort: CompanyProfessionalSort;
  order: 'asc' | 'desc';
  /** Null: every row. */
  limit: number | null;
  offset: number;
}

async function readList(db: Db, read: ListRead) {
  const rows = await listStatement(db, read.sort, read.order).execute({
    today: todayInNetherlands(),
    company: read.companyId,
    pattern: read.search ? containsPattern(read.search) : null,
    search: read.search,
    status: read.filters.status,
    chamber: read.filters.chamber,
    endsFrom: read.filters.endsFrom,
    endsTill: read.filters.endsTill,
    limit: read.limit,
    offset: read.offset,
  });
  return rows;
}

function rowOf({
  total: _total,
  ...row
}: Awaited<ReturnType<typeof readList>>[number]): CompanyProfessionalRow {
  return { ...row, sharesProgress: Boolean(row.sharesProgress) };
}

/** One page of the company's linked professionals, with the count of the whole filtered list. */
export async function companyProfessionalPage(
  db: Db,
  companyId: string,
  request: PageRequest<CompanyProfessionalSort>,
  filters: CompanyProfessionalFilters,
): Promise<Page<CompanyProfessionalRow>> {
  const read: ListRead = {
    companyId,
    search: request.search,
    filters,
    sort: request.sort,
    order: request.order,
    limit: request.pageSize,
    offset: request.offset,
  };
  const rows = await readList(db, read);
  let totalCount = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && request.offset > 0) {
    // A page past the end has no row to carry the window count: the first row of the list does.
    const [first] = await readList(db, { ...read, limit: 1, offset: 0 });
    totalCount = Number(first?.total ?? 0);
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
  const rows = await readList(db, { companyId, search, filters, sort, order, limit: null, offset: 0 });
  return rows.map(rowOf);
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
  const status = registerStatusOf(sql`${today}`);
  const [row] = await db
    .select({
      requested: sql`count(*) FILTER (WHERE ${F.linkStatus} = 'requested')`,
      ending_soon: sql`count(*) FILTER (WHERE ${status} = 'registered' AND ${validUntil} >= ${today}::date
        AND ${validUntil} <= ${soon}::date)`,
      suspended: sql`count(*) FILTER (WHERE ${status} = 'suspended')`,
      expired: sql`count(*) FILTER (WHERE ${status} = 'expired')`,
      active: sql`count(*) FILTER (WHERE ${F.linkStatus} = 'active')`,
    })
    .from(F)
    .where(sql`${F.companyId} = ${companyId}`);
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
