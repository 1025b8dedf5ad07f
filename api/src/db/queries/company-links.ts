/**
 * Links between a company and a professional. Every read and write here names the owner in its
 * SQL: the company's queries filter on the actor's company id, the professional's on their own
 * professional id, so another tenant's link is simply not found (and answers as a missing one).
 */
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { remember, type GraphQLContext } from '../../context';
import type { Db } from '../connection';
import {
  companies,
  companyProfessionalLinkEvents,
  companyProfessionalLinks,
  linkRequestAttempts,
  professionals,
  registrationBranches,
  registrationItems,
  registrationTargets,
  registrations,
  users,
  type LinkEvent,
  type LinkSide,
  type LinkStatus,
} from '../schema';

export type LinkRow = typeof companyProfessionalLinks.$inferSelect;
export type LinkEventRow = typeof companyProfessionalLinkEvents.$inferSelect;

/** Open links: asked for and not answered, or confirmed and not ended. */
export const OPEN_LINK_STATUSES: LinkStatus[] = ['requested', 'active'];

/** Whether the company has a confirmed link (with consent, when asked) to the professional. */
export function companyHasLink(
  context: GraphQLContext,
  companyId: string,
  professionalId: string,
  withConsent: boolean,
): Promise<boolean> {
  return remember(context, `link:${companyId}:${professionalId}:${withConsent}`, async () => {
    const [row] = await context.db
      .select({ id: companyProfessionalLinks.id })
      .from(companyProfessionalLinks)
      .where(
        and(
          eq(companyProfessionalLinks.companyId, companyId),
          eq(companyProfessionalLinks.professionalId, professionalId),
          eq(companyProfessionalLinks.status, 'active'),
          ...(withConsent ? [eq(companyProfessionalLinks.sharesProgress, true)] : []),
        ),
      )
      .limit(1);
    return Boolean(row);
  });
}

/** The professional with this registration number and last name (case and spaces ignored). */
export async function professionalByRegistration(
  db: Db,
  registrationNumber: string,
  lastName: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: professionals.id })
    .from(registrations)
    .innerJoin(professionals, eq(professionals.id, registrations.professionalId))
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(
      and(
        eq(registrations.registrationNumber, registrationNumber.trim()),
        sql`lower(trim(${users.lastName})) = lower(trim(${lastName}))`,
        sql`${users.deactivatedAt} IS NULL`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** Records one link request of the company and returns how many it made in the last hour. */
export async function countLinkRequest(db: Db, companyId: string): Promise<number> {
  await db.insert(linkRequestAttempts).values({ companyId });
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(linkRequestAttempts)
    .where(
      and(
        eq(linkRequestAttempts.companyId, companyId),
        gt(linkRequestAttempts.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  return row?.total ?? 0;
}

export async function openLink(db: Db, companyId: string, professionalId: string): Promise<LinkRow | null> {
  const [row] = await db
    .select()
    .from(companyProfessionalLinks)
    .where(
      and(
        eq(companyProfessionalLinks.companyId, companyId),
        eq(companyProfessionalLinks.professionalId, professionalId),
        inArray(companyProfessionalLinks.status, OPEN_LINK_STATUSES),
      ),
    );
  return row ?? null;
}

export interface LinkActor {
  side: LinkSide;
  userId: string;
  name: string;
}

export async function recordLinkEvent(db: Db, linkId: string, event: LinkEvent, actor: LinkActor) {
  await db.insert(companyProfessionalLinkEvents).values({
    linkId,
    event,
    actorSide: actor.side,
    actorUserId: actor.userId,
    actorName: actor.name,
  });
}

export async function insertLink(
  db: Db,
  values: { companyId: string; professionalId: string; status: LinkStatus; startedBy: LinkSide },
): Promise<LinkRow> {
  const [row] = await db
    .insert(companyProfessionalLinks)
    .values({ ...values, confirmedAt: values.status === 'active' ? new Date() : null })
    .returning();
  if (!row) throw new Error('Koppeling kon niet worden opgeslagen.');
  return row;
}

/** A link of this company (any status), or null: another company's link is not found. */
export async function linkOfCompany(db: Db, companyId: string, linkId: string): Promise<LinkRow | null> {
  const [row] = await db
    .select()
    .from(companyProfessionalLinks)
    .where(and(eq(companyProfessionalLinks.id, linkId), eq(companyProfessionalLinks.companyId, companyId)));
  return row ?? null;
}

/** A link of this professional (any status), or null: another professional's link is not found. */
export async function linkOfProfessional(
  db: Db,
  professionalId: string,
  linkId: string,
): Promise<LinkRow | null> {
  const [row] = await db
    .select()
    .from(companyProfessionalLinks)
    .where(
      and(
        eq(companyProfessionalLinks.id, linkId),
        eq(companyProfessionalLinks.professionalId, professionalId),
      ),
    );
  return row ?? null;
}

/** Moves a link on, only from the status the caller read (a concurrent change wins; null then). */
export async function updateLink(
  db: Db,
  link: LinkRow,
  change: Partial<Pick<LinkRow, 'status' | 'sharesProgress' | 'confirmedAt' | 'endedAt'>>,
): Promise<LinkRow | null> {
  const [row] = await db
    .update(companyProfessionalLinks)
    .set(change)
    .where(and(eq(companyProfessionalLinks.id, link.id), eq(companyProfessionalLinks.status, link.status)))
    .returning();
  return row ?? null;
}

export interface ProfessionalLinkRow {
  link: LinkRow;
  companyName: string;
  kvkNumber: string | null;
}

/** The professional's own links with their employers, newest first (ended ones included). */
export async function linksOfProfessional(db: Db, professionalId: string): Promise<ProfessionalLinkRow[]> {
  return db
    .select({ link: companyProfessionalLinks, companyName: companies.name, kvkNumber: companies.kvkNumber })
    .from(companyProfessionalLinks)
    .innerJoin(companies, eq(companies.id, companyProfessionalLinks.companyId))
    .where(eq(companyProfessionalLinks.professionalId, professionalId))
    .orderBy(desc(companyProfessionalLinks.createdAt));
}

/** The history of links, oldest first; the caller passes only links it owns. */
export async function eventsOfLinks(db: Db, linkIds: string[]): Promise<LinkEventRow[]> {
  if (linkIds.length === 0) return [];
  return db
    .select()
    .from(companyProfessionalLinkEvents)
    .where(inArray(companyProfessionalLinkEvents.linkId, linkIds))
    .orderBy(asc(companyProfessionalLinkEvents.createdAt), asc(companyProfessionalLinkEvents.id));
}

/** Confirmed companies a professional may choose as employer, by name or KvK number. */
export async function searchConfirmedCompanies(db: Db, search: string) {
  const term = `%${search
    .trim()
    .toLowerCase()
    .replace(/[%_\\]/g, '\\$&')}%`;
  return db
    .select({ id: companies.id, name: companies.name, kvkNumber: companies.kvkNumber })
    .from(companies)
    .where(
      and(
        eq(companies.verification, 'confirmed'),
        eq(companies.status, 'active'),
        sql`(lower(${companies.name}) LIKE ${term} OR ${companies.kvkNumber} = ${search.trim()})`,
      ),
    )
    .orderBy(asc(companies.name))
    .limit(20);
}

export async function confirmedCompany(db: Db, companyId: string) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      and(
        eq(companies.id, companyId),
        eq(companies.verification, 'confirmed'),
        eq(companies.status, 'active'),
      ),
    );
  return row ?? null;
}

/** What an employer may read of a linked professional: the narrow view, nothing of the file. */
export interface LinkedProfessionalRow {
  linkId: string;
  professionalId: string;
  status: LinkStatus;
  sharesProgress: boolean;
  confirmedAt: Date | null;
  initials: string | null;
  firstName: string | null;
  infix: string | null;
  lastName: string;
  registrationNumber: string | null;
  registrationStatus: string | null;
  chamber: string | null;
  target: string | null;
  validUntil: string | null;
}

/**
 * The company's open links (requested and active) with the register's public facts of each
 * professional: name, registration number and status, the chamber and target of the approved
 * registration and its end date. Only the company's own links: the company id is in the SQL.
 */
export async function linksOfCompany(db: Db, companyId: string): Promise<LinkedProfessionalRow[]> {
  // The approved registration's latest approved item gives target, chamber and end date.
  const approvedItem = db
    .select({
      registrationId: registrationItems.registrationId,
      tillDate: sql<string | null>`max(${registrationItems.tillDate})`.as('till_date'),
      targetId: sql<
        string | null
      >`(array_agg(${registrationItems.registrationTargetId} ORDER BY ${registrationItems.tillDate} DESC NULLS LAST))[1]`.as(
        'target_id',
      ),
    })
    .from(registrationItems)
    .where(eq(registrationItems.status, 'approved'))
    .groupBy(registrationItems.registrationId)
    .as('approved_item');
  const rows = await db
    .select({
      linkId: companyProfessionalLinks.id,
      professionalId: companyProfessionalLinks.professionalId,
      status: companyProfessionalLinks.status,
      sharesProgress: companyProfessionalLinks.sharesProgress,
      confirmedAt: companyProfessionalLinks.confirmedAt,
      initials: users.initials,
      firstName: users.firstName,
      infix: users.infix,
      lastName: users.lastName,
      registrationNumber: registrations.registrationNumber,
      registrationStatus: registrations.status,
      chamber: registrationBranches.label,
      target: registrationTargets.label,
      validUntil: approvedItem.tillDate,
    })
    .from(companyProfessionalLinks)
    .innerJoin(professionals, eq(professionals.id, companyProfessionalLinks.professionalId))
    .innerJoin(users, eq(users.id, professionals.userId))
    .leftJoin(
      registrations,
      and(eq(registrations.professionalId, professionals.id), eq(registrations.status, 'approved')),
    )
    .leftJoin(approvedItem, eq(approvedItem.registrationId, registrations.id))
    .leftJoin(registrationTargets, sql`${registrationTargets.id} = ${approvedItem.targetId}`)
    .leftJoin(registrationBranches, eq(registrationBranches.value, registrationTargets.branchValue))
    .where(
      and(
        eq(companyProfessionalLinks.companyId, companyId),
        inArray(companyProfessionalLinks.status, OPEN_LINK_STATUSES),
      ),
    )
    .orderBy(asc(users.lastName), asc(companyProfessionalLinks.createdAt));
  return rows.map((row) => ({ ...row, validUntil: row.validUntil ?? null }));
}
