/**
 * `pnpm staff organisations`, `confirm-organisation` and `reject-organisation`: staff check a new
 * company (by KvK number) or training provider (by name) before it may act. The decision mails the
 * organisation's employees in Dutch; the command line records who decided (`--by`, required).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { companies, companyEmployees, educatorEmployees, educators, users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { recipientByEmail } from '../mail/recipient';
import { organisationConfirmedMail, organisationRejectedMail } from '../mail/templates';
import type { StaffResult } from './commands';

const KVK_PATTERN = /^\d{8}$/;

function day(value: Date): string {
  return value.toISOString().slice(0, 10);
}

export async function listWaitingOrganisations(db: Db): Promise<StaffResult> {
  const waitingCompanies = await db
    .select({ name: companies.name, key: companies.kvkNumber, registeredAt: companies.registeredAt })
    .from(companies)
    .where(eq(companies.verification, 'pending'));
  const waitingEducators = await db
    .select({ name: educators.name, registeredAt: educators.registeredAt })
    .from(educators)
    .where(eq(educators.verification, 'pending'));
  const rows = [
    ...waitingCompanies.map((row) => ({ ...row, line: `werkgever   KvK ${row.key ?? '-'}  ${row.name}` })),
    ...waitingEducators.map((row) => ({ ...row, line: `opleider    ${row.name}` })),
  ].sort((a, b) => a.registeredAt.getTime() - b.registeredAt.getTime());
  if (rows.length === 0) return { ok: true, output: 'Er wachten geen organisaties op controle.' };
  return {
    ok: true,
    output: [
      'Organisaties in behandeling (oudste eerst):',
      ...rows.map((row) => `  ${day(row.registeredAt)}  ${row.line}`),
    ].join('\n'),
  };
}

type Found =
  | { kind: 'company'; id: string; name: string; verification: string }
  | { kind: 'educator'; id: string; name: string; verification: string };

async function findOrganisation(db: Db, key: string): Promise<Found | null> {
  if (KVK_PATTERN.test(key)) {
    const [company] = await db.select().from(companies).where(eq(companies.kvkNumber, key));
    if (company) return { kind: 'company', ...company };
  }
  const [educator] = await db
    .select()
    .from(educators)
    .where(sql`lower(${educators.name}) = lower(${key})`);
  return educator ? { kind: 'educator', ...educator } : null;
}

async function employeeAddresses(db: Db, organisation: Found): Promise<string[]> {
  const rows =
    organisation.kind === 'company'
      ? await db
          .select({ email: users.email })
          .from(companyEmployees)
          .innerJoin(users, eq(users.id, companyEmployees.userId))
          .where(eq(companyEmployees.companyId, organisation.id))
          .orderBy(asc(users.createdAt))
      : await db
          .select({ email: users.email })
          .from(educatorEmployees)
          .innerJoin(users, eq(users.id, educatorEmployees.userId))
          .where(eq(educatorEmployees.educatorId, organisation.id))
          .orderBy(asc(users.createdAt));
  return rows.map((row) => row.email);
}

export async function decideOrganisation(
  db: Db,
  mailer: Mailer,
  portalUrl: string,
  decision: 'confirm' | 'reject',
  key: string,
  reason: string | null,
  /** The staff member deciding: every staff command requires --by centrally (commands.ts). */
  by: string,
): Promise<StaffResult> {
  const organisation = await findOrganisation(db, key.trim());
  if (!organisation) {
    return { ok: false, output: `Er is geen werkgever met KvK-nummer of opleider met naam ${key}.` };
  }
  if (organisation.verification !== 'pending') {
    return { ok: false, output: `${organisation.name} is niet in behandeling.` };
  }
  const change = {
    verification: decision === 'confirm' ? ('confirmed' as const) : ('rejected' as const),
    verificationReason: reason,
    verifiedAt: new Date(),
    verifiedBy: by,
  };
  const table = organisation.kind === 'company' ? companies : educators;
  // Only from 'pending': two staff members deciding at once cannot both win.
  const updated = await db
    .update(table)
    .set(change)
    .where(and(eq(table.id, organisation.id), eq(table.verification, 'pending')))
    .returning({ id: table.id });
  if (updated.length === 0) return { ok: false, output: `${organisation.name} is niet in behandeling.` };
  const addresses = await employeeAddresses(db, organisation);
  for (const address of addresses) {
    const to = await recipientByEmail(db, address);
    await mailer.send(
      decision === 'confirm'
        ? organisationConfirmedMail(to, organisation.name, portalUrl)
        : organisationRejectedMail(to, organisation.name, reason ?? ''),
    );
  }
  const verb = decision === 'confirm' ? 'bevestigd' : 'afgewezen';
  return {
    ok: true,
    output: `${organisation.name} is ${verb}; ${addresses.length === 1 ? 'de medewerker krijgt' : `${addresses.length} medewerkers krijgen`} een e-mail.`,
  };
}
