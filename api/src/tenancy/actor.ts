/**
 * The actor: who is asking, resolved once per operation from the session and nothing else. A company
 * or educator employee comes with their organisation, its check by staff and their role, so every
 * scope and query reads the organisation from here; no resolver takes an organisation's id from its
 * arguments. Staff looking along in an account act as that account, read-only.
 */
import type { GraphQLContext } from '../context';
import { findCompanyEmployee, findEducatorEmployee, type ProfessionalRow } from '../db/queries/accounts';
import type { EmployeeRole, OrganisationVerification } from '../db/schema';
import { professionalOfUser } from '../loaders/professional';
import { sessionCacheOf, type KeptEmployee } from '../auth/session-cache';
import { sha256 } from '../security/tokens';

interface Signed {
  userId: string;
  /** Staff looking along in this account: reads only. */
  readOnly: boolean;
}

export interface OrganisationOfActor {
  kind: 'company' | 'educator';
  id: string;
  name: string;
  verification: OrganisationVerification;
  verificationReason: string | null;
}

export type Actor =
  | { kind: 'guest' }
  | { kind: 'staff'; userId: string }
  | (Signed & { kind: 'professional'; professionalId: string; professional: ProfessionalRow })
  | (Signed & { kind: 'companyEmployee'; organisation: OrganisationOfActor; role: EmployeeRole })
  | (Signed & { kind: 'educatorEmployee'; organisation: OrganisationOfActor; role: EmployeeRole })
  /** A portal account whose role row is missing (never expected): allowed nothing of any role. */
  | (Signed & { kind: 'none' });

export type EmployeeActor = Extract<Actor, { kind: 'companyEmployee' | 'educatorEmployee' }>;

/**
 * The actor of the operation, read once per session: a sign-in or sign-out inside the operation (a
 * login mutation, then its answer's fields) gives the new session's actor, never the old one's.
 */
export function actorOf(context: GraphQLContext): Promise<Actor> {
  const session = context.state.session;
  const known = actorsSeen.get(context);
  if (known?.session === session) return known.actor;
  const seen: ActorSeen = { session, actor: resolveActor(context) };
  seen.actor.then((actor) => (seen.settled = actor)).catch(() => undefined);
  actorsSeen.set(context, seen);
  return seen.actor;
}

/** The operation's actor if it has been read already for the current session, else undefined. */
export function settledActor(context: GraphQLContext): Actor | undefined {
  const known = actorsSeen.get(context);
  return known?.session === context.state.session ? known?.settled : undefined;
}

interface ActorSeen {
  session: unknown;
  actor: Promise<Actor>;
  settled?: Actor;
}

const actorsSeen = new WeakMap<GraphQLContext, ActorSeen>();

async function resolveActor(context: GraphQLContext): Promise<Actor> {
  const session = context.state.session;
  if (!session) return { kind: 'guest' };
  const signed = { userId: session.user.id, readOnly: session.impersonating };
  switch (session.user.userType) {
    case 'staff':
      return { kind: 'staff', userId: session.user.id };
    case 'professional': {
      const professional = await professionalOfUser(context, session.user.id);
      return professional
        ? { ...signed, kind: 'professional', professionalId: professional.id, professional }
        : { ...signed, kind: 'none' };
    }
    case 'companyEmployee':
    case 'educatorEmployee': {
      const employee = await employeeOfSession(
        context,
        session.rawId,
        session.user.id,
        session.user.userType,
      );
      return employee ? { ...signed, ...employee } : { ...signed, kind: 'none' };
    }
  }
}

/**
 * The employee's organisation and role: kept beside a kept session (session-cache.ts), so a list
 * request of a signed-in employee spends no statement on who they are; read once otherwise. The
 * writes that drop kept sessions (a role change, a staff decision, a removal) drop this with them.
 */
async function employeeOfSession(
  context: GraphQLContext,
  rawSessionId: string,
  userId: string,
  kind: KeptEmployee['kind'],
): Promise<KeptEmployee | null> {
  const cache = sessionCacheOf(context.state.services);
  const idHash = sha256(rawSessionId);
  const kept = cache.employee(idHash);
  if (kept?.kind === kind) return kept;
  const since = cache.generation();
  const employee = await readEmployee(context, userId, kind);
  if (employee) cache.keepEmployee(idHash, employee, since);
  return employee;
}

async function readEmployee(
  context: GraphQLContext,
  userId: string,
  kind: KeptEmployee['kind'],
): Promise<KeptEmployee | null> {
  const found =
    kind === 'companyEmployee'
      ? await findCompanyEmployee(context.db, userId).then(
          (row) => row && { role: row.employee.role, kind: 'company' as const, organisation: row.company },
        )
      : await findEducatorEmployee(context.db, userId).then(
          (row) => row && { role: row.employee.role, kind: 'educator' as const, organisation: row.educator },
        );
  if (!found) return null;
  const { id, name, verification, verificationReason } = found.organisation;
  return {
    kind,
    role: found.role,
    organisation: { kind: found.kind, id, name, verification, verificationReason },
  };
}

export function isEmployee(actor: Actor): actor is EmployeeActor {
  return actor.kind === 'companyEmployee' || actor.kind === 'educatorEmployee';
}

/** For resolvers behind an employee scope: the scope already refused anyone else. */
export async function employeeActor(context: GraphQLContext): Promise<EmployeeActor> {
  const actor = await actorOf(context);
  if (!isEmployee(actor)) throw new Error('Organisatieveld zonder medewerker aangeroepen.');
  return actor;
}

export async function companyActor(context: GraphQLContext) {
  const actor = await actorOf(context);
  if (actor.kind !== 'companyEmployee') throw new Error('Werkgeversveld zonder werkgever aangeroepen.');
  return actor;
}

export async function professionalActor(context: GraphQLContext) {
  const actor = await actorOf(context);
  if (actor.kind !== 'professional') throw new Error('Professionalveld zonder professional aangeroepen.');
  return actor;
}
