/**
 * The Pothos schema builder: typed context, scalars and the auth scopes fields declare.
 * Scopes answer "who is asking"; ownership checks live in the resolvers' queries.
 */
import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin, { AuthScopeFailureType, type AuthFailure } from '@pothos/plugin-scope-auth';
import { GraphQLError, Kind, valueFromASTUntyped } from 'graphql';
import { USER_TYPES } from '@portal/shared/options';
import type { GraphQLContext } from './context';
import { toDateString } from './domain/dates';
import { MESSAGES, forbiddenError, unauthenticatedError } from './graphql-errors';
import type { EmployeeRole } from './db/schema';
import { actorOf, isEmployee, settledActor, type Actor } from './tenancy/actor';
import { companyHasLink } from './db/queries/company-links';
import { ORGANISATION_MESSAGES } from './tenancy/messages';

export interface AuthScopes {
  loggedIn: boolean;
  professional: boolean;
  companyEmployee: boolean;
  educatorEmployee: boolean;
  /** Any of the three kinds of portal user (not staff): whom the portal's own pages are for. */
  portalUser: boolean;
  staff: boolean;
  notImpersonating: boolean;
  /**
   * The account's e-mail address is verified, or the operation is a public one (guests' operations).
   * Every mutation needs it, except the few an unverified account may do (BEFORE_VERIFICATION).
   */
  accountVerified: boolean;
  /** The employee's company or training provider has been confirmed by staff (issue 37). */
  confirmedOrganisation: boolean;
  /** The employee has this role in their organisation ('beheerder' invites, changes roles, removes). */
  organisationRole: EmployeeRole;
  /** This professional (by professional id) is the actor themself. */
  ownProfessional: string;
  /** This professional (by id) has confirmed an active link with the actor's company. */
  linkedToCompany: string;
  /** As linkedToCompany, and shares their re-registration progress with that company. */
  linkedWithConsent: string;
}

// The portal's user types are one list in `@portal/shared/options`.
const PORTAL_USER_TYPES: ReadonlySet<string> = new Set(Object.keys(USER_TYPES));

/** Marks a root field as callable on the public endpoint (`/graphql/portal_public`). */
export const PUBLIC_FIELD = { public: true } as const;

function failedOn(failure: AuthFailure, scope: keyof AuthScopes): boolean {
  switch (failure.kind) {
    case AuthScopeFailureType.AuthScope:
      return failure.scope === scope;
    case AuthScopeFailureType.AnyAuthScopes:
    case AuthScopeFailureType.AllAuthScopes:
      return failure.failures.some((inner) => failedOn(inner, scope));
    default:
      return false;
  }
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function serializeDate(value: unknown): string {
  const day = value instanceof Date || typeof value === 'string' ? toDateString(value) : null;
  if (!day) throw new GraphQLError('Ongeldige datum.');
  return day;
}

function parseDate(value: unknown): string {
  if (typeof value !== 'string' || !DATE_PATTERN.test(value) || Number.isNaN(Date.parse(value))) {
    throw new GraphQLError('Een datum moet de vorm JJJJ-MM-DD hebben.');
  }
  return value;
}

function toDateTime(value: unknown): string {
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) throw new GraphQLError('Ongeldig tijdstip.');
  return date.toISOString();
}

/**
 * The scopes of one operation (Pothos builds them once and keeps each loader's answer per argument).
 * The actor's loaders answer at once when the operation has read its actor already, and wait for it
 * otherwise. A type's scope (ProfessionalDetail's, Registration's) runs on every field of the type,
 * and Pothos keeps a loader's first answer: a promise there made each of those fields wait a turn
 * (issue 37's speed regression, docs/performance.md). Nothing here reads the actor up front, so an
 * operation's own first read (a professional's whole file in one statement) is not preceded by a
 * smaller one; a sign-in or sign-out inside the operation is judged by the new session's actor.
 */
function scopesOf(context: GraphQLContext) {
  const { state } = context;
  const userType = state.session?.user.userType;
  const withActor = <T>(answer: (actor: Actor) => T | Promise<T>): T | Promise<T> => {
    const actor = settledActor(context);
    return actor ? answer(actor) : actorOf(context).then(answer);
  };
  const confirmedCompany = (actor: Actor) =>
    actor.kind === 'companyEmployee' && actor.organisation.verification === 'confirmed' ? actor : null;
  const linked = (professionalId: string, consent: boolean) =>
    withActor((actor) => {
      const company = confirmedCompany(actor);
      return company !== null && companyHasLink(context, company.organisation.id, professionalId, consent);
    });
  return {
    confirmedOrganisation: () =>
      withActor((actor) => isEmployee(actor) && actor.organisation.verification === 'confirmed'),
    organisationRole: (role: EmployeeRole) => withActor((actor) => isEmployee(actor) && actor.role === role),
    ownProfessional: (professionalId: string) =>
      withActor((actor) => actor.kind === 'professional' && actor.professionalId === professionalId),
    linkedToCompany: (professionalId: string) => linked(professionalId, false),
    linkedWithConsent: (professionalId: string) => linked(professionalId, true),
    loggedIn: state.session !== null,
    professional: userType === 'professional',
    companyEmployee: userType === 'companyEmployee',
    educatorEmployee: userType === 'educatorEmployee',
    portalUser: PORTAL_USER_TYPES.has(userType ?? ''),
    staff: userType === 'staff',
    notImpersonating: !state.session?.impersonating,
    // Public operations (sign-in, reset, account creation) are the same for everyone.
    accountVerified: state.endpoint === 'public' || !state.session || state.session.user.isVerified,
  };
}

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: AuthScopes;
  Scalars: {
    JSON: { Input: unknown; Output: unknown };
    Date: { Input: string; Output: string | Date };
    DateTime: { Input: Date; Output: Date | string };
  };
  // Non-null unless a field says otherwise: the schema then tells the client what always exists.
  DefaultFieldNullability: false;
}>({
  defaultFieldNullability: false,
  plugins: [ScopeAuthPlugin],
  scopeAuth: {
    authScopes: scopesOf,
    unauthorizedError: (_parent, context, _info, result) => {
      if (!context.state.session) return unauthenticatedError();
      if (failedOn(result.failure, 'notImpersonating')) return forbiddenError(MESSAGES.impersonating);
      if (failedOn(result.failure, 'accountVerified')) return forbiddenError(MESSAGES.unverified);
      if (failedOn(result.failure, 'confirmedOrganisation')) {
        return forbiddenError(ORGANISATION_MESSAGES.notConfirmed);
      }
      if (failedOn(result.failure, 'organisationRole'))
        return forbiddenError(ORGANISATION_MESSAGES.notBeheerder);
      return forbiddenError();
    },
  },
});

builder.scalarType('JSON', {
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast) => valueFromASTUntyped(ast),
});

builder.scalarType('Date', {
  description: "A calendar date as 'YYYY-MM-DD'; a moment is given as its day in the Netherlands.",
  serialize: serializeDate,
  parseValue: parseDate,
  parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : undefined),
});

builder.scalarType('DateTime', {
  description: 'A moment in time as an ISO 8601 string in UTC.',
  serialize: toDateTime,
  parseValue: (value) => new Date(toDateTime(value)),
  parseLiteral: (ast) => new Date(toDateTime(ast.kind === Kind.STRING ? ast.value : undefined)),
});

builder.queryType({});
// Every mutation is refused while staff look along in an account (logout opts out of this), and
// until the account's e-mail address is verified (invitations, payments, requests wait for it).
builder.mutationType({ authScopes: { $all: { notImpersonating: true, accountVerified: true } } });

/**
 * The policy for unverified accounts, in one place: they may verify, ask for a new link, edit their
 * profile (address and password included) and sign out; nothing else. A field spreads this to be
 * one of those, with the scopes it needs itself; it still refuses staff looking along.
 */
export function beforeVerification(scopes: Partial<Record<'portalUser' | 'loggedIn', true>> = {}) {
  return {
    skipTypeScopes: true,
    authScopes: { $all: { ...scopes, notImpersonating: true } },
  } as const;
}
