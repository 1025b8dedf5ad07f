/**
 * A training provider's accreditations and their sessions (issue 40). Every field is for an
 * educator employee of a confirmed provider; the provider is the actor's, never an argument, and
 * another provider's accreditation answers exactly like a missing one.
 */
import { sql } from 'drizzle-orm';
import { builder } from '../builder';
import { audit } from '../audit/audit-context';
import { isUuid } from '../auth/one-time-tokens';
import type { GraphQLContext } from '../context';
import {
  accreditationOf,
  accreditationPage,
  readAccreditationRules,
  sessionsOf,
  type AccreditationListRow,
  type AccreditationRow,
  type AccreditationSort,
  type EducationSessionRow,
} from '../db/queries/accreditations';
import {
  ACCREDITATION_STATUSES,
  awardedPoints,
  educationSessions,
  type AccreditationStatus,
} from '../db/schema';
import { ACCREDITATION_STATUS_LABELS } from '../domain/accreditation-transitions';
import { todayInNetherlands } from '../domain/dates';
import { entryDeadline } from '../domain/points-check';
import { sessionPlaceRefusal } from '../domain/session-corrections';
import { throwValidationError, validateOrThrow, INVALID_ID_MESSAGE } from '../graphql-errors';
import { actorOf } from '../tenancy/actor';
import { EDUCATION_SESSION_RULES } from '@portal/shared/validation';
import { pageArgs, pageRequest, pageType, type ListRules } from './paging';

export const EDUCATOR_SCOPES = {
  $all: { educatorEmployee: true, confirmedOrganisation: true },
} as const;

export async function educatorActor(context: GraphQLContext) {
  const actor = await actorOf(context);
  if (actor.kind !== 'educatorEmployee') throw new Error('Opleidersveld zonder opleider aangeroepen.');
  return actor;
}

export const SESSION_NOT_FOUND = 'Deze sessie bestaat niet.';
export const ACCREDITATION_NOT_FOUND = 'Deze accreditatie bestaat niet.';

export const EducationSessionRef = builder.objectRef<EducationSessionRow>('EducationSession').implement({
  description: 'A run of an accredited course.',
  fields: (t) => ({
    uuid: t.exposeID('id'),
    startsOn: t.field({ type: 'Date', resolve: (row) => row.startsOn }),
    endsOn: t.field({ type: 'Date', resolve: (row) => row.endsOn }),
    location: t.exposeString('location', { nullable: true }),
    isOnline: t.exposeBoolean('isOnline'),
    pointsEntryDeadline: t.field({
      type: 'Date',
      description: 'The last day points can be entered for this session.',
      resolve: async (row, _args, context) =>
        entryDeadline(row.endsOn, await readAccreditationRules(context.db)),
    }),
    awardedCount: t.int({
      description: 'Participants awarded points for this session.',
      resolve: async (row, _args, context) => {
        const result = await context.db.execute(sqlCount(row.id));
        return Number((result as unknown as { rows: Array<{ total: number }> }).rows[0]?.total ?? 0);
      },
    }),
  }),
});

function sqlCount(sessionId: string) {
  return sql`select count(*)::int as total from ${awardedPoints} where ${awardedPoints.sessionId} = ${sessionId}`;
}

export const AccreditationRef = builder
  .objectRef<AccreditationRow & { sessionCount?: number }>('Accreditation')
  .implement({
    description: "An accreditation (application) of one of the provider's courses.",
    fields: (t) => ({
      uuid: t.exposeID('id'),
      accreditationNumber: t.exposeString('accreditationNumber', { nullable: true }),
      title: t.exposeString('title'),
      description: t.exposeString('description'),
      chambers: t.exposeStringList('chambers', { description: 'Chamber values (registration branches).' }),
      form: t.exposeString('form', { description: 'klassikaal, e-learning or blended.' }),
      contactHours: t.float({ resolve: (row) => Number(row.contactHours) }),
      points: t.float({ resolve: (row) => Number(row.points) }),
      programme: t.exposeString('programme'),
      trainers: t.exposeString('trainers'),
      hasFinalTest: t.exposeBoolean('hasFinalTest'),
      finalTestDescription: t.exposeString('finalTestDescription'),
      validityYears: t.exposeInt('validityYears'),
      status: t.exposeString('status', { description: ACCREDITATION_STATUSES.join(', ') }),
      statusLabel: t.string({ resolve: (row) => ACCREDITATION_STATUS_LABELS[row.status] }),
      step: t.exposeInt('step'),
      validFrom: t.field({ type: 'Date', nullable: true, resolve: (row) => row.validFrom }),
      validUntil: t.field({ type: 'Date', nullable: true, resolve: (row) => row.validUntil }),
      decisionReason: t.exposeString('decisionReason', { nullable: true }),
      submittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.submittedAt }),
      sessionCount: t.int({
        resolve: async (row, _args, context) =>
          row.sessionCount ?? (await sessionsOf(context.db, [row.id])).length,
      }),
      sessions: t.field({
        type: [EducationSessionRef],
        resolve: (row, _args, context) => sessionsOf(context.db, [row.id]),
      }),
    }),
  });

const ACCREDITATION_LIST: ListRules<AccreditationSort> = {
  sorts: ['title', 'status', 'validUntil', 'createdAt'],
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: { status: `nullable|in:${ACCREDITATION_STATUSES.join(',')}` },
};

const AccreditationPageRef = pageType('AccreditationPage', AccreditationRef);

builder.queryField('educatorAccreditations', (t) =>
  t.field({
    type: AccreditationPageRef,
    description:
      "One page of the actor's provider's accreditations; search looks in title and number. Paged in SQL.",
    authScopes: EDUCATOR_SCOPES,
    args: { ...pageArgs, status: t.arg.string({ required: false }) },
    resolve: async (_root, args, context) => {
      const request = pageRequest(args, ACCREDITATION_LIST);
      const actor = await educatorActor(context);
      const page = await accreditationPage(
        context.db,
        actor.organisation.id,
        request,
        (args.status as AccreditationStatus | null | undefined) ?? null,
      );
      return page as typeof page & { nodes: AccreditationListRow[] };
    },
  }),
);

builder.queryField('educatorAccreditation', (t) =>
  t.field({
    type: AccreditationRef,
    nullable: true,
    description:
      "One of the actor's provider's accreditations; null for a missing one or another provider's.",
    authScopes: EDUCATOR_SCOPES,
    args: { uuid: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const id = String(args.uuid);
      if (!isUuid(id)) return null;
      const actor = await educatorActor(context);
      return accreditationOf(context.db, actor.organisation.id, id);
    },
  }),
);

builder.mutationField('addEducationSession', (t) =>
  t.field({
    type: EducationSessionRef,
    description: 'Adds a run (session) to an approved accreditation of the provider.',
    authScopes: EDUCATOR_SCOPES,
    args: {
      accreditationUuid: t.arg.id({ required: true }),
      startsOn: t.arg({ type: 'Date', required: true }),
      endsOn: t.arg({ type: 'Date', required: true }),
      location: t.arg.string({ required: false }),
      isOnline: t.arg.boolean({ required: true }),
    },
    resolve: async (_root, args, context) => {
      validateOrThrow(args, EDUCATION_SESSION_RULES);
      const id = String(args.accreditationUuid);
      if (!isUuid(id)) throwValidationError({ accreditationUuid: [INVALID_ID_MESSAGE] });
      const actor = await educatorActor(context);
      const accreditation = await accreditationOf(context.db, actor.organisation.id, id);
      if (!accreditation) throwValidationError({ accreditationUuid: [ACCREDITATION_NOT_FOUND] });
      const today = todayInNetherlands();
      if (
        accreditation.status !== 'approved' ||
        !accreditation.validUntil ||
        accreditation.validUntil < today
      ) {
        throwValidationError({
          accreditationUuid: [
            'Sessies kunnen alleen bij een goedgekeurde, geldige accreditatie worden toegevoegd.',
          ],
        });
      }
      if (
        (accreditation.validFrom && args.startsOn < accreditation.validFrom) ||
        args.startsOn > accreditation.validUntil
      ) {
        throwValidationError({
          startsOn: ['De sessie moet beginnen binnen de geldigheid van de accreditatie.'],
        });
      }
      const place = sessionPlaceRefusal(accreditation.form, args.isOnline);
      if (place) throwValidationError({ isOnline: [place] });
      const [row] = await context.db
        .insert(educationSessions)
        .values({
          accreditationId: accreditation.id,
          startsOn: args.startsOn,
          endsOn: args.endsOn,
          location: args.isOnline ? null : (args.location?.trim() ?? null),
          isOnline: args.isOnline,
        })
        .returning();
      audit(context, { event: 'education_session_add', outcome: 'success', target: row!.id });
      return row!;
    },
  }),
);
