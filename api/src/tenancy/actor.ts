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
    case 'companyEmployee': {
      const row = await findCompanyEmployee(context.db, session.user.id);
      if (!row) return { ...signed, kind: 'none' };
      const { company } = row;
      return {
        ...signed,
        kind: 'companyEmployee',
        role: row.employee.role,
        organisation: {
          kind: 'company',
          id: company.id,
          name: company.name,
          verification: company.verification,
          verificationReason: company.verificationReason,
        },
      };
    }
    case 'educatorEmployee': {
      const row = await findEducatorEmployee(context.db, session.user.id);
      if (!row) return { ...signed, kind: 'none' };
      const { educator } = row;
      return {
        ...signed,
        kind: 'educatorEmployee',
        role: row.employee.role,
        organisation: {
          kind: 'educator',
          id: educator.id,
          name: educator.name,
          verification: educator.verification,
          verificationReason: educator.verificationReason,
        },
      };
    }
  }
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
