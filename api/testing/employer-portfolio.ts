/**
 * The employer overview's test setup, shared by the tests that read it (employer-professionals,
 * link-register-facts): a test app with the employer portfolio seeded (werkgever@demo.nl's company
 * with its 520 links) and the approved registration of a demo professional.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/connection';
import { professionals, registrations, users } from '../src/db/schema';
import { seedEmployerPortfolio } from '../src/db/seed/employer-portfolio';
import { withTestApp, type TestApp } from './test-app';

/** The employer's operations go to the portal endpoint. */
export const PORTAL = { endpoint: 'portal' as const };

/** A test app (see withTestApp) with the employer portfolio seeded once before the file's tests. */
export function withEmployerPortfolio(): TestApp {
  const t = withTestApp();
  beforeAll(async () => {
    await seedEmployerPortfolio(t.db);
  });
  return t;
}

export interface ApprovedRegistration {
  professionalId: string;
  userId: string;
  registrationId: string;
  /** The registration number, which the overview is searched by. */
  number: string;
}

/** The approved registration of the professional signed in as `email` (the seed gives each one). */
export async function approvedRegistrationOf(db: Db, email: string): Promise<ApprovedRegistration> {
  const [row] = await db
    .select({
      professionalId: professionals.id,
      userId: users.id,
      registrationId: registrations.id,
      number: registrations.registrationNumber,
    })
    .from(registrations)
    .innerJoin(professionals, eq(professionals.id, registrations.professionalId))
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(and(eq(users.email, email), eq(registrations.status, 'approved')));
  if (!row?.number) throw new Error(`${email} has no approved registration with a number`);
  return { ...row, number: row.number };
}
