/** Reading and writing the account profile: columns of users, professionals and company_employees. */
import { eq } from 'drizzle-orm';
import type { Db } from '../connection';
import { companies, companyEmployees, educatorEmployees, educators, professionals, users } from '../schema';

export interface AccountProfileRow {
  email: string;
  initials: string | null;
  firstName: string | null;
  infix: string | null;
  lastName: string;
  phone: string | null;
  country: string | null;
  postalCode: string | null;
  houseNumber: string | null;
  houseNumberAddition: string | null;
  street: string | null;
  city: string | null;
  loginNotification: boolean;
  shownInRegister: boolean | null;
  registerStreet: string | null;
  registerHouseNumber: string | null;
  registerHouseNumberAddition: string | null;
  registerPostalCode: string | null;
  registerCity: string | null;
  registerPhone: string | null;
  jobTitle: string | null;
}

export async function loadAccountProfile(db: Db, userId: string): Promise<AccountProfileRow | null> {
  const [row] = await db
    .select({ user: users, professional: professionals, jobTitle: companyEmployees.jobTitle })
    .from(users)
    .leftJoin(professionals, eq(professionals.userId, users.id))
    .leftJoin(companyEmployees, eq(companyEmployees.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const { user, professional } = row;
  return {
    email: user.email,
    initials: user.initials,
    firstName: user.firstName,
    infix: user.infix,
    lastName: user.lastName,
    phone: user.phone,
    country: user.country,
    postalCode: user.postalCode,
    houseNumber: user.houseNumber,
    houseNumberAddition: user.houseNumberAddition,
    street: user.street,
    city: user.city,
    loginNotification: user.loginNotificationEnabled,
    shownInRegister: professional ? professional.shownInRegister : null,
    registerStreet: professional?.registerStreet ?? null,
    registerHouseNumber: professional?.registerHouseNumber ?? null,
    registerHouseNumberAddition: professional?.registerHouseNumberAddition ?? null,
    registerPostalCode: professional?.registerPostalCode ?? null,
    registerCity: professional?.registerCity ?? null,
    registerPhone: professional?.registerPhone ?? null,
    jobTitle: row.jobTitle ?? null,
  };
}

const USER_COLUMNS = {
  initials: 'initials',
  firstName: 'firstName',
  infix: 'infix',
  lastName: 'lastName',
  phone: 'phone',
  country: 'country',
  postalCode: 'postalCode',
  houseNumber: 'houseNumber',
  houseNumberAddition: 'houseNumberAddition',
  street: 'street',
  city: 'city',
  loginNotification: 'loginNotificationEnabled',
} as const;

const PROFESSIONAL_COLUMNS = [
  'shownInRegister',
  'registerStreet',
  'registerHouseNumber',
  'registerHouseNumberAddition',
  'registerPostalCode',
  'registerCity',
  'registerPhone',
] as const;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Writes the given fields (already validated) to the tables they belong to. */
export async function writeAccountProfile(
  db: Db,
  userId: string,
  fields: Readonly<Record<string, unknown>>,
): Promise<void> {
  const userSet: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(USER_COLUMNS)) {
    if (!(field in fields)) continue;
    if (field === 'loginNotification') userSet[column] = fields[field] === true;
    // The last name is the one name an account always has.
    else if (field === 'lastName') userSet[column] = text(fields[field]) ?? undefined;
    else
      userSet[column] =
        field === 'country' ? (text(fields[field])?.toUpperCase() ?? null) : text(fields[field]);
  }
  const definedUserSet = Object.fromEntries(
    Object.entries(userSet).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(definedUserSet).length > 0)
    await db.update(users).set(definedUserSet).where(eq(users.id, userId));

  const professionalSet: Record<string, unknown> = {};
  for (const field of PROFESSIONAL_COLUMNS) {
    if (!(field in fields)) continue;
    professionalSet[field] = field === 'shownInRegister' ? fields[field] === true : text(fields[field]);
  }
  if (Object.keys(professionalSet).length > 0) {
    await db.update(professionals).set(professionalSet).where(eq(professionals.userId, userId));
  }
  if ('jobTitle' in fields) {
    await db
      .update(companyEmployees)
      .set({ jobTitle: text(fields.jobTitle) })
      .where(eq(companyEmployees.userId, userId));
  }
}

/**
 * Stores the finished state where the portal reads it: the professional's own flag, or the
 * organisation's for employees. A colleague's draft never marks a finished organisation unfinished.
 */
export async function storeProfileState(
  db: Db,
  userId: string,
  userType: string,
  unfinished: boolean,
): Promise<void> {
  if (userType === 'professional') {
    await db
      .update(professionals)
      .set({ hasUnfinishedProfile: unfinished })
      .where(eq(professionals.userId, userId));
    return;
  }
  if (unfinished) return;
  if (userType === 'companyEmployee') {
    const [employee] = await db.select().from(companyEmployees).where(eq(companyEmployees.userId, userId));
    if (employee)
      await db
        .update(companies)
        .set({ hasUnfinishedProfile: false })
        .where(eq(companies.id, employee.companyId));
  } else if (userType === 'educatorEmployee') {
    const [employee] = await db.select().from(educatorEmployees).where(eq(educatorEmployees.userId, userId));
    if (employee)
      await db
        .update(educators)
        .set({ hasUnfinishedProfile: false })
        .where(eq(educators.id, employee.educatorId));
  }
}
