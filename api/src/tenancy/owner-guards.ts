/**
 * The backstop of issue 37 on the types shaped for the professional themself (ProfessionalDetail,
 * Registration, RegistrationItem, Diploma, VogRecord, EmployerLink): whatever field hands out such
 * an object, it reaches the answer only when its type's guard allows the actor to read it.
 *
 * A type declares its guard beside its fields (`extensions: ownerGuard(...)`), and `guardOwnedTypes`
 * checks it once per object, on the value of every field whose type is (a list of, an interface or
 * union of) a guarded type. Pothos' type-level `authScopes` did the same check on each field of the
 * object instead: 40 to 50 wrapped fields per signed-in portalInitQuery, about a third of its server
 * time (docs/performance.md, "Issue 37's type scopes"). Pothos' `runScopesOnType` would check once
 * per object too, but through `isTypeOf`, which graphql-jit calls without the context and without
 * waiting for a promise (compiled queries, decision 0024): not a check to rely on.
 *
 * A refused object fails its field with the same forbidden error the scopes give; the fields below
 * it never run.
 */
import {
  defaultFieldResolver,
  getNamedType,
  isAbstractType,
  isObjectType,
  isInterfaceType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql';
import type { GraphQLContext } from '../context';
import { forbiddenError, unauthenticatedError } from '../graphql-errors';
import { and, eq } from 'drizzle-orm';
import { registrations } from '../db/schema';
import { registrationsOf } from '../loaders/professional';
import { actorOf, settledActor, type Actor } from './actor';

type Guard = (value: never, context: GraphQLContext) => boolean | Promise<boolean>;

const GUARD_KEY = 'portalOwnerGuard';

/** A type's guard, given as its `extensions`. */
export function ownerGuard<T>(guard: (value: T, context: GraphQLContext) => boolean | Promise<boolean>) {
  return { [GUARD_KEY]: guard as Guard };
}

/** The actor's answer, at once when the operation has read its actor already. */
function withActor(context: GraphQLContext, answer: (actor: Actor) => boolean): boolean | Promise<boolean> {
  const actor = settledActor(context);
  return actor ? answer(actor) : actorOf(context).then(answer);
}

/** The professional (by professional id) is the actor themself. */
export function isOwnProfessional(context: GraphQLContext, professionalId: string) {
  return withActor(
    context,
    (actor) => actor.kind === 'professional' && actor.professionalId === professionalId,
  );
}

/**
 * The registration (by id) is one of the actor's own. Its items are usually read through the
 * actor's registrations, already remembered for the operation; a registration made later in the
 * same operation (a mutation's answer) is looked up once in the database instead.
 */
export function isOwnRegistration(context: GraphQLContext, registrationId: string) {
  const judge = async (actor: Actor) => {
    if (actor.kind !== 'professional') return false;
    const remembered = await registrationsOf(context, actor.professionalId);
    if (remembered.some((registration) => registration.id === registrationId)) return true;
    const [row] = await context.db
      .select({ id: registrations.id })
      .from(registrations)
      .where(
        and(eq(registrations.id, registrationId), eq(registrations.professionalId, actor.professionalId)),
      );
    return Boolean(row);
  };
  const actor = settledActor(context);
  return actor ? judge(actor) : actorOf(context).then(judge);
}

function guardOf(type: GraphQLNamedType): Guard | undefined {
  return (type.extensions as Record<string, unknown> | undefined)?.[GUARD_KEY] as Guard | undefined;
}

const isThenable = (value: unknown): value is Promise<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

/** Every field of the schema whose value is (or may be) an object of a guarded type checks it. */
export function guardOwnedTypes(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) && !isInterfaceType(type)) continue;
    if (type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) guardField(schema, field);
  }
  return schema;
}

function guardField(schema: GraphQLSchema, field: GraphQLField<unknown, GraphQLContext>) {
  const returned = getNamedType(field.type);
  const concrete: readonly GraphQLObjectType[] = isAbstractType(returned)
    ? schema.getPossibleTypes(returned)
    : isObjectType(returned)
      ? [returned]
      : [];
  if (!concrete.some((type) => guardOf(type))) return;
  const resolve = field.resolve ?? defaultFieldResolver;

  const checkOne = (value: unknown, context: GraphQLContext, info: GraphQLResolveInfo): unknown => {
    if (value === null || value === undefined) return value;
    if (Array.isArray(value)) {
      const checked = value.map((item) => checkOne(item, context, info));
      return checked.some(isThenable) ? Promise.all(checked) : checked;
    }
    const typeOf = (): GraphQLNamedType | null | Promise<GraphQLNamedType | null> => {
      if (!isAbstractType(returned)) return returned;
      const name = returned.resolveType?.(value, context, info, returned);
      const byName = (found: string | undefined) => (found ? (schema.getType(found) ?? null) : null);
      return isThenable(name) ? name.then(byName) : byName(name ?? undefined);
    };
    const judge = (type: GraphQLNamedType | null) => {
      const guard = type ? guardOf(type) : undefined;
      if (!guard) return value;
      const allowed = guard(value as never, context);
      const verdict = (yes: boolean) => {
        if (!yes) throw context.state.session ? forbiddenError() : unauthenticatedError();
        return value;
      };
      return isThenable(allowed) ? allowed.then(verdict) : verdict(allowed);
    };
    const type = typeOf();
    return isThenable(type) ? type.then(judge) : judge(type);
  };

  field.resolve = (source, args, context, info) => {
    const result = resolve(source, args, context, info);
    return isThenable(result)
      ? result.then((value) => checkOne(value, context, info))
      : checkOne(result, context, info);
  };
}
