/** Inserting a new portal account with its role rows (inside the caller's transaction). */
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../security/password';
import type { Db } from '../connection';
import { companies, companyEmployees, educatorEmployees, educators, professionals, users } from '../schema';

export type PortalUserType = 'professional' | 'companyEmployee' | 'educatorEmployee';

export interface NewAccount {
  type: PortalUserType;
  email: string;
  password: string;
  initials: string | null;
  firstName: string | null;
  infix: string | null;
  lastName: string;
  phone: string | null;
  jobTitle: string | null;
}

/** Where a company or educator employee belongs: an existing organisation, or a new one. */
export type Organisation =
  | { kind: 'existing'; companyId?: string | null; educatorId?: string | null }
  | { kind: 'newCompany'; name: string; kvkNumber: string }
  | { kind: 'newEducator'; name: string }
  | { kind: 'none' };

export async function companyByKvk(db: Db, kvkNumber: string) {
  const [row] = await db.select().from(companies).where(eq(companies.kvkNumber, kvkNumber));
  return row ?? null;
}

export async function educatorByName(db: Db, name: string) {
  const [row] = await db.select().from(educators).where(eq(educators.name, name));
  return row ?? null;
}

async function organisationIds(db: Db, organisation: Organisation) {
  switch (organisation.kind) {
    case 'existing':
      return { companyId: organisation.companyId ?? null, educatorId: organisation.educatorId ?? null };
    case 'newCompany': {
      const [company] = await db
        .insert(companies)
        .values({ name: organisation.name, kvkNumber: organisation.kvkNumber, hasUnfinishedProfile: true })
        .returning({ id: companies.id });
      return { companyId: company?.id ?? null, educatorId: null };
    }
    case 'newEducator': {
      const [educator] = await db
        .insert(educators)
        .values({ name: organisation.name, hasUnfinishedProfile: true })
        .returning({ id: educators.id });
      return { companyId: null, educatorId: educator?.id ?? null };
    }
    case 'none':
      return { companyId: null, educatorId: null };
  }
}

export async function insertAccount(db: Db, account: NewAccount, organisation: Organisation) {
  const [user] = await db
    .insert(users)
    .values({
      email: account.email,
      passwordHash: await hashPassword(account.password),
      userType: account.type,
      isVerified: false,
      initials: account.initials,
      firstName: account.firstName,
      infix: account.infix,
      lastName: account.lastName,
      phone: account.phone,
    })
    .returning();
  if (!user) throw new Error('Account kon niet worden opgeslagen.');
  const { companyId, educatorId } = await organisationIds(db, organisation);
  // The first employee of a new organisation is its beheerder; an invited colleague a contactpersoon.
  const role = organisation.kind === 'existing' ? 'contactpersoon' : 'beheerder';
  if (account.type === 'professional') {
    await db.insert(professionals).values({ userId: user.id, hasUnfinishedProfile: true });
  } else if (account.type === 'companyEmployee') {
    if (!companyId) throw new Error('Werkgever zonder organisatie.');
    await db
      .insert(companyEmployees)
      .values({ userId: user.id, companyId, jobTitle: account.jobTitle, role });
  } else {
    if (!educatorId) throw new Error('Opleider zonder organisatie.');
    await db.insert(educatorEmployees).values({ userId: user.id, educatorId, role });
  }
  return user;
}
