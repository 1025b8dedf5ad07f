/**
 * Werkgeversverklaring (issues 38 and 39): the statement that backs a round's work-experience hours.
 * The professional's reads and writes name their own professional id, the company's name the
 * actor's company id and need a confirmed link that is still active: another's statement, or one of
 * a company the link with has ended, is simply not found (and answers as a missing one).
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import {
  companies,
  companyEmployees,
  companyProfessionalLinks,
  employerStatements,
  medias,
  professionals,
  registrationItems,
  registrations,
  users,
} from '../schema';
import { attachMedias } from './media-files';

export type EmployerStatementRow = typeof employerStatements.$inferSelect;
export type OwnStatement = EmployerStatementRow & { companyName: string | null };

/** The statement of the professional's round, with the company's name when an employer backs it. */
export async function statementOfRound(
  db: Db,
  professionalId: string,
  roundItemId: string,
): Promise<OwnStatement | null> {
  const [row] = await db
    .select({ statement: employerStatements, companyName: companies.name })
    .from(employerStatements)
    .leftJoin(companies, eq(companies.id, employerStatements.companyId))
    .where(
      and(
        eq(employerStatements.roundItemId, roundItemId),
        eq(employerStatements.professionalId, professionalId),
      ),
    );
  return row ? { ...row.statement, companyName: row.companyName } : null;
}

/** An active link of the professional with a company, with the company's name; else null. */
export async function activeLinkOfProfessional(db: Db, professionalId: string, linkId: string) {
  const [row] = await db
    .select({ companyId: companies.id, companyName: companies.name })
    .from(companyProfessionalLinks)
    .innerJoin(companies, eq(companies.id, companyProfessionalLinks.companyId))
    .where(
      and(
        eq(companyProfessionalLinks.id, linkId),
        eq(companyProfessionalLinks.professionalId, professionalId),
        eq(companyProfessionalLinks.status, 'active'),
      ),
    );
  return row ?? null;
}

/** The companies the professional may ask: their confirmed (active) links, by company name. */
export function activeLinksOfProfessional(db: Db, professionalId: string) {
  return db
    .select({ linkId: companyProfessionalLinks.id, companyName: companies.name })
    .from(companyProfessionalLinks)
    .innerJoin(companies, eq(companies.id, companyProfessionalLinks.companyId))
    .where(
      and(
        eq(companyProfessionalLinks.professionalId, professionalId),
        eq(companyProfessionalLinks.status, 'active'),
      ),
    )
    .orderBy(asc(companies.name));
}

export interface StatementValues {
  roundItemId: string;
  professionalId: string;
  periodFrom: string;
  periodTill: string;
  hoursStated: number;
  kind: 'upload' | 'employer';
  companyId: string | null;
  mediaId: string | null;
}

export class RoundNotOpenError extends Error {}

/**
 * Puts the round's statement in place of the one before (its file removed), in one transaction that
 * locks the round: only while the round is being written. Returns the row and the storage keys of
 * the replaced file for the caller to delete after the commit.
 */
export async function replaceStatement(
  db: Db,
  values: StatementValues,
  inTransaction?: (tx: Db, row: EmployerStatementRow) => Promise<void>,
): Promise<{ row: EmployerStatementRow; removedKeys: string[] }> {
  return db.transaction(async (tx) => {
    const [round] = await tx
      .select({ status: registrationItems.status })
      .from(registrationItems)
      .where(eq(registrationItems.id, values.roundItemId))
      .for('update');
    if (round?.status !== 'ongoing') throw new RoundNotOpenError();
    const [previous] = await tx
      .select({ id: employerStatements.id })
      .from(employerStatements)
      .where(eq(employerStatements.roundItemId, values.roundItemId));
    const removed = previous
      ? await tx
          .delete(medias)
          .where(and(eq(medias.modelType, 'employerStatement'), eq(medias.modelId, previous.id)))
          .returning({ storageKey: medias.storageKey })
      : [];
    if (previous) await tx.delete(employerStatements).where(eq(employerStatements.id, previous.id));
    const [row] = await tx
      .insert(employerStatements)
      .values({
        roundItemId: values.roundItemId,
        professionalId: values.professionalId,
        kind: values.kind,
        status: values.kind === 'upload' ? 'uploaded' : 'requested',
        companyId: values.companyId,
        periodFrom: values.periodFrom,
        periodTill: values.periodTill,
        hoursStated: String(values.hoursStated),
      })
      .returning();
    if (values.mediaId) await attachMedias(tx, [values.mediaId], 'employerStatement', row!.id, 'statement');
    if (inTransaction) await inTransaction(tx, row!);
    return { row: row!, removedKeys: removed.flatMap((file) => (file.storageKey ? [file.storageKey] : [])) };
  });
}

/** The company's contact persons (its active employees): who is mailed about a request. */
export function contactPersonsOf(db: Db, companyId: string) {
  return db
    .select({
      email: users.email,
      initials: users.initials,
      firstName: users.firstName,
      infix: users.infix,
      lastName: users.lastName,
    })
    .from(companyEmployees)
    .innerJoin(users, eq(users.id, companyEmployees.userId))
    .where(and(eq(companyEmployees.companyId, companyId), isNull(users.deactivatedAt)))
    .orderBy(asc(users.createdAt));
}

/** Only statements of the company, asked by a professional it is still actively linked with. */
function ofCompany(companyId: string) {
  return and(
    eq(employerStatements.companyId, companyId),
    sql`EXISTS (SELECT 1 FROM ${companyProfessionalLinks}
      WHERE ${companyProfessionalLinks.companyId} = ${companyId}
        AND ${companyProfessionalLinks.professionalId} = ${employerStatements.professionalId}
        AND ${companyProfessionalLinks.status} = 'active')`,
  );
}

export interface CompanyStatementRow {
  id: string;
  initials: string | null;
  firstName: string | null;
  infix: string | null;
  lastName: string;
  registrationNumber: string | null;
  periodFrom: string;
  periodTill: string;
  hoursStated: string;
  createdAt: Date;
}

/** The company's open requests to confirm hours, oldest first (the dashboard's list). */
export function openRequestsOfCompany(db: Db, companyId: string): Promise<CompanyStatementRow[]> {
  return db
    .select({
      id: employerStatements.id,
      initials: users.initials,
      firstName: users.firstName,
      infix: users.infix,
      lastName: users.lastName,
      registrationNumber: registrations.registrationNumber,
      periodFrom: employerStatements.periodFrom,
      periodTill: employerStatements.periodTill,
      hoursStated: employerStatements.hoursStated,
      createdAt: employerStatements.createdAt,
    })
    .from(employerStatements)
    .innerJoin(professionals, eq(professionals.id, employerStatements.professionalId))
    .innerJoin(users, eq(users.id, professionals.userId))
    .innerJoin(registrationItems, eq(registrationItems.id, employerStatements.roundItemId))
    .innerJoin(registrations, eq(registrations.id, registrationItems.registrationId))
    .where(and(ofCompany(companyId), eq(employerStatements.status, 'requested')))
    .orderBy(asc(employerStatements.createdAt), asc(employerStatements.id))
    .limit(100);
}

/**
 * Confirms (or corrects) the hours of one of the company's open requests, while the round is still
 * being written; null when there is none such (another company's, answered, or the link ended).
 */
export async function confirmStatement(
  db: Db,
  companyId: string,
  id: string,
  hours: number,
  userId: string,
): Promise<EmployerStatementRow | null> {
  const [row] = await db
    .update(employerStatements)
    .set({
      status: 'confirmed',
      hoursConfirmed: String(hours),
      confirmedByUserId: userId,
      confirmedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(employerStatements.id, id),
        ofCompany(companyId),
        eq(employerStatements.status, 'requested'),
        sql`EXISTS (SELECT 1 FROM ${registrationItems} WHERE ${registrationItems.id} = ${employerStatements.roundItemId}
          AND ${registrationItems.status} = 'ongoing')`,
      ),
    )
    .returning();
  return row ?? null;
}

/** The professional's account (for the confirmation mail). */
export async function professionalAccount(db: Db, professionalId: string) {
  const [row] = await db
    .select({
      email: users.email,
      initials: users.initials,
      firstName: users.firstName,
      infix: users.infix,
      lastName: users.lastName,
    })
    .from(professionals)
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(professionals.id, professionalId));
  return row ?? null;
}
