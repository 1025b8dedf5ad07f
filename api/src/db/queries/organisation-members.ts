/**
 * The employees of one organisation (company or training provider) and their roles. Every query
 * takes the actor's organisation and filters on it, so a colleague of another organisation is not
 * found. Role changes and removals lock the organisation's employees first, so two beheerders
 * demoting each other at once cannot leave it without one.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import {
  companies,
  companyEmployees,
  educatorEmployees,
  educators,
  users,
  type EmployeeRole,
} from '../schema';
import type { OrganisationOfActor } from '../../tenancy/actor';

function tableOf(organisation: OrganisationOfActor) {
  return organisation.kind === 'company'
    ? { employees: companyEmployees, owner: companyEmployees.companyId }
    : { employees: educatorEmployees, owner: educatorEmployees.educatorId };
}

export interface ColleagueRow {
  userId: string;
  email: string;
  initials: string | null;
  firstName: string | null;
  infix: string | null;
  lastName: string;
  role: EmployeeRole;
}

export async function colleaguesOf(db: Db, organisation: OrganisationOfActor): Promise<ColleagueRow[]> {
  const { employees, owner } = tableOf(organisation);
  return db
    .select({
      userId: users.id,
      email: users.email,
      initials: users.initials,
      firstName: users.firstName,
      infix: users.infix,
      lastName: users.lastName,
      role: employees.role,
    })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(and(eq(owner, organisation.id), sql`${users.deactivatedAt} IS NULL`))
    .orderBy(asc(users.lastName), asc(users.email));
}

/** Locks the organisation's employee rows and returns them, inside the caller's transaction. */
async function lockedMembers(tx: Db, organisation: OrganisationOfActor) {
  const { employees, owner } = tableOf(organisation);
  return tx
    .select({ userId: employees.userId, role: employees.role })
    .from(employees)
    .where(eq(owner, organisation.id))
    .for('update');
}

export type MemberChange = 'changed' | 'notFound' | 'lastBeheerder';

/** Sets a colleague's role; refuses to leave the organisation without a beheerder. */
export function setColleagueRole(
  db: Db,
  organisation: OrganisationOfActor,
  userId: string,
  role: EmployeeRole,
): Promise<MemberChange> {
  return db.transaction(async (tx) => {
    const members = await lockedMembers(tx, organisation);
    const member = members.find((row) => row.userId === userId);
    if (!member) return 'notFound';
    const beheerders = members.filter((row) => row.role === 'beheerder').length;
    if (member.role === 'beheerder' && role !== 'beheerder' && beheerders <= 1) return 'lastBeheerder';
    const { employees } = tableOf(organisation);
    await tx.update(employees).set({ role }).where(eq(employees.userId, userId));
    return 'changed';
  });
}

/** Removes a colleague from the organisation: their account is deactivated (its sessions end). */
export function removeColleagueFrom(
  db: Db,
  organisation: OrganisationOfActor,
  userId: string,
  endSessions: (tx: Db, userId: string) => Promise<void>,
): Promise<MemberChange> {
  return db.transaction(async (tx) => {
    const members = await lockedMembers(tx, organisation);
    const member = members.find((row) => row.userId === userId);
    if (!member) return 'notFound';
    const beheerders = members.filter((row) => row.role === 'beheerder').length;
    if (member.role === 'beheerder' && beheerders <= 1) return 'lastBeheerder';
    // The employee row stays (it names the organisation in history); the account can no longer sign in.
    await tx
      .update(users)
      .set({ deactivatedAt: sql`coalesce(${users.deactivatedAt}, now())` })
      .where(eq(users.id, userId));
    await endSessions(tx, userId);
    return 'changed';
  });
}

export async function organisationProfile(db: Db, organisation: OrganisationOfActor) {
  if (organisation.kind === 'company') {
    const [row] = await db.select().from(companies).where(eq(companies.id, organisation.id));
    return row ? { name: row.name, kvkNumber: row.kvkNumber, billingEmail: row.billingEmail } : null;
  }
  const [row] = await db.select().from(educators).where(eq(educators.id, organisation.id));
  return row ? { name: row.name, kvkNumber: null, billingEmail: null } : null;
}

/** The profile an organisation may fill in before it is confirmed (the name is what staff check). */
export async function updateOrganisationProfileOf(
  db: Db,
  organisation: OrganisationOfActor,
  profile: { billingEmail: string | null },
): Promise<void> {
  if (organisation.kind === 'company') {
    await db
      .update(companies)
      .set({ billingEmail: profile.billingEmail, hasUnfinishedProfile: false })
      .where(eq(companies.id, organisation.id));
  } else {
    await db.update(educators).set({ hasUnfinishedProfile: false }).where(eq(educators.id, organisation.id));
  }
}
