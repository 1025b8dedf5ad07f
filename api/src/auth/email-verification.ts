/**
 * E-mail verification (account activation): a verification row whose id and a random link uuid
 * (stored hashed) form the link `/account-activatie/{id}/{linkUuid}`. Resending is throttled.
 */
import type { PersonName } from '../domain/names';
import { recipientOf } from '../mail/recipient';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { accountVerifications, users } from '../db/schema';
import { activationMail } from '../mail/templates';
import type { MailMessage } from '../mail/mailer';
import { safeEqual, sha256 } from '../security/tokens';
import { isUuid } from './one-time-tokens';

export const VERIFICATION_LINK_HOURS = 24;
export const RESENDS_PER_MINUTE = 1;
export const RESENDS_PER_HOUR = 5;

/** Stores a new verification and returns the activation mail; send it after the transaction. */
export async function createVerification(
  db: Db,
  portalUrl: string,
  user: PersonName & { id: string; email: string },
): Promise<MailMessage> {
  const linkUuid = randomUUID();
  const [row] = await db
    .insert(accountVerifications)
    .values({
      userId: user.id,
      linkHash: sha256(linkUuid),
      verificationLinkExpiresAt: sql`now() + make_interval(hours => ${VERIFICATION_LINK_HOURS})`,
    })
    .returning({ id: accountVerifications.id });
  if (!row) throw new Error('Verificatie kon niet worden opgeslagen.');
  return activationMail(
    recipientOf(user),
    `${portalUrl}/account-activatie/${row.id}/${linkUuid}`,
    VERIFICATION_LINK_HOURS,
  );
}

/** Links sent to an earlier address must not verify the new one. */
export async function dropPendingVerifications(db: Db, userId: string): Promise<void> {
  await db
    .delete(accountVerifications)
    .where(and(eq(accountVerifications.userId, userId), isNull(accountVerifications.verifiedAt)));
}

/** Whether another activation mail may go out now (1 per minute, 5 per hour). */
export async function mayResend(db: Db, userId: string): Promise<boolean> {
  const recent = await db
    .select({ createdAt: accountVerifications.createdAt })
    .from(accountVerifications)
    .where(
      and(
        eq(accountVerifications.userId, userId),
        gt(accountVerifications.createdAt, sql`now() - interval '1 hour'`),
      ),
    )
    .orderBy(desc(accountVerifications.createdAt));
  const minuteAgo = Date.now() - 60_000;
  const lastMinute = recent.filter((row) => row.createdAt.getTime() > minuteAgo).length;
  return lastMinute < RESENDS_PER_MINUTE && recent.length < RESENDS_PER_HOUR;
}

/**
 * ALREADY_ACTIVE: a genuine link (its secret matches) of an account that is active already, such as
 * the same link opened a second time. Only whoever holds the link learns it, and they are told to
 * sign in rather than to ask for a new mail they do not need.
 */
export type VerificationOutcome = 'VERIFIED' | 'ALREADY_ACTIVE' | 'EXPIRED' | 'INVALID';

export async function verifyEmailLink(db: Db, id: string, linkUuid: string): Promise<VerificationOutcome> {
  if (!isUuid(id)) return 'INVALID';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        verification: accountVerifications,
        expired: sql<boolean>`${accountVerifications.verificationLinkExpiresAt} <= now()`,
      })
      .from(accountVerifications)
      .where(eq(accountVerifications.id, id))
      .for('update');
    const verification = row?.verification;
    if (!row || !verification?.linkHash || !safeEqual(verification.linkHash, sha256(linkUuid)))
      return 'INVALID';
    if (verification.verifiedAt) return 'ALREADY_ACTIVE';
    const [owner] = await tx
      .select({ isVerified: users.isVerified })
      .from(users)
      .where(eq(users.id, verification.userId));
    if (owner?.isVerified) return 'ALREADY_ACTIVE';
    if (row.expired) return 'EXPIRED';
    await tx
      .update(accountVerifications)
      .set({ verifiedAt: sql`now()` })
      .where(eq(accountVerifications.id, id));
    await tx.update(users).set({ isVerified: true }).where(eq(users.id, verification.userId));
    return 'VERIFIED';
  });
}
