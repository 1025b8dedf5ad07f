/**
 * A changed e-mail address is pending until the link mailed to the new address is opened: an
 * `emailChange` one-time token (stored hashed, valid 24 hours, single use) holds the account and the
 * new address. A newer request replaces an older one, and a password change or reset spends it; a
 * deactivated account cannot confirm. When the new address already has an account,
 * no token is made: its owner gets a mail saying someone tried, and the caller cannot tell.
 */
import type { PersonName } from '../domain/names';
import { recipientOf } from '../mail/recipient';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { hrefFor } from '@portal/shared/routes';
import type { Db } from '../db/connection';
import { isUniqueViolation } from '../db/errors';
import { oneTimeTokens, users } from '../db/schema';
import type { MailMessage } from '../mail/mailer';
import { addressInUseMail, emailChangeConfirmationMail, emailChangedMail } from '../mail/templates';
import { sha256 } from '../security/tokens';
import { dropPendingVerifications } from './email-verification';
import { issueTokenToFreeAddress } from './one-time-tokens';
import { endSessionsOfUser } from './session-store';

export const EMAIL_CHANGE_LINK_HOURS = 24;

/**
 * Spends every unused e-mail-change link of the account. Called by a newer request and by every
 * password change or reset: a link mailed before the password changed may have been asked for by
 * whoever the new password locks out.
 */
export async function revokePendingEmailChanges(db: Db, userId: string): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.purpose, 'emailChange'),
        eq(oneTimeTokens.userId, userId),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}

/**
 * Replaces the account's pending change by one to `newEmail` and returns the one mail to send, to the
 * new address either way: the confirmation link, or (address taken) the notice to its owner. Both
 * ways run the same two statements (revoke, conditional insert) so neither answers sooner.
 */
export async function requestEmailChange(
  db: Db,
  portalUrl: string,
  user: PersonName & { id: string },
  newEmail: string,
): Promise<{ mail: MailMessage; taken: boolean }> {
  return db.transaction(async (tx) => {
    // Earlier links of this account stop working: only the newest request can be confirmed.
    await revokePendingEmailChanges(tx, user.id);
    const issued = await issueTokenToFreeAddress(
      tx,
      'emailChange',
      { userId: user.id, email: newEmail },
      EMAIL_CHANGE_LINK_HOURS * 60,
    );
    // The owner of a taken address is not looked up: both ways must run the same statements.
    if (!issued) return { mail: addressInUseMail(newEmail), taken: true };
    const url = `${portalUrl}${hrefFor('confirmEmailChange', { token: issued.token })}`;
    return {
      mail: emailChangeConfirmationMail(
        recipientOf({ ...user, email: newEmail }),
        url,
        EMAIL_CHANGE_LINK_HOURS,
      ),
      taken: false,
    };
  });
}

export type EmailChangeOutcome =
  | { status: 'CHANGED'; userId: string; oldEmail: string; newEmail: string; mail: MailMessage }
  | { status: 'EXPIRED' | 'INVALID' }
  | { status: 'TAKEN'; newEmail: string };

/**
 * Opens a confirmation link: spends the token and moves the account to the new address (verified,
 * since the link reached it), drops activation links sent to the old address and ends the account's
 * sessions but this browser's (when it is the same account's). Returns the notice for
 * the old address. One transaction: a failure leaves the account and the token as they were.
 */
export async function confirmEmailChange(
  db: Db,
  token: string,
  current: { rawId: string; userId: string } | null,
): Promise<EmailChangeOutcome> {
  // Kept from the transaction's read for the answer when the move fails on a taken address.
  let newEmail = '';
  return db
    .transaction(async (tx): Promise<EmailChangeOutcome> => {
      const [row] = await tx
        .select({
          tokenId: oneTimeTokens.id,
          usedAt: oneTimeTokens.usedAt,
          newEmail: oneTimeTokens.email,
          expired: sql<boolean>`${oneTimeTokens.expiresAt} <= now()`,
          userId: users.id,
          oldEmail: users.email,
          initials: users.initials,
          firstName: users.firstName,
          infix: users.infix,
          lastName: users.lastName,
        })
        .from(oneTimeTokens)
        .innerJoin(users, eq(users.id, oneTimeTokens.userId))
        .where(
          and(
            eq(oneTimeTokens.purpose, 'emailChange'),
            eq(oneTimeTokens.tokenHash, sha256(token)),
            // Only an account that may sign in moves: a deactivated one answers like a wrong link.
            ne(users.userType, 'staff'),
            isNull(users.deactivatedAt),
          ),
        )
        .for('update');
      if (!row || row.usedAt || !row.newEmail) return { status: 'INVALID' };
      if (row.expired) return { status: 'EXPIRED' };
      const { userId, oldEmail } = row;
      newEmail = row.newEmail;
      await tx
        .update(oneTimeTokens)
        .set({ usedAt: sql`now()` })
        .where(eq(oneTimeTokens.id, row.tokenId));
      await tx.update(users).set({ email: newEmail, isVerified: true }).where(eq(users.id, userId));
      await dropPendingVerifications(tx, userId);
      await endSessionsOfUser(tx, userId, current?.userId === userId ? current.rawId : undefined);
      return {
        status: 'CHANGED',
        userId,
        oldEmail,
        newEmail,
        mail: emailChangedMail(recipientOf({ ...row, email: oldEmail }), newEmail),
      };
    })
    .catch((error: unknown): EmailChangeOutcome => {
      // Another account took the address after the link was sent: nothing changed, the link stays.
      if (!isUniqueViolation(error, 'users_email_key')) throw error;
      return { status: 'TAKEN', newEmail };
    });
}
