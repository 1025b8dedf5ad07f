/**
 * Digital certificates (issue 40): a provider checks a list of participants for one session of an
 * approved accreditation, row by row, and then awards the valid rows in one transaction. A check
 * writes nothing but its hourly counter; every check and award is in the audit log with the
 * provider, the employee and the counts. The list is parsed on the server with the same shared
 * parser as the screen (`@portal/shared/csv`), and the server's parse is the one that counts.
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import {
  parseParticipantList,
  PARTICIPANT_LIST_MAX_ROWS,
  PARTICIPANT_LIST_TOO_LARGE,
  type ParticipantRow,
} from '@portal/shared/csv';
import { builder } from '../builder';
import { audit } from '../audit/audit-context';
import { isUuid } from '../auth/one-time-tokens';
import type { GraphQLContext } from '../context';
import type { Db } from '../db/connection';
import {
  countPointsCheck,
  readAccreditationRules,
  sessionOf,
  type SessionWithAccreditation,
} from '../db/queries/accreditations';
import { accreditations, educationSessions } from '../db/schema';
import { awardParticipantRows, checkParticipantRows } from '../db/queries/points-entry';
import { addToDate, todayInNetherlands } from '../domain/dates';
import { fullName } from '../domain/names';
import { POINTS_MESSAGES, awardRefusal, entryDeadline, type CheckedRow } from '../domain/points-check';
import { throwValidationError, INVALID_ID_MESSAGE } from '../graphql-errors';
import { signedInUser } from './action-result';
import { EDUCATOR_SCOPES, educatorActor, SESSION_NOT_FOUND } from './accreditations';

const PointsCheckRowRef = builder.objectRef<CheckedRow>('PointsCheckRow').implement({
  description: 'One row of a checked list with its own Dutch result.',
  fields: (t) => ({
    line: t.exposeInt('line'),
    registrationNumber: t.exposeString('registrationNumber'),
    lastName: t.exposeString('lastName'),
    status: t.string({
      description: 'valid, unknown, inactive, wrongChamber, alreadyAwarded, duplicate or invalidLine.',
      resolve: (row) => row.code,
    }),
    message: t.exposeString('message'),
  }),
});

interface PointsCheck {
  sessionUuid: string;
  rows: CheckedRow[];
  awardedCount: number;
}

const PointsCheckRef = builder.objectRef<PointsCheck>('PointsCheck').implement({
  description: 'A checked (or awarded) list: every row with its result, and the counts.',
  fields: (t) => ({
    sessionUuid: t.exposeID('sessionUuid'),
    rows: t.field({ type: [PointsCheckRowRef], resolve: (check) => check.rows }),
    validCount: t.int({ resolve: (check) => check.rows.filter((row) => row.code === 'valid').length }),
    rejectedCount: t.int({ resolve: (check) => check.rows.filter((row) => row.code !== 'valid').length }),
    awardedCount: t.exposeInt('awardedCount', { description: 'Rows awarded now (0 for a check).' }),
  }),
});

interface AwardableSession extends SessionWithAccreditation {
  deadline: string;
}

const AwardableSessionRef = builder.objectRef<AwardableSession>('AwardableSession').implement({
  description: 'A session of an approved, unexpired accreditation whose entry period is open.',
  fields: (t) => ({
    uuid: t.id({ resolve: (row) => row.session.id }),
    accreditationUuid: t.id({ resolve: (row) => row.accreditation.id }),
    accreditationTitle: t.string({ resolve: (row) => row.accreditation.title }),
    chambers: t.stringList({ resolve: (row) => row.accreditation.chambers }),
    points: t.float({ resolve: (row) => Number(row.accreditation.points) }),
    startsOn: t.field({ type: 'Date', resolve: (row) => row.session.startsOn }),
    endsOn: t.field({ type: 'Date', resolve: (row) => row.session.endsOn }),
    location: t.string({ nullable: true, resolve: (row) => row.session.location }),
    isOnline: t.boolean({ resolve: (row) => row.session.isOnline }),
    pointsEntryDeadline: t.field({ type: 'Date', resolve: (row) => row.deadline }),
  }),
});

builder.queryField('educatorAwardableSessions', (t) =>
  t.field({
    type: [AwardableSessionRef],
    description:
      "Sessions of the provider's approved, unexpired accreditations that have begun and whose entry period is still open.",
    authScopes: EDUCATOR_SCOPES,
    resolve: async (_root, _args, context) => {
      const actor = await educatorActor(context);
      const rules = await readAccreditationRules(context.db);
      const today = todayInNetherlands();
      const endedSince = addToDate(today, { months: -rules.pointsEntryMonths });
      const rows = await context.db
        .select({ session: educationSessions, accreditation: accreditations })
        .from(educationSessions)
        .innerJoin(accreditations, eq(accreditations.id, educationSessions.accreditationId))
        .where(
          and(
            eq(accreditations.educatorId, actor.organisation.id),
            eq(accreditations.status, 'approved'),
            gte(accreditations.validUntil, today),
            lte(educationSessions.startsOn, today),
            gte(educationSessions.endsOn, endedSince),
          ),
        )
        .orderBy(sql`${educationSessions.endsOn} desc`, sql`${educationSessions.id}`);
      return rows.map((row) => ({
        ...row,
        educatorName: actor.organisation.name,
        deadline: entryDeadline(row.session.endsOn, rules),
      }));
    },
  }),
);

/** The session when it is the provider's and points may be entered for it today; refusals in Dutch. */
async function awardableSession(db: Db, educatorId: string, sessionUuid: string, lock = false) {
  if (!isUuid(sessionUuid)) throwValidationError({ sessionUuid: [INVALID_ID_MESSAGE] });
  const found = await sessionOf(db, educatorId, sessionUuid, lock);
  if (!found) throwValidationError({ sessionUuid: [SESSION_NOT_FOUND] });
  const rules = await readAccreditationRules(db);
  const refusal = awardRefusal(found.accreditation, found.session, rules, todayInNetherlands());
  if (refusal) throwValidationError({ sessionUuid: [refusal] });
  return { found, rules };
}

/** The list's rows; a list refused as a whole (too large, empty) is in the audit log too. */
function parsedList(
  context: GraphQLContext,
  event: string,
  educatorId: string,
  lines: readonly string[],
): ParticipantRow[] {
  const refuse = (message: string): never => {
    audit(context, {
      event,
      outcome: 'refused',
      target: educatorId,
      details: { educatorId, lines: lines.length },
    });
    throwValidationError({ list: [message] });
  };
  if (lines.length > PARTICIPANT_LIST_MAX_ROWS * 2) refuse(PARTICIPANT_LIST_TOO_LARGE);
  const parsed = parseParticipantList(lines.join('\n'));
  if (!parsed.ok) return refuse(parsed.message);
  return parsed.rows;
}

function countsOf(rows: readonly CheckedRow[]) {
  const valid = rows.filter((row) => row.code === 'valid').length;
  return { rows: rows.length, valid, rejected: rows.length - valid };
}

async function throttle(context: GraphQLContext, educatorId: string, limit: number, event: string) {
  if ((await countPointsCheck(context.db, educatorId, limit)) > limit) {
    audit(context, { event, outcome: 'throttled', target: educatorId, details: { educatorId, limit } });
    throwValidationError({ list: [POINTS_MESSAGES.throttled] });
  }
}

builder.mutationField('checkParticipantPoints', (t) =>
  t.field({
    type: PointsCheckRef,
    description:
      "Checks a list (registration number and last name per line; tab, ';' or ',' separated, header optional) for one session of the provider. Writes nothing but the hourly counter.",
    authScopes: EDUCATOR_SCOPES,
    args: {
      sessionUuid: t.arg.id({ required: true }),
      list: t.arg.stringList({
        required: true,
        description: "The list's lines (participantListLines): at most 5,000 rows and 1 MB.",
      }),
    },
    resolve: async (_root, args, context) => {
      const actor = await educatorActor(context);
      const educatorId = actor.organisation.id;
      const rows = parsedList(context, 'points_check', educatorId, args.list);
      const { found, rules } = await awardableSession(context.db, educatorId, String(args.sessionUuid));
      await throttle(context, educatorId, rules.pointsChecksPerHour, 'points_check');
      const checked = await checkParticipantRows(context.db, found, rows);
      audit(context, {
        event: 'points_check',
        outcome: 'success',
        target: found.session.id,
        details: { educatorId, educator: actor.organisation.name, ...countsOf(checked) },
      });
      return { sessionUuid: found.session.id, rows: checked, awardedCount: 0 };
    },
  }),
);

builder.mutationField('awardParticipantPoints', (t) =>
  t.field({
    type: PointsCheckRef,
    description:
      'Checks the list again and awards the valid rows in one transaction (the session locked meanwhile); the answer is the receipt: every row with its result and how many were awarded.',
    authScopes: EDUCATOR_SCOPES,
    args: {
      sessionUuid: t.arg.id({ required: true }),
      list: t.arg.stringList({
        required: true,
        description: "The list's lines (participantListLines): at most 5,000 rows and 1 MB.",
      }),
    },
    resolve: async (_root, args, context) => {
      const actor = await educatorActor(context);
      const educatorId = actor.organisation.id;
      const rows = parsedList(context, 'points_award', educatorId, args.list);
      const user = signedInUser(context);
      const { rules } = await awardableSession(context.db, educatorId, String(args.sessionUuid));
      await throttle(context, educatorId, rules.pointsChecksPerHour, 'points_award');
      const outcome = await context.db.transaction(async (tx) => {
        const { found } = await awardableSession(tx, educatorId, String(args.sessionUuid), true);
        const { checked, awarded } = await awardParticipantRows(tx, found, rows, {
          userId: user.id,
          name: fullName(user),
        });
        return { found, checked, awarded };
      });
      audit(context, {
        event: 'points_award',
        outcome: 'success',
        target: outcome.found.session.id,
        details: {
          educatorId,
          educator: actor.organisation.name,
          ...countsOf(outcome.checked),
          awarded: outcome.awarded,
        },
      });
      return { sessionUuid: outcome.found.session.id, rows: outcome.checked, awardedCount: outcome.awarded };
    },
  }),
);
