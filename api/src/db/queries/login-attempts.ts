/** The rows behind sign-in throttling (`login_failures`): in-flight and failed attempts. */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { loginFailures } from '../schema';

export async function forgetOldAttempts(db: Db): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, sql`now() - interval '1 hour'`));
}

export async function recordAttempt(db: Db, email: string, clientIp: string): Promise<number> {
  const [inserted] = await db
    .insert(loginFailures)
    .values({ email, clientIp })
    .returning({ id: loginFailures.id });
  if (!inserted) throw new Error('Inlogpoging kon niet worden vastgelegd.');
  return inserted.id;
}

export async function removeAttempt(db: Db, id: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, id));
}

export interface AttemptCounts {
  /** This address from this client in the last minute. */
  accountClientMinute: number;
  accountClientMinuteWait: number;
  /** This address from anywhere in the last hour. */
  accountHour: number;
  /** This client, any address, in the last minute. */
  clientMinute: number;
  clientMinuteWait: number;
}

export async function countAttempts(db: Db, email: string, clientIp: string): Promise<AttemptCounts> {
  const lastMinute = sql`${loginFailures.failedAt} > now() - interval '1 minute'`;
  const sameAccountClient = sql`${loginFailures.email} = ${email} and ${loginFailures.clientIp} = ${clientIp} and ${lastMinute}`;
  const sameClient = sql`${loginFailures.clientIp} = ${clientIp} and ${lastMinute}`;
  const sameAccount = sql`${loginFailures.email} = ${email}`;
  const [counts] = await db
    .select({
      accountClientMinute: sql<number>`count(*) filter (where ${sameAccountClient})`.mapWith(Number),
      accountClientMinuteWait:
        sql<number>`coalesce(extract(epoch from min(${loginFailures.failedAt}) filter (where ${sameAccountClient}) + interval '1 minute' - now()), 60)`.mapWith(
          Number,
        ),
      accountHour: sql<number>`count(*) filter (where ${sameAccount})`.mapWith(Number),
      clientMinute: sql<number>`count(*) filter (where ${sameClient})`.mapWith(Number),
      clientMinuteWait:
        sql<number>`coalesce(extract(epoch from min(${loginFailures.failedAt}) filter (where ${sameClient}) + interval '1 minute' - now()), 60)`.mapWith(
          Number,
        ),
    })
    .from(loginFailures)
    .where(
      and(
        sql`(${loginFailures.email} = ${email} or ${loginFailures.clientIp} = ${clientIp})`,
        gt(loginFailures.failedAt, sql`now() - interval '1 hour'`),
      ),
    );
  return (
    counts ?? {
      accountClientMinute: 0,
      accountClientMinuteWait: 60,
      accountHour: 0,
      clientMinute: 0,
      clientMinuteWait: 60,
    }
  );
}

/** After a successful login the address starts with a clean slate from this client. */
export async function clearAttempts(db: Db, email: string, clientIp: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.email, email), eq(loginFailures.clientIp, clientIp)));
}
