/**
 * Invitations: an employee of a company or training provider invites a colleague, whose new
 * account then joins that organisation. Shared by `inviteColleague` and `pnpm staff invite`.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { findCompanyEmployee, findEducatorEmployee } from '../db/queries/accounts';
import { companies, educators, oneTimeTokens } from '../db/schema';
import { invitationMail } from '../mail/templates';
import type { MailMessage } from '../mail/mailer';
import { issueToken, type OneTimeTokenRow } from './one-time-tokens';

export const INVITATION_DAYS = 7;
/** Invitations are mail to any address: a limit keeps an account from being used to spam. */
export const INVITATIONS_PER_HOUR = 20;

export async function countInvitationsBy(db: Db, inviterId: string, minutes: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.purpose, 'invitation'),
        eq(oneTimeTokens.userId, inviterId),
        gt(oneTimeTokens.createdAt, sql`now() - make_interval(mins => ${minutes})`),
      ),
    );
  return row?.total ?? 0;
}

export interface IssuedInvitation {
  url: string;
  mail: MailMessage;
}

interface InvitingOrganisation {
  companyId: string | null;
  educatorId: string | null;
  name: string;
  /** The create-account route of that kind of user. */
  path: 'werkgever' | 'opleidingsaanbieder';
}

async function organisationOfInviter(
  db: Db,
  inviter: { id: string; userType: string },
): Promise<InvitingOrganisation | null> {
  if (inviter.userType === 'companyEmployee') {
    const row = await findCompanyEmployee(db, inviter.id);
    return row && { companyId: row.company.id, educatorId: null, name: row.company.name, path: 'werkgever' };
  }
  if (inviter.userType === 'educatorEmployee') {
    const row = await findEducatorEmployee(db, inviter.id);
    return (
      row && {
        companyId: null,
        educatorId: row.educator.id,
        name: row.educator.name,
        path: 'opleidingsaanbieder',
      }
    );
  }
  return null;
}

/** Null when the inviter is neither a company nor an educator employee. */
export async function createInvitation(
  db: Db,
  portalUrl: string,
  inviter: { id: string; userType: string },
  inviteeEmail: string,
): Promise<IssuedInvitation | null> {
  const email = inviteeEmail.trim().toLowerCase();
  const subject = await organisationOfInviter(db, inviter);
  if (!subject) return null;
  const { token } = await issueToken(
    db,
    'invitation',
    { userId: inviter.id, email, companyId: subject.companyId, educatorId: subject.educatorId },
    INVITATION_DAYS * 24 * 60,
  );
  const url = `${portalUrl}/account-aanmaken/${subject.path}/${token}`;
  return { url, mail: invitationMail(email, subject.name, url, INVITATION_DAYS) };
}

export async function organisationOfInvitation(db: Db, invitation: OneTimeTokenRow) {
  if (invitation.companyId) {
    const [company] = await db.select().from(companies).where(eq(companies.id, invitation.companyId));
    return company ? { name: company.name, type: 'companyEmployee' as const } : null;
  }
  if (invitation.educatorId) {
    const [educator] = await db.select().from(educators).where(eq(educators.id, invitation.educatorId));
    return educator ? { name: educator.name, type: 'educatorEmployee' as const } : null;
  }
  return null;
}
