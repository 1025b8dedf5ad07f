/** Accounts and the detail rows of each kind of portal user. */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { preparedPerDatabase } from '../prepared';
import {
  accountVerifications,
  companies,
  companyBranches,
  companyEmployees,
  educatorEmployees,
  educators,
  professionals,
  registrationBranches,
  restrictionTypes,
  users,
} from '../schema';

export type ProfessionalRow = typeof professionals.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type EducatorRow = typeof educators.$inferSelect;

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return user ?? null;
}

export async function findUserById(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user ?? null;
}

export async function findProfessionalByUserId(db: Db, userId: string): Promise<ProfessionalRow | null> {
  const [row] = await db.select().from(professionals).where(eq(professionals.userId, userId));
  return row ?? null;
}

// Read for every request of a company employee (the actor): built and planned once per connection.
const companyEmployeeLookup = preparedPerDatabase((db) =>
  db
    .select({ employee: companyEmployees, company: companies })
    .from(companyEmployees)
    .innerJoin(companies, eq(companies.id, companyEmployees.companyId))
    .where(eq(companyEmployees.userId, sql.placeholder('userId')))
    .prepare('company_employee_of_user'),
);

export async function findCompanyEmployee(db: Db, userId: string) {
  const [row] = await companyEmployeeLookup(db).execute({ userId });
  return row ?? null;
}

export async function findEducatorEmployee(db: Db, userId: string) {
  const [row] = await db
    .select({ employee: educatorEmployees, educator: educators })
    .from(educatorEmployees)
    .innerJoin(educators, eq(educators.id, educatorEmployees.educatorId))
    .where(eq(educatorEmployees.userId, userId));
  return row ?? null;
}

/** The newest verification the account still waits for (its link may have expired). */
export async function findPendingVerification(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(accountVerifications)
    .where(and(eq(accountVerifications.userId, userId), isNull(accountVerifications.verifiedAt)))
    .orderBy(desc(accountVerifications.createdAt))
    .limit(1);
  return row ?? null;
}

export function companyBranchOptions(db: Db, companyId: string) {
  return db
    .select({ value: registrationBranches.value, label: registrationBranches.label })
    .from(companyBranches)
    .innerJoin(registrationBranches, eq(registrationBranches.value, companyBranches.branchValue))
    .where(eq(companyBranches.companyId, companyId))
    .orderBy(registrationBranches.sortOrder);
}

export async function findProfessionalWithUser(db: Db, professionalId: string) {
  const [row] = await db
    .select({ professional: professionals, user: users })
    .from(professionals)
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(professionals.id, professionalId));
  return row ?? null;
}

export async function restrictionTypeOption(db: Db, value: string) {
  const [row] = await db.select().from(restrictionTypes).where(eq(restrictionTypes.value, value));
  return row ?? null;
}
