/**
 * The staff commands (`pnpm staff ...`). The same code runs inside the api (admin endpoint) and
 * in the command-line process when no api is running.
 */
import { desc } from 'drizzle-orm';
import { createImpersonationToken, IMPERSONATION_TOKEN_MINUTES } from '../auth/impersonation';
import type { Db } from '../db/connection';
import { findUserByEmail } from '../db/queries/accounts';
import { setPortalFlag } from '../db/queries/settings';
import { outbox } from '../db/schema';

export type StaffCommand =
  | { name: 'maintenance' | 'banner'; on: boolean }
  | { name: 'login-as'; email: string }
  | { name: 'mail' };

export interface StaffResult {
  ok: boolean;
  output: string;
}

export const STAFF_USAGE = [
  'Gebruik: pnpm staff <opdracht>',
  '  maintenance on|off   onderhoudsmodus aan- of uitzetten',
  '  banner on|off        de banner aan- of uitzetten',
  '  login-as <e-mail>    eenmalige link (5 minuten geldig) om mee te kijken in een account',
  '  mail                 de e-mails in de outbox tonen',
].join('\n');

/** Returns null for anything that is not a valid command line. */
export function parseStaffCommand(args: readonly string[]): StaffCommand | null {
  const [name, value, ...rest] = args;
  if (rest.length > 0) return null;
  if ((name === 'maintenance' || name === 'banner') && (value === 'on' || value === 'off')) {
    return { name, on: value === 'on' };
  }
  if (name === 'login-as' && value?.includes('@')) return { name, email: value };
  if (name === 'mail' && value === undefined) return { name };
  return null;
}

export async function runStaffCommand(
  db: Db,
  portalUrl: string,
  command: StaffCommand,
): Promise<StaffResult> {
  switch (command.name) {
    case 'maintenance':
      await setPortalFlag(db, 'maintenance', command.on);
      return { ok: true, output: `Onderhoudsmodus staat nu ${command.on ? 'aan' : 'uit'}.` };
    case 'banner':
      await setPortalFlag(db, 'banner', command.on);
      return { ok: true, output: `De banner staat nu ${command.on ? 'aan' : 'uit'}.` };
    case 'login-as':
      return loginAs(db, portalUrl, command.email);
    case 'mail':
      return listOutbox(db);
  }
}

async function loginAs(db: Db, portalUrl: string, email: string): Promise<StaffResult> {
  const user = await findUserByEmail(db, email);
  if (!user || user.userType === 'staff') {
    return { ok: false, output: `Er is geen portaalgebruiker met e-mailadres ${email}.` };
  }
  const token = await createImpersonationToken(db, user.id, 'pnpm staff');
  return {
    ok: true,
    output: [
      `Eenmalige link om mee te kijken in het account van ${user.email} (${IMPERSONATION_TOKEN_MINUTES} minuten geldig):`,
      `${portalUrl}/loginas/${token}`,
    ].join('\n'),
  };
}

async function listOutbox(db: Db): Promise<StaffResult> {
  const mails = await db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(50);
  if (mails.length === 0) return { ok: true, output: 'De outbox is leeg.' };
  const lines = mails.map((mail) => `${mail.createdAt.toISOString()}  aan ${mail.to}: ${mail.subject}`);
  return {
    ok: true,
    output: [`${mails.length} e-mail(s) in de outbox (nieuwste eerst):`, ...lines].join('\n'),
  };
}
