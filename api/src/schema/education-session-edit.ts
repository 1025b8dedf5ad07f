/**
 * Punten bewerken (issue 40, `/digitale-certificaten/bewerken/{uuid}/{step}`): a provider corrects a
 * session (dates, place) and its awards (points, withdrawal) within the entry period. Every change
 * is a row of `education_session_changes` (who, when, before and after) and an audit line; another
 * provider's session answers exactly like a missing one.
 */
import { EDUCATION_SESSION_RULES } from '@portal/shared/validation';
import { builder } from '../builder';
import { audit } from '../audit/audit-context';
import { isUuid } from '../auth/one-time-tokens';
import type { GraphQLContext } from '../context';
import type { Db } from '../db/connection';
import {
  readAccreditationRules,
  sessionOf,
  type SessionWithAccreditation,
} from '../db/queries/accreditations';
import {
  awardCount,
  awardIsSubmitted,
  awardOfSession,
  awardPage,
  correctAwardPoints,
  correctSession,
  sessionChanges,
  submittedAwardCount,
  withdrawAward,
  type AwardListRow,
  type AwardSort,
  type ChangedBy,
  type SessionChangeRow,
} from '../db/queries/session-corrections';
import type { AccreditationRules } from '../domain/accreditation-transitions';
import { todayInNetherlands } from '../domain/dates';
import { fullName } from '../domain/names';
import { entryDeadline } from '../domain/points-check';
import {
  AWARD_POINTS_RULES,
  CORRECTION_MESSAGES,
  changeDescription,
  correctionRefusal,
  sessionPlaceRefusal,
} from '../domain/session-corrections';
import { INVALID_ID_MESSAGE, throwValidationError, validateOrThrow } from '../graphql-errors';
import { signedInUser } from './action-result';
import { EDUCATOR_SCOPES, educatorActor, SESSION_NOT_FOUND } from './accreditations';
import { pageArgs, pageRequest, pageType, type ListRules } from './paging';

interface SessionDetail extends SessionWithAccreditation {
  rules: AccreditationRules;
  today: string;
}

const SessionChangeRef = builder.objectRef<SessionChangeRow>('EducationSessionChange').implement({
  description: 'One recorded correction of a session or of one of its awards.',
  fields: (t) => ({
    uuid: t.exposeID('id'),
    kind: t.exposeString('kind', { description: 'session, points or withdrawn.' }),
    registrationNumber: t.exposeString('registrationNumber', { nullable: true }),
    description: t.string({ resolve: (row) => changeDescription(row) }),
    changedByName: t.exposeString('changedByName'),
    changedAt: t.field({ type: 'DateTime', resolve: (row) => row.changedAt }),
  }),
});

const EducatorSessionRef = builder.objectRef<SessionDetail>('EducatorSession').implement({
  description: "One of the provider's sessions with what may be corrected of it, and its recorded changes.",
  fields: (t) => ({
    uuid: t.id({ resolve: (row) => row.session.id }),
    accreditationUuid: t.id({ resolve: (row) => row.accreditation.id }),
    accreditationTitle: t.string({ resolve: (row) => row.accreditation.title }),
    form: t.string({
      description: 'klassikaal, e-learning or blended.',
      resolve: (row) => row.accreditation.form,
    }),
    points: t.float({
      description: 'The points of the course: the most an award may be.',
      resolve: (row) => Number(row.accreditation.points),
    }),
    startsOn: t.field({ type: 'Date', resolve: (row) => row.session.startsOn }),
    endsOn: t.field({ type: 'Date', resolve: (row) => row.session.endsOn }),
    location: t.string({ nullable: true, resolve: (row) => row.session.location }),
    isOnline: t.boolean({ resolve: (row) => row.session.isOnline }),
    pointsEntryDeadline: t.field({
      type: 'Date',
      resolve: (row) => entryDeadline(row.session.endsOn, row.rules),
    }),
    correctionRefusal: t.string({
      nullable: true,
      description: 'Why nothing can be corrected today (in Dutch); null while it can.',
      resolve: (row) => correctionRefusal(row.accreditation, row.session, row.rules, row.today),
    }),
    awardedCount: t.int({ resolve: (row, _args, context) => awardCount(context.db, row.session.id) }),
    changes: t.field({
      type: [SessionChangeRef],
      description: 'The newest recorded changes (at most 50), newest first.',
      resolve: async (row, _args, context) => (await sessionChanges(context.db, row.session.id)).rows,
    }),
    changeCount: t.int({
      resolve: async (row, _args, context) => (await sessionChanges(context.db, row.session.id)).total,
    }),
  }),
});

const AwardRef = builder.objectRef<AwardListRow>('SessionAward').implement({
  description: 'Points awarded one participant for the session, as the provider entered them.',
  fields: (t) => ({
    uuid: t.exposeID('id'),
    registrationNumber: t.exposeString('registrationNumber'),
    lastName: t.exposeString('lastName'),
    points: t.float({ resolve: (row) => Number(row.points) }),
    awardedOn: t.field({ type: 'Date', resolve: (row) => row.awardedOn }),
    awardedByName: t.exposeString('awardedByName'),
  }),
});

const AWARD_LIST: ListRules<AwardSort> = {
  sorts: ['registrationNumber', 'lastName', 'awardedOn'],
  defaultSort: 'registrationNumber',
  defaultOrder: 'asc',
};

const AwardPageRef = pageType('SessionAwardPage', AwardRef);

function sessionId(value: unknown): string {
  const id = String(value);
  if (!isUuid(id)) throwValidationError({ sessionUuid: [INVALID_ID_MESSAGE] });
  return id;
}

async function detailOf(db: Db, found: SessionWithAccreditation): Promise<SessionDetail> {
  return { ...found, rules: await readAccreditationRules(db), today: todayInNetherlands() };
}

builder.queryField('educatorSession', (t) =>
  t.field({
    type: EducatorSessionRef,
    nullable: true,
    description: "One of the provider's sessions; null for a missing one or another provider's.",
    authScopes: EDUCATOR_SCOPES,
    args: { uuid: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const id = String(args.uuid);
      if (!isUuid(id)) return null;
      const actor = await educatorActor(context);
      const found = await sessionOf(context.db, actor.organisation.id, id);
      return found ? detailOf(context.db, found) : null;
    },
  }),
);

builder.queryField('educatorSessionAwards', (t) =>
  t.field({
    type: AwardPageRef,
    description:
      "One page of a session's awards; search looks in the registration number and last name. Paged in SQL.",
    authScopes: EDUCATOR_SCOPES,
    args: { ...pageArgs, sessionUuid: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const request = pageRequest(args, AWARD_LIST);
      const id = sessionId(args.sessionUuid);
      const actor = await educatorActor(context);
      const found = await sessionOf(context.db, actor.organisation.id, id);
      if (!found) throwValidationError({ sessionUuid: [SESSION_NOT_FOUND] });
      return awardPage(context.db, found.session.id, request);
    },
  }),
);

const SessionCorrectionRef = builder
  .objectRef<{ message: string; session: SessionDetail }>('EducationSessionCorrection')
  .implement({
    fields: (t) => ({
      message: t.exposeString('message'),
      session: t.field({ type: EducatorSessionRef, resolve: (row) => row.session }),
    }),
  });

/**
 * The session locked inside the caller's transaction when it is the provider's and may be corrected
 * today; every refusal in Dutch on the session field.
 */
async function correctableSession(tx: Db, educatorId: string, id: string): Promise<SessionDetail> {
  const found = await sessionOf(tx, educatorId, id, true);
  if (!found) throwValidationError({ sessionUuid: [SESSION_NOT_FOUND] });
  const detail = await detailOf(tx, found);
  const refusal = correctionRefusal(found.accreditation, found.session, detail.rules, detail.today);
  if (refusal) throwValidationError({ sessionUuid: [refusal] });
  return detail;
}

function changedBy(context: GraphQLContext): ChangedBy {
  const user = signedInUser(context);
  return { userId: user.id, name: fullName(user) };
}

builder.mutationField('correctEducationSession', (t) =>
  t.field({
    type: SessionCorrectionRef,
    description:
      "Corrects a session's dates and place within the entry period; its awards' activities take the new end date. Recorded with who and when.",
    authScopes: EDUCATOR_SCOPES,
    args: {
      sessionUuid: t.arg.id({ required: true }),
      startsOn: t.arg({ type: 'Date', required: true }),
      endsOn: t.arg({ type: 'Date', required: true }),
      location: t.arg.string({ required: false }),
      isOnline: t.arg.boolean({ required: true }),
    },
    resolve: async (_root, args, context) => {
      validateOrThrow(args, EDUCATION_SESSION_RULES);
      const id = sessionId(args.sessionUuid);
      const actor = await educatorActor(context);
      const by = changedBy(context);
      const outcome = await context.db.transaction(async (tx) => {
        const detail = await correctableSession(tx, actor.organisation.id, id);
        const { accreditation, rules, today } = detail;
        const place = sessionPlaceRefusal(accreditation.form, args.isOnline);
        if (place) throwValidationError({ isOnline: [place] });
        if (
          (accreditation.validFrom && args.startsOn < accreditation.validFrom) ||
          (accreditation.validUntil && args.startsOn > accreditation.validUntil)
        ) {
          throwValidationError({ startsOn: [CORRECTION_MESSAGES.outsideValidity] });
        }
        if (entryDeadline(args.endsOn, rules) < today)
          throwValidationError({ endsOn: [CORRECTION_MESSAGES.newEndTooEarly(rules.pointsEntryMonths)] });
        const datesChange =
          args.startsOn !== detail.session.startsOn || args.endsOn !== detail.session.endsOn;
        if (datesChange && (await awardCount(tx, id)) > 0) {
          if (args.endsOn > today) throwValidationError({ endsOn: [CORRECTION_MESSAGES.awardedInFuture] });
          if ((await submittedAwardCount(tx, id)) > 0)
            throwValidationError({ startsOn: [CORRECTION_MESSAGES.sessionSubmitted] });
        }
        const changed = await correctSession(
          tx,
          detail.session,
          {
            startsOn: args.startsOn,
            endsOn: args.endsOn,
            location: args.isOnline ? null : (args.location?.trim() ?? null),
            isOnline: args.isOnline,
          },
          by,
        );
        const again = await sessionOf(tx, actor.organisation.id, id);
        return { changed, detail: await detailOf(tx, again!) };
      });
      if (outcome.changed) {
        audit(context, {
          event: 'education_session_correct',
          outcome: 'success',
          target: id,
          details: { educatorId: actor.organisation.id, educator: actor.organisation.name },
        });
      }
      return {
        message: outcome.changed ? CORRECTION_MESSAGES.sessionSaved : CORRECTION_MESSAGES.nothingChanged,
        session: outcome.detail,
      };
    },
  }),
);

/** The award of the session (locked), refused when it is missing or already counts in a sent-in round. */
async function changeableAward(tx: Db, sessionUuid: string, awardUuid: unknown) {
  const id = String(awardUuid);
  if (!isUuid(id)) throwValidationError({ awardUuid: [INVALID_ID_MESSAGE] });
  const award = await awardOfSession(tx, sessionUuid, id);
  if (!award) throwValidationError({ awardUuid: [CORRECTION_MESSAGES.awardNotFound] });
  if (await awardIsSubmitted(tx, award)) throwValidationError({ awardUuid: [CORRECTION_MESSAGES.submitted] });
  return award;
}

builder.mutationField('correctAwardedPoints', (t) =>
  t.field({
    type: SessionCorrectionRef,
    description:
      "Corrects one award's points (at most the course's) within the entry period; the participant's activity follows. Recorded with who and when.",
    authScopes: EDUCATOR_SCOPES,
    args: {
      sessionUuid: t.arg.id({ required: true }),
      awardUuid: t.arg.id({ required: true }),
      points: t.arg.float({ required: true }),
    },
    resolve: async (_root, args, context) => {
      validateOrThrow(args, AWARD_POINTS_RULES);
      const id = sessionId(args.sessionUuid);
      const actor = await educatorActor(context);
      const by = changedBy(context);
      const outcome = await context.db.transaction(async (tx) => {
        const detail = await correctableSession(tx, actor.organisation.id, id);
        const award = await changeableAward(tx, id, args.awardUuid);
        const max = Number(detail.accreditation.points);
        if (args.points > max) throwValidationError({ points: [CORRECTION_MESSAGES.tooManyPoints(max)] });
        const changed = await correctAwardPoints(tx, award, args.points, by);
        return { changed, detail, award };
      });
      if (outcome.changed) {
        audit(context, {
          event: 'points_correct',
          outcome: 'success',
          target: outcome.award.id,
          details: {
            educatorId: actor.organisation.id,
            educator: actor.organisation.name,
            sessionId: id,
            from: Number(outcome.award.points),
            to: args.points,
          },
        });
      }
      return {
        message: outcome.changed ? CORRECTION_MESSAGES.pointsSaved : CORRECTION_MESSAGES.nothingChanged,
        session: outcome.detail,
      };
    },
  }),
);

builder.mutationField('withdrawAwardedPoints', (t) =>
  t.field({
    type: SessionCorrectionRef,
    description:
      "Withdraws one award within the entry period: the award and the participant's activity are removed, the change is recorded.",
    authScopes: EDUCATOR_SCOPES,
    args: {
      sessionUuid: t.arg.id({ required: true }),
      awardUuid: t.arg.id({ required: true }),
    },
    resolve: async (_root, args, context) => {
      const id = sessionId(args.sessionUuid);
      const actor = await educatorActor(context);
      const by = changedBy(context);
      const outcome = await context.db.transaction(async (tx) => {
        const detail = await correctableSession(tx, actor.organisation.id, id);
        const award = await changeableAward(tx, id, args.awardUuid);
        await withdrawAward(tx, award, by);
        return { detail, award };
      });
      audit(context, {
        event: 'points_withdraw',
        outcome: 'success',
        target: outcome.award.id,
        details: {
          educatorId: actor.organisation.id,
          educator: actor.organisation.name,
          sessionId: id,
          points: Number(outcome.award.points),
        },
      });
      return { message: CORRECTION_MESSAGES.withdrawn, session: outcome.detail };
    },
  }),
);
