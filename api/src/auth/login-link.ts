/**
 * One-time login links, sent instead of checking the password once an address has had too many
 * failures this hour. The link opens `/loginas/{token}`, the same screen staff links use, which
 * redeems it through `loginAsPortalUser`.
 */
import { recipientOf } from '../mail/recipient';
import type { Db } from '../db/connection';
import { findUserByEmail, findUserById } from '../db/queries/accounts';
import type { Mailer } from '../mail/mailer';
import { loginLinkMail } from '../mail/templates';
import { countRecentTokens, issueToken, redeemToken } from './one-time-tokens';
import type { UserRow } from './session-store';

export const LOGIN_LINK_MINUTES = 15;
/** One link per address per quarter hour, so the sign-in form cannot be used to flood a mailbox. */
const LINKS_PER_WINDOW = 1;

export async function sendLoginLink(db: Db, mailer: Mailer, email: string, portalUrl: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user || user.userType === 'staff' || user.deactivatedAt) return;
  if ((await countRecentTokens(db, 'loginLink', email, LOGIN_LINK_MINUTES)) >= LINKS_PER_WINDOW) return;
  const { token } = await issueToken(db, 'loginLink', { userId: user.id, email }, LOGIN_LINK_MINUTES);
  await mailer.send(
    loginLinkMail(recipientOf({ ...user, email }), `${portalUrl}/loginas/${token}`, LOGIN_LINK_MINUTES),
  );
}

/** The account a login link opens; null when the link is wrong, used or expired. */
export async function redeemLoginLink(db: Db, token: string): Promise<UserRow | null> {
  const row = await redeemToken(db, 'loginLink', token);
  if (!row?.userId) return null;
  const user = await findUserById(db, row.userId);
  return user && user.userType !== 'staff' && !user.deactivatedAt ? user : null;
}
