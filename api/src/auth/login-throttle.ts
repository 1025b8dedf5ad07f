/**
 * Login throttling in the database, so every api process counts the same attempts (ASVS 2.2.1):
 * - at most 5 failures per minute per e-mail address from one client address;
 * - at most 20 attempts per minute per client address across all addresses (password spraying);
 * - past 100 failures per hour for one address from anywhere, the password is no longer checked:
 *   the owner gets a one-time login link by e-mail instead. A refusal there would let anyone lock
 *   anyone out, since failures from one client must never refuse the right password from another.
 */
import type { Db } from '../db/connection';
import {
  clearAttempts,
  countAttempts,
  forgetOldAttempts,
  recordAttempt,
  removeAttempt,
} from '../db/queries/login-attempts';

export const FAILURES_PER_MINUTE = 5;
export const ATTEMPTS_PER_CLIENT_PER_MINUTE = 20;
export const FAILURES_PER_HOUR = 100;

export type AttemptGate =
  | { allowed: true; attemptId: number }
  | { allowed: false; retryAfterSeconds: number }
  | { allowed: false; sendLink: true };

/**
 * Records the attempt as a failure before the password is checked, so parallel guesses see each
 * other; a successful login removes it again. A refused attempt is not counted against the address.
 */
export async function reserveAttempt(db: Db, email: string, clientIp: string): Promise<AttemptGate> {
  await forgetOldAttempts(db);
  const attemptId = await recordAttempt(db, email, clientIp);
  const counts = await countAttempts(db, email, clientIp);
  // The counts include this attempt, hence "more than" the limit.
  const waits: number[] = [];
  if (counts.accountClientMinute > FAILURES_PER_MINUTE) waits.push(counts.accountClientMinuteWait);
  if (counts.clientMinute > ATTEMPTS_PER_CLIENT_PER_MINUTE) waits.push(counts.clientMinuteWait);
  if (waits.length > 0) {
    await removeAttempt(db, attemptId);
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits))) };
  }
  if (counts.accountHour > FAILURES_PER_HOUR) {
    // The attempt stays counted for this client (spraying), but says nothing about the password.
    return { allowed: false, sendLink: true };
  }
  return { allowed: true, attemptId };
}

/**
 * A second sign-in in the same request (an alias or a batched operation) is not checked, but it
 * counts against the client's per-minute limit like any attempt.
 */
export async function countUncheckedAttempt(db: Db, email: string, clientIp: string): Promise<void> {
  await recordAttempt(db, email, clientIp);
}

export async function clearFailures(db: Db, email: string, clientIp: string): Promise<void> {
  await clearAttempts(db, email, clientIp);
}

export function throttledMessage(retryAfterSeconds: number): string {
  if (retryAfterSeconds <= 60) {
    return `Te veel inlogpogingen. Probeer het over ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'seconde' : 'seconden'} opnieuw.`;
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Te veel inlogpogingen. Probeer het over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} opnieuw.`;
}

export const LOGIN_LINK_SENT_MESSAGE = 'We hebben je een e-mail gestuurd om in te loggen.';
export const ONE_LOGIN_PER_REQUEST_MESSAGE =
  'Per verzoek kan maar één keer worden ingelogd. Probeer het opnieuw met één inlogpoging.';
