/**
 * The staff commands (`pnpm staff ...`). The same code runs inside the api (admin endpoint) and
 * in the command-line process when no api is running.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SILENT_AUDIT_LOG, type AuditLog } from '../audit/audit-log';
import { createInvitation, INVITATION_DAYS } from '../auth/invitations';
import { issueToken } from '../auth/one-time-tokens';
import { endSessionsOfUser } from '../auth/session-store';
import { createImpersonationToken, IMPERSONATION_TOKEN_MINUTES } from '../auth/impersonation';
import type { Db } from '../db/connection';
import { findUserByEmail } from '../db/queries/accounts';
import { setPortalFlag } from '../db/queries/settings';
import { listInvoices, showMail } from './read-commands';
import type { Mailer } from '../mail/mailer';
import { OutboxMailer } from '../mail/outbox-mailer';
import { decideApplication, listPendingApplications, recordVogByStaff } from './registration-commands';
import { users } from '../db/schema';
import { yearlyInvoices } from './yearly-invoice-command';
import { decideOrganisation, listWaitingOrganisations } from './organisation-commands';
import { decideReRegistration, listPendingReRegistrations } from './re-registration-commands';
import {
  decideRequest,
  listPendingRequests,
  parseRequestCommand,
  type RequestCommand,
} from './request-commands';
import { sendReRegistrationReminders } from '../jobs/re-registration-reminders';
import { sendEmployerDigests } from '../jobs/employer-digests';
import { parseMeasureCommand, recordMeasureByStaff, type MeasureCommand } from './measure-command';
import { adviseByEmail, parseAdviseCommand, type AdviseCommand } from './training-advice-commands';
import { decideProgramme, listPendingProgrammes, PROGRAMME_DECISIONS } from './programme-commands';
import type { ProgrammeDecision } from '../db/queries/practical-programmes';
import {
  decideAccreditation,
  listPendingAccreditations,
  type AccreditationDecision,
} from './accreditation-commands';
import { sampleParticipants } from './sample-participants-command';

export const MIGRATION_TOKEN_DAYS = 14;

type Command =
  | { name: 'maintenance' | 'banner'; on: boolean }
  | { name: 'login-as'; email: string }
  | { name: 'mail'; email?: string }
  | { name: 'invoices'; email: string }
  | { name: 'migration-token'; email: string }
  | { name: 'invite'; inviter: string; invitee: string }
  | { name: 'deactivate'; email: string }
  | { name: 'registrations' }
  | { name: 'yearly-invoices' }
  | { name: 'approve'; email: string }
  | { name: 'reject' | 'incomplete'; email: string; reason: string }
  | { name: 'vog'; email: string; issuedOn: string }
  | { name: 'organisations' }
  | { name: 'confirm-organisation'; organisation: string }
  | { name: 'reject-organisation'; organisation: string; reason: string }
  | { name: 'reregistrations' }
  | { name: 'approve-reregistration'; email: string }
  | { name: 'reject-reregistration'; email: string; reason: string }
  | { name: 'run-jobs'; jobs: string[] }
  | RequestCommand
  | MeasureCommand
  | AdviseCommand
  | { name: 'reminders'; day?: string }
  | { name: 'employer-digests'; day?: string }
  | { name: 'programmes' }
  | { name: 'decide-programme'; programme: string; decision: ProgrammeDecision; reason: string | null }
  | { name: 'accreditations' }
  | { name: 'decide-accreditation'; uuid: string; decision: AccreditationDecision; reason: string | null }
  | { name: 'sample-participants'; count: number };

/** `--by <e-mail>`: the active staff member giving the command; required, and in the audit log. */
export type StaffCommand = Command & { by?: string };

export interface StaffResult {
  ok: boolean;
  output: string;
}

export const STAFF_USAGE = [
  'Gebruik: pnpm staff <opdracht>',
  '  maintenance on|off   onderhoudsmodus aan- of uitzetten',
  '  banner on|off        de banner aan- of uitzetten',
  '  login-as <e-mail> --by <e-mail medewerker>   eenmalige link (5 minuten geldig) om mee te kijken',
  '  mail [<e-mail>]      de e-mails in de outbox tonen (met een adres: de volledige tekst);',
  '                       met SMTP de wachtrij: per e-mail wachtend, verzonden of mislukt, zonder inhoud',
  '  invoices <e-mail>    de facturen van een gebruiker, met hun betaallink',
  '  migration-token <e-mail>           eenmalige link om een gemigreerd account af te ronden (alleen gemigreerde accounts)',
  '  invite <uitnodiger> <genodigde>    uitnodigingslink voor een collega van een werkgever of opleider',
  '  deactivate <e-mail>                account deactiveren (alle sessies eindigen)',
  '  registrations                      aanvragen in behandeling, oudste eerst',
  '  approve <e-mail>                   de aanvraag in behandeling goedkeuren',
  '  reject <e-mail> <reden...>         de aanvraag in behandeling afwijzen',
  '  incomplete <e-mail> <reden...>     de aanvraag in behandeling op onvolledig zetten',
  '  vog <e-mail> <JJJJ-MM-DD>          een VOG met die afgiftedatum vastleggen',
  '  reregistrations                    herregistraties in behandeling, oudste eerst',
  '  approve-reregistration <e-mail>    de herregistratie goedkeuren (nieuwe periode vanaf de indiendatum)',
  '  reject-reregistration <e-mail> <reden...>   de herregistratie afwijzen',
  '  requests                           verzoeken in behandeling (uitstel, scholingsadvies, herintreding, kamer- en targetwissel), oudste eerst, met hun uuid',
  '  decide <uuid> approve|reject [reden...]   een verzoek goedkeuren of afwijzen (afwijzen met reden)',
  '                                     (scholingsadvies: approve <advies...> geeft het advies, reject <reden...> stuurt de aanvraag terug)',
  '  advise <e-mail> <advies...>        het scholingsadvies geven op de ingediende aanvraag (de professional krijgt een e-mail)',
  '  measure <e-mail> <waarschuwing|berisping|voorwaardelijke-schorsing|schorsing|doorhaling> <van> [tot] [--niet-openbaar] <besluit...>',
  '                                     een tuchtrechtelijke maatregel vastleggen (JJJJ-MM-DD; doorhaling beëindigt de registratie;',
  '                                     gekoppelde werkgevers zien een schorsing of doorhaling als mutatie)',
  '  reminders [JJJJ-MM-DD]             herinneringen 6, 3 en 1 maand voor de herregistratiedeadline (elk eenmaal)',
  '  employer-digests [JJJJ-MM-DD]      de e-mailoverzichten van contactpersonen (dagelijks; wekelijks op maandag), elke wijziging eenmaal',
  '  yearly-invoices                    de jaarfacturen van dit jaar maken (met incassokorting)',
  '  organisations                      werkgevers en opleiders in behandeling, oudste eerst',
  '  confirm-organisation <kvk-nummer|naam opleider> --by <e-mail medewerker>',
  '                                     de organisatie bevestigen (de medewerkers krijgen een e-mail)',
  '  reject-organisation <kvk-nummer|naam opleider> --by <e-mail medewerker> <reden...>',
  '                                     de organisatie afwijzen, met de reden',
  '  run-jobs [<taak>...]               de geplande taken nu draaien, elk één keer over alle api-processen',
  '  programmes                         praktijkprogramma’s in behandeling, oudste eerst',
  '  decide-programme <uuid> approve|reject|incomplete [reden...]',
  '                                     over een praktijkprogramma beslissen (het bedrijf krijgt een e-mail)',
  '  accreditations                     accreditaties in behandeling, oudste eerst (met uuid)',
  '  decide-accreditation <uuid> approve|reject|incomplete [reden...]',
  '                                     de accreditatie beslissen (afwijzen en onvolledig met reden); de opleider krijgt een e-mail',
  '  sample-participants <aantal>       zoveel geldige registratienummers met achternaam (Jeugd- en gezinsprofessionals)',
  'Elke opdracht vraagt --by <e-mail medewerker>: de actieve medewerker die de opdracht geeft.',
  'Zonder --by gebeurt er niets; elke opdracht, ook het bekijken van e-mails en facturen, komt in het auditlog.',
].join('\n');

/** Returns null for anything that is not a valid command line. */
export function parseStaffCommand(args: readonly string[]): StaffCommand | null {
  const at = args.indexOf('--by');
  if (at === -1) return parseCommand(args);
  const by = args[at + 1];
  if (!by?.includes('@')) return null;
  const command = parseCommand([...args.slice(0, at), ...args.slice(at + 2)]);
  return command ? { ...command, by: by.toLowerCase() } : null;
}

/** 'YYYY-MM-DD' of a day that exists: Date.parse takes '2026-02-30' as 2 March, which no one meant. */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** undefined: not a programme command; null: one of them, used wrongly. */
function parseProgrammeCommand(args: readonly string[]): Command | null | undefined {
  const [name, programme, decision, ...rest] = args;
  if (name === 'programmes') return args.length === 1 ? { name } : null;
  if (name !== 'decide-programme') return undefined;
  if (!programme || !PROGRAMME_DECISIONS.includes(decision as ProgrammeDecision)) return null;
  const reason = rest.join(' ').trim() || null;
  return { name, programme, decision: decision as ProgrammeDecision, reason };
}

function parseCommand(args: readonly string[]): Command | null {
  const [name, value, ...rest] = args;
  const programmeCommand = parseProgrammeCommand(args);
  if (programmeCommand !== undefined) return programmeCommand;
  const organisationCommand = parseOrganisationCommand(args);
  if (organisationCommand !== undefined) return organisationCommand;
  if (args[0] === 'reminders' || args[0] === 'employer-digests') {
    const [, day, ...extra] = args;
    const job = args[0] as 'reminders' | 'employer-digests';
    if (extra.length > 0) return null;
    if (day === undefined) return { name: job };
    return isCalendarDay(day) ? { name: job, day } : null;
  }
  const measureCommand = parseMeasureCommand(args);
  if (measureCommand !== undefined) return measureCommand;
  const adviseCommand = parseAdviseCommand(args);
  if (adviseCommand !== undefined) return adviseCommand;
  const requestCommand = parseRequestCommand(args);
  if (requestCommand !== undefined) return requestCommand;
  const accreditationCommand = parseAccreditationCommand(args);
  if (accreditationCommand !== undefined) return accreditationCommand;
  const reRegistrationCommand = parseReRegistrationCommand(args);
  if (reRegistrationCommand !== undefined) return reRegistrationCommand;
  const registrationCommand = parseRegistrationCommand(args);
  if (registrationCommand !== undefined) return registrationCommand;
  if (name === 'run-jobs') return { name, jobs: args.slice(1) };
  if (name === 'invite' && rest.length === 1 && value?.includes('@') && rest[0]?.includes('@')) {
    return { name, inviter: value, invitee: rest[0] };
  }
  if (rest.length > 0) return null;
  if ((name === 'migration-token' || name === 'deactivate') && value?.includes('@'))
    return { name, email: value };
  if ((name === 'maintenance' || name === 'banner') && (value === 'on' || value === 'off')) {
    return { name, on: value === 'on' };
  }
  if (name === 'login-as' && value?.includes('@')) return { name, email: value };
  if (name === 'mail')
    return value === undefined ? { name } : value.includes('@') ? { name, email: value } : null;
  if (name === 'invoices' && value?.includes('@')) return { name, email: value };
  return null;
}

/** undefined: not an organisation command; null: one of them, used wrongly. */
function parseOrganisationCommand(args: readonly string[]): Command | null | undefined {
  const [name, organisation, ...rest] = args;
  if (name === 'organisations') return args.length === 1 ? { name } : null;
  if (name !== 'confirm-organisation' && name !== 'reject-organisation') return undefined;
  if (!organisation?.trim()) return null;
  if (name === 'confirm-organisation') return rest.length === 0 ? { name, organisation } : null;
  const reason = rest.join(' ').trim();
  return reason ? { name, organisation, reason } : null;
}

/** undefined: not one of the registration commands; null: one of them, used wrongly. */
function parseRegistrationCommand(args: readonly string[]): Command | null | undefined {
  const [name, email, ...rest] = args;
  if (name === 'registrations' || name === 'yearly-invoices') return args.length === 1 ? { name } : null;
  if (name !== 'approve' && name !== 'reject' && name !== 'incomplete' && name !== 'vog') return undefined;
  if (!email?.includes('@')) return null;
  if (name === 'approve') return rest.length === 0 ? { name, email } : null;
  if (name === 'vog') {
    const [issuedOn] = rest;
    const valid =
      rest.length === 1 && /^\d{4}-\d{2}-\d{2}$/.test(issuedOn!) && !Number.isNaN(Date.parse(issuedOn!));
    return valid ? { name, email, issuedOn: issuedOn! } : null;
  }
  const reason = rest.join(' ').trim();
  return reason ? { name, email, reason } : null;
}

/** undefined: not one of the accreditation commands; null: one of them, used wrongly. */
function parseAccreditationCommand(args: readonly string[]): Command | null | undefined {
  const [name, value, decision, ...rest] = args;
  if (name === 'accreditations') return args.length === 1 ? { name } : null;
  if (name === 'sample-participants') {
    const count = Number(value);
    return args.length === 2 && Number.isInteger(count) && count > 0 && count <= 5000
      ? { name, count }
      : null;
  }
  if (name !== 'decide-accreditation') return undefined;
  if (!value || (decision !== 'approve' && decision !== 'reject' && decision !== 'incomplete')) return null;
  const reason = rest.join(' ').trim() || null;
  if (decision === 'approve' && reason) return null;
  if (decision !== 'approve' && !reason) return null;
  return { name, uuid: value, decision, reason };
}

/** undefined: not one of the re-registration commands; null: one of them, used wrongly. */
function parseReRegistrationCommand(args: readonly string[]): Command | null | undefined {
  const [name, email, ...rest] = args;
  if (name === 'reregistrations') return args.length === 1 ? { name } : null;
  if (name !== 'approve-reregistration' && name !== 'reject-reregistration') return undefined;
  if (!email?.includes('@')) return null;
  if (name === 'approve-reregistration') return rest.length === 0 ? { name, email } : null;
  const reason = rest.join(' ').trim();
  return reason ? { name, email, reason } : null;
}

export async function runStaffCommand(
  db: Db,
  portalUrl: string,
  command: StaffCommand,
  // Decisions mail the professional; without a mailer (older callers) mail goes to the outbox.
  mailer: Mailer = new OutboxMailer(db),
  auditLog: AuditLog = SILENT_AUDIT_LOG,
  // The scheduled jobs need the api's services: only the admin endpoint of a running api passes this.
  runJobs: (jobs: string[]) => Promise<StaffResult> = async () => ({ ok: false, output: JOBS_NEED_API }),
): Promise<StaffResult> {
  const checked = await checkStaffMember(db, command);
  const result =
    'refusal' in checked
      ? checked.refusal
      : command.name === 'run-jobs'
        ? await runJobs(command.jobs)
        : await execute(db, portalUrl, { ...command, by: checked.by }, mailer);
  // Every command, reads included (mail, invoices, registrations): who looked at what, and when.
  auditLog.record({
    event: command.name === 'login-as' ? 'impersonation_link' : `staff.${command.name}`,
    outcome: result.ok ? 'success' : 'failure',
    actor: command.by ? `staff:${command.by}` : 'staff:onbekend',
    target:
      'email' in command && command.email
        ? command.email.toLowerCase()
        : 'invitee' in command
          ? command.invitee
          : 'organisation' in command
            ? command.organisation
            : 'jobs' in command
              ? command.jobs.join(' ') || 'alle taken'
              : null,
    requestId: randomUUID(),
    details: {
      ...('reason' in command ? { reason: command.reason } : {}),
      ...('uuid' in command ? { uuid: command.uuid } : {}),
      ...('programme' in command ? { uuid: command.programme } : {}),
      ...('decision' in command ? { decision: command.decision } : {}),
      ...('on' in command ? { on: command.on } : {}),
      ...('refusal' in checked ? { refused: checked.refusal.output } : {}),
    },
  });
  return result;
}

export const JOBS_NEED_API =
  'De geplande taken draaien in de api: start de api en geef de opdracht opnieuw. Er is niets gedaan.';

export const BY_REQUIRED_MESSAGE =
  'Geef met --by <e-mail> op welke medewerker deze opdracht geeft. Er is niets gedaan.';

/** `--by` must name an active staff account, for every command: nothing is done otherwise. */
async function checkStaffMember(
  db: Db,
  command: StaffCommand,
): Promise<{ refusal: StaffResult } | { by: string }> {
  if (!command.by) {
    return {
      refusal: {
        ok: false,
        output:
          command.name === 'login-as'
            ? 'Geef met --by <e-mail> op welke medewerker meekijkt. Er is niets gedaan.'
            : BY_REQUIRED_MESSAGE,
      },
    };
  }
  const member = await findUserByEmail(db, command.by);
  return member?.userType === 'staff' && !member.deactivatedAt
    ? { by: command.by }
    : {
        refusal: {
          ok: false,
          output: `Er is geen actieve medewerker met e-mailadres ${command.by}. Er is niets gedaan.`,
        },
      };
}

/** A command whose `--by` names an active staff member (checkStaffMember). */
async function execute(
  db: Db,
  portalUrl: string,
  command: StaffCommand & { by: string },
  mailer: Mailer,
): Promise<StaffResult> {
  switch (command.name) {
    case 'registrations':
      return listPendingApplications(db);
    case 'approve':
      return decideApplication(db, mailer, portalUrl, 'approve', command.email, null, command.by);
    case 'reject':
    case 'incomplete':
      return decideApplication(
        db,
        mailer,
        portalUrl,
        command.name,
        command.email,
        command.reason,
        command.by,
      );
    case 'reregistrations':
      return listPendingReRegistrations(db);
    case 'approve-reregistration':
      return decideReRegistration(db, mailer, portalUrl, 'approve', command.email, null, command.by);
    case 'reject-reregistration':
      return decideReRegistration(db, mailer, portalUrl, 'reject', command.email, command.reason, command.by);
    case 'reminders': {
      const sent = await sendReRegistrationReminders(db, mailer, portalUrl, command.day);
      return { ok: true, output: `${sent} herinnering(en) voor de herregistratie verstuurd.` };
    }
    case 'employer-digests': {
      const sent = await sendEmployerDigests(db, mailer, portalUrl, command.day);
      return { ok: true, output: `${sent} e-mailoverzicht(en) voor contactpersonen verstuurd.` };
    }
    case 'measure':
      return recordMeasureByStaff(db, mailer, portalUrl, command, command.by);
    case 'advise':
      return adviseByEmail(db, mailer, portalUrl, command, command.by);
    case 'requests':
      return listPendingRequests(db);
    case 'decide':
      return decideRequest(db, mailer, portalUrl, command, command.by);
    case 'accreditations':
      return listPendingAccreditations(db);
    case 'decide-accreditation':
      return decideAccreditation(
        db,
        mailer,
        portalUrl,
        command.uuid,
        command.decision,
        command.reason,
        command.by,
      );
    case 'sample-participants':
      return sampleParticipants(db, command.count);
    case 'vog':
      return recordVogByStaff(db, command.email, command.issuedOn);
    case 'yearly-invoices':
      return yearlyInvoices(db, mailer, portalUrl);
    case 'organisations':
      return listWaitingOrganisations(db);
    case 'programmes':
      return listPendingProgrammes(db);
    case 'decide-programme':
      return decideProgramme(
        db,
        mailer,
        portalUrl,
        command.programme,
        command.decision,
        command.reason,
        command.by,
      );
    case 'confirm-organisation':
      return decideOrganisation(db, mailer, portalUrl, 'confirm', command.organisation, null, command.by);
    case 'reject-organisation':
      return decideOrganisation(
        db,
        mailer,
        portalUrl,
        'reject',
        command.organisation,
        command.reason,
        command.by,
      );
    case 'maintenance':
      await setPortalFlag(db, 'maintenance', command.on);
      return { ok: true, output: `Onderhoudsmodus staat nu ${command.on ? 'aan' : 'uit'}.` };
    case 'banner':
      await setPortalFlag(db, 'banner', command.on);
      return { ok: true, output: `De banner staat nu ${command.on ? 'aan' : 'uit'}.` };
    case 'login-as':
      return loginAs(db, portalUrl, command.email, command.by ?? '');
    case 'mail':
      return showMail(db, mailer.kind, command.email);
    case 'invoices':
      return listInvoices(db, portalUrl, command.email);
    case 'migration-token':
      return migrationToken(db, portalUrl, command.email);
    case 'invite':
      return invite(db, portalUrl, command.inviter, command.invitee);
    case 'deactivate':
      return deactivate(db, command.email);
    case 'run-jobs':
      return { ok: false, output: JOBS_NEED_API };
  }
}

async function portalUser(db: Db, email: string) {
  const user = await findUserByEmail(db, email);
  return user && user.userType !== 'staff' ? user : null;
}

const noUser = (email: string): StaffResult => ({
  ok: false,
  output: `Er is geen portaalgebruiker met e-mailadres ${email}.`,
});

async function migrationToken(db: Db, portalUrl: string, email: string): Promise<StaffResult> {
  const user = await portalUser(db, email);
  if (!user) return noUser(email);
  if (!user.migratedAt) {
    return {
      ok: false,
      output: `Het account van ${user.email} is niet uit het oude portaal overgenomen; een migratielink kan alleen voor een gemigreerd account. Er is niets gedaan.`,
    };
  }
  const { token } = await issueToken(
    db,
    'accountMigration',
    { userId: user.id, email: user.email },
    MIGRATION_TOKEN_DAYS * 24 * 60,
  );
  return {
    ok: true,
    output: [
      `Eenmalige link om het account van ${user.email} af te ronden (${MIGRATION_TOKEN_DAYS} dagen geldig):`,
      `${portalUrl}/account-migratie-afronden/${token}`,
    ].join('\n'),
  };
}

async function invite(
  db: Db,
  portalUrl: string,
  inviterEmail: string,
  invitee: string,
): Promise<StaffResult> {
  const inviter = await portalUser(db, inviterEmail);
  if (!inviter) return noUser(inviterEmail);
  const invitation = await createInvitation(db, portalUrl, inviter, invitee);
  if (!invitation) {
    return { ok: false, output: `${inviter.email} is geen medewerker van een werkgever of opleider.` };
  }
  return {
    ok: true,
    output: [
      `Uitnodiging voor ${invitee} namens ${inviter.email} (${INVITATION_DAYS} dagen geldig, eenmalig):`,
      invitation.url,
    ].join('\n'),
  };
}

async function deactivate(db: Db, email: string): Promise<StaffResult> {
  const user = await portalUser(db, email);
  if (!user) return noUser(email);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ deactivatedAt: sql`coalesce(${users.deactivatedAt}, now())` })
      .where(eq(users.id, user.id));
    await endSessionsOfUser(tx, user.id);
  });
  return { ok: true, output: `Het account van ${user.email} is gedeactiveerd; alle sessies zijn beëindigd.` };
}

async function loginAs(db: Db, portalUrl: string, email: string, by: string): Promise<StaffResult> {
  const user = await findUserByEmail(db, email);
  if (!user || user.userType === 'staff') {
    return { ok: false, output: `Er is geen portaalgebruiker met e-mailadres ${email}.` };
  }
  const token = await createImpersonationToken(db, user.id, by);
  return {
    ok: true,
    output: [
      `Eenmalige link om mee te kijken in het account van ${user.email} (${IMPERSONATION_TOKEN_MINUTES} minuten geldig):`,
      `${portalUrl}/loginas/${token}`,
    ].join('\n'),
  };
}
