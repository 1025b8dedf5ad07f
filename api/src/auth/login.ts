/**
 * Signing in with e-mail address and password. Every failure looks the same to the caller:
 * unknown address, wrong password and staff accounts (which have no portal access) alike.
 */
import type { Db } from '../db/connection';
import { findUserByEmail } from '../db/queries/accounts';
import { verifyDummyPassword, verifyPassword } from '../security/password';
import { clearFailures, reserveAttempt } from './login-throttle';
import { createSession, type ActiveSession, type SessionLifetime } from './session-store';

export type LoginOutcome =
  | { status: 'LOGGED_IN'; session: ActiveSession }
  | { status: 'INVALID_CREDENTIALS' }
  | { status: 'THROTTLED'; retryAfterSeconds: number }
  | { status: 'SEND_LINK'; email: string };

export interface LoginAttempt {
  email: string;
  password: string;
  clientIp: string;
  lifetime: SessionLifetime;
}

export async function attemptLogin(db: Db, attempt: LoginAttempt): Promise<LoginOutcome> {
  const email = attempt.email.trim().toLowerCase();
  const gate = await reserveAttempt(db, email, attempt.clientIp);
  if (!gate.allowed) {
    return 'sendLink' in gate
      ? { status: 'SEND_LINK', email }
      : { status: 'THROTTLED', retryAfterSeconds: gate.retryAfterSeconds };
  }

  const user = await findUserByEmail(db, email);
  const passwordMatches = user
    ? await verifyPassword(user.passwordHash, attempt.password)
    : await verifyDummyPassword(attempt.password);
  if (!user || !passwordMatches || user.userType === 'staff' || user.deactivatedAt)
    return { status: 'INVALID_CREDENTIALS' };

  await clearFailures(db, email, attempt.clientIp);
  const session = await createSession(db, user, { impersonating: false, lifetime: attempt.lifetime });
  return { status: 'LOGGED_IN', session };
}
