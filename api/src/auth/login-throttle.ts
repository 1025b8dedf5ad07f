/**
 * Login throttling in the database, so every api process counts the same attempts:
 * at most 5 failures per minute per e-mail address and client address together, and
 * 100 per hour per e-mail address (from anywhere).
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { loginFailures } from '../db/schema';

export const FAILURES_PER_MINUTE = 5;
export const FAILURES_PER_HOUR = 100;

export type AttemptGate =
  | { allowed: true; attemptId: number }
  | { allowed: false; retryAfterSeconds: number };

/**
 * Records the attempt as a failure before the password is checked, so parallel guesses see each
 * other; a successful login removes it again. A refused attempt is not counted.
 */
export async function reserveAttempt(db: Db, email: string, clientIp: string): Promise<AttemptGate> {
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, sql`now() - interval '1 hour'`));
  const [inserted] = await db
    .insert(loginFailures)
    .values({ email, clientIp })
    .returning({ id: loginFailures.id });
  if (!inserted) throw new Error('Inlogpoging kon niet worden vastgelegd.');
  const sameClient = sql`${loginFailures.clientIp} = ${clientIp} and ${loginFailures.failedAt} > now() - interval '1 minute'`;
  const [counts] = await db
    .select({
      minute: sql<number>`count(*) filter (where ${sameClient})`.mapWith(Number),
      minuteWait:
        sql<number>`extract(epoch from min(${loginFailures.failedAt}) filter (where ${sameClient}) + interval '1 minute' - now())`.mapWith(
          Number,
        ),
      hour: sql<number>`count(*)`.mapWith(Number),
      hourWait:
        sql<number>`extract(epoch from min(${loginFailures.failedAt}) + interval '1 hour' - now())`.mapWith(
          Number,
        ),
    })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.failedAt, sql`now() - interval '1 hour'`)));
  // The counts include this attempt, hence "more than" the limit.
  const waits: number[] = [];
  if ((counts?.minute ?? 0) > FAILURES_PER_MINUTE) waits.push(counts?.minuteWait ?? 60);
  if ((counts?.hour ?? 0) > FAILURES_PER_HOUR) waits.push(counts?.hourWait ?? 3600);
  if (waits.length === 0) return { allowed: true, attemptId: inserted.id };
  await db.delete(loginFailures).where(eq(loginFailures.id, inserted.id));
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits))) };
}

/** After a successful login the address starts with a clean slate from this client. */
export async function clearFailures(db: Db, email: string, clientIp: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.email, email), eq(loginFailures.clientIp, clientIp)));
}

export function throttledMessage(retryAfterSeconds: number): string {
  if (retryAfterSeconds <= 60) {
    return `Te veel inlogpogingen. Probeer het over ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'seconde' : 'seconden'} opnieuw.`;
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Te veel inlogpogingen. Probeer het over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} opnieuw.`;
}
