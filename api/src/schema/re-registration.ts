/**
 * Herregistratie (issue 38): the professional's round with its period, the one deadline, progress
 * per category (summed in SQL) against the chamber's configured requirements, the activities, and
 * submitting. Only the professional themself: another's round or activity reads as missing.
 */
import { ACTIVITY_RULES, SUB_ACTIVITY_RULES } from '@portal/shared/validation';
import { builder } from '../builder';
import { remember, type GraphQLContext } from '../context';
import { findOwnUploads, mediasOfModel, mediasOfModels } from '../db/queries/media-files';
import {
  activitiesOf,
  activityPageOf,
  childrenOf,
  deleteActivity,
  findOwnActivity,
  insertActivity,
  loadActivityCategories,
  updateActivity,
  type ActivityCategoryRow,
  type ActivityRow,
  type ActivityWithRound,
} from '../db/queries/re-registration';
import {
  activityDateBounds,
  loadRoundContext,
  roundProgress,
  submitBlockers,
  submitRound,
  type RoundContext,
} from '../db/queries/re-registration-workflow';
import { unitText, type CategoryProgress, type RoundProgress } from '../domain/re-registration-progress';
import { TransitionError } from '../domain/registration-transitions';
import { throwValidationError, validateOrThrow } from '../graphql-errors';
import { isUuid } from '../auth/one-time-tokens';
import { currentProfessional } from '../loaders/current-professional';
import { storageOf } from '../storage/storage-of';
import { signedInUser } from './action-result';
import { MediaConnectionRef } from './media';
import { PermissionsRef, RegistrationStatusEnum, RegistrationStatusOptionRef } from './options';
import { pageRequest, pageType } from './paging';

export const ACTIVITY_NOT_FOUND = 'Deze activiteit bestaat niet (meer).';
export const ROUND_NOT_FOUND = 'Deze herregistratie bestaat niet (meer).';
export const READ_ONLY = 'Deze activiteit kan niet meer worden gewijzigd: de herregistratie is ingediend.';

export interface RoundView {
  context: RoundContext;
  progress: RoundProgress;
}

/** Editable by the professional: their own entry, of a round not yet submitted (or of the next). */
function activityEditable(activity: ActivityWithRound): boolean {
  return (
    activity.source === 'professional' &&
    (activity.roundItemId === null || activity.roundStatus === 'ongoing')
  );
}

const ActivityCategoryRef = builder.objectRef<ActivityCategoryRow>('ActivityCategory').implement({
  description: 'A kind of activity (configuration): what it counts and how.',
  fields: (t) => ({
    code: t.exposeID('code'),
    label: t.exposeString('label'),
    unit: t.exposeString('unit', { description: "'points' or 'hours': what its requirement counts." }),
    pointsPerHour: t.float({
      nullable: true,
      description: 'Points per contact hour; null: the professional enters the points.',
      resolve: (category) => (category.pointsPerHour === null ? null : Number(category.pointsPerHour)),
    }),
    hasSubActivities: t.exposeBoolean('hasSubActivities'),
    isWorkExperience: t.exposeBoolean('isWorkExperience'),
    providerLabel: t.exposeString('providerLabel', { description: "'Aanbieder', 'Begeleider', ..." }),
  }),
});

/** The categories, read once per operation however many activities ask. */
const categoriesOf = (context: GraphQLContext) =>
  remember(context, 'activity-categories', () => loadActivityCategories(context.db));

async function categoryOf(context: GraphQLContext, code: string): Promise<ActivityCategoryRow> {
  const categories = await categoriesOf(context);
  return categories.find((category) => category.code === code)!;
}

const childrenKey = (id: string) => `activity-children:${id}`;
const mediasKey = (id: string) => `activity-medias:${id}`;

/**
 * A list of activities (200 over five years) reads its tracks' sessions and every row's files in two
 * statements, not three per row: they are put where each row's fields look (`remember`'s memo).
 */
async function withRowsPrefetched(context: GraphQLContext, rows: ActivityWithRound[]) {
  const ids = rows.map((row) => row.id);
  const children = await childrenOf(context.db, ids);
  const files = await mediasOfModels(context.db, 'activity', [...ids, ...children.map((child) => child.id)]);
  for (const id of [...ids, ...children.map((child) => child.id)]) {
    context.memo.set(mediasKey(id), Promise.resolve(files.filter((file) => file.modelId === id)));
  }
  for (const id of ids) {
    context.memo.set(childrenKey(id), Promise.resolve(children.filter((child) => child.parentId === id)));
  }
  return rows;
}

const ActivityRef = builder.objectRef<ActivityWithRound>('Activity');

ActivityRef.implement({
  fields: (t) => ({
    uuid: t.exposeID('id'),
    category: t.field({
      type: ActivityCategoryRef,
      resolve: (activity, _args, context) => categoryOf(context, activity.categoryCode),
    }),
    title: t.exposeString('title'),
    providerName: t.exposeString('providerName'),
    activityDate: t.expose('activityDate', { type: 'Date' }),
    hours: t.float({ resolve: (activity) => Number(activity.hours) }),
    points: t.float({ resolve: (activity) => Number(activity.points) }),
    source: t.exposeString('source', { description: "'professional', or 'provider' (awarded, read-only)." }),
    courseName: t.exposeString('courseName', { nullable: true }),
    parentUuid: t.exposeID('parentId', { nullable: true }),
    countsForNextPeriod: t.boolean({
      description: 'Completed after the round was submitted: it counts toward the next period.',
      resolve: (activity) => activity.roundItemId === null,
    }),
    subActivities: t.field({
      type: [ActivityRef],
      resolve: async (activity, _args, context) =>
        (await remember(context, childrenKey(activity.id), () => childrenOf(context.db, [activity.id]))).map(
          (child) => ({ ...child, roundStatus: activity.roundStatus }),
        ),
    }),
    medias: t.field({
      type: MediaConnectionRef,
      resolve: (activity, _args, context) =>
        remember(context, mediasKey(activity.id), () => mediasOfModel(context.db, 'activity', activity.id)),
    }),
    permissions: t.field({
      type: PermissionsRef,
      resolve: (activity) => ({ canEdit: activityEditable(activity) }),
    }),
  }),
});

/** A page of a round's activities (`ReRegistration.activityPage`): the screen's list of 200 in pages. */
const ActivityPageRef = pageType('ActivityPage', ActivityRef);

const CategoryProgressRef = builder.objectRef<CategoryProgress>('CategoryProgress').implement({
  fields: (t) => ({
    code: t.exposeID('code'),
    label: t.exposeString('label'),
    unit: t.exposeString('unit'),
    isWorkExperience: t.exposeBoolean('isWorkExperience'),
    required: t.exposeFloat('required'),
    achieved: t.exposeFloat('achieved'),
    met: t.exposeBoolean('met'),
    text: t.string({
      description: "The figures in words: '42 van 60 punten'.",
      resolve: (line) =>
        `${new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 }).format(line.achieved)} van ${unitText(line.required, line.unit)}`,
    }),
  }),
});

export const ReRegistrationRef = builder.objectRef<RoundView>('ReRegistration').implement({
  description: 'A re-registration round of the approved registration.',
  fields: (t) => ({
    uuid: t.id({ resolve: ({ context }) => context.round.id }),
    status: t.field({ type: RegistrationStatusEnum, resolve: ({ context }) => context.round.status }),
    statusEnum: t.field({
      type: RegistrationStatusOptionRef,
      resolve: ({ context }) => context.round.status,
    }),
    periodFromDate: t.field({ type: 'Date', resolve: ({ context }) => context.period.fromDate! }),
    periodTillDate: t.field({
      type: 'Date',
      nullable: true,
      resolve: ({ context }) => context.period.tillDate,
    }),
    deadline: t.field({
      type: 'Date',
      description: "The one deadline ('uiterlijk {date}'), as on Registration.reRegistrationDeadline.",
      resolve: ({ context }) => context.deadline,
    }),
    submittedAt: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: ({ context }) => context.round.submittedAt,
    }),
    requirementSetLabel: t.string({
      nullable: true,
      resolve: ({ progress }) => progress.requirementSet?.label ?? null,
    }),
    progress: t.field({ type: [CategoryProgressRef], resolve: ({ progress }) => progress.categories }),
    submitBlockers: t.stringList({
      description: 'Why it cannot be submitted now; empty when it can.',
      resolve: ({ context, progress }) => submitBlockers(context, progress),
    }),
    canSubmit: t.boolean({
      resolve: ({ context, progress }) => submitBlockers(context, progress).length === 0,
    }),
    categories: t.field({
      type: [ActivityCategoryRef],
      description: "The categories the professional's chamber counts, for the activity form.",
      resolve: async ({ progress }, _args, context) => {
        const codes = new Set(progress.requirementSet?.requirements.map((line) => line.category.code) ?? []);
        return (await loadActivityCategories(context.db)).filter((category) => codes.has(category.code));
      },
    }),
    activityDateMin: t.field({ type: 'Date', resolve: ({ context }) => activityDateBounds(context).min }),
    activityDateMax: t.field({ type: 'Date', resolve: ({ context }) => activityDateBounds(context).max }),
    activities: t.field({
      type: [ActivityRef],
      description: 'Top-level activities of this round, newest first (sessions under subActivities).',
      resolve: async ({ context }, _args, graphql) =>
        withRowsPrefetched(graphql, await activitiesOf(graphql.db, context.professionalId, context.round.id)),
    }),
    activityPage: t.field({
      type: ActivityPageRef,
      description:
        'One page of activities, in the order of activities (newest first), with the count of all: the screen shows the first 20 and more on request.',
      args: {
        page: t.arg.int({ required: false, description: '1-based; 1 when left out.' }),
        pageSize: t.arg.int({ required: false, description: 'Rows a page, 1 to 50; 10 when left out.' }),
      },
      resolve: async ({ context }, args, graphql) => {
        const request = pageRequest(args, {
          sorts: ['activityDate'],
          defaultSort: 'activityDate',
          defaultOrder: 'desc',
        });
        const { rows, totalCount } = await activityPageOf(
          graphql.db,
          context.professionalId,
          context.round.id,
          request,
        );
        return {
          nodes: await withRowsPrefetched(graphql, rows),
          totalCount,
          page: request.page,
          pageSize: request.pageSize,
        };
      },
    }),
    nextPeriodActivities: t.field({
      type: [ActivityRef],
      description: 'Completed after submitting: they count toward the next period.',
      resolve: async ({ context }, _args, graphql) =>
        withRowsPrefetched(graphql, await activitiesOf(graphql.db, context.professionalId, null)),
    }),
    permissions: t.field({
      type: PermissionsRef,
      resolve: ({ context }) => ({ canEdit: context.round.status === 'ongoing' }),
    }),
  }),
});

export async function roundView(context: GraphQLContext, uuid: string | null): Promise<RoundView | null> {
  if (uuid !== null && !isUuid(uuid)) return null;
  const professional = await currentProfessional(context);
  const round = await loadRoundContext(context.db, professional.id, uuid);
  if (!round) return null;
  return { context: round, progress: await roundProgress(context.db, round) };
}

builder.queryField('reRegistration', (t) =>
  t.field({
    type: ReRegistrationRef,
    nullable: true,
    authScopes: { professional: true },
    description: "The professional's own round (the open one without uuid); null when missing or another's.",
    args: { uuid: t.arg.id({ required: false }) },
    resolve: (_root, args, context) => roundView(context, args.uuid ? String(args.uuid) : null),
  }),
);

builder.queryField('activity', (t) =>
  t.field({
    type: ActivityRef,
    nullable: true,
    authScopes: { professional: true },
    description: "One of the professional's own activities; null when missing or another's.",
    args: { uuid: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const uuid = String(args.uuid);
      if (!isUuid(uuid)) return null;
      return findOwnActivity(context.db, (await currentProfessional(context)).id, uuid);
    },
  }),
);

/** '2024-05-01' or '01-05-2024' (slashes as dashes) as 'YYYY-MM-DD'. */
export function isoDate(value: string): string {
  const date = value.replaceAll('/', '-');
  const dutch = /^(\d{2})-(\d{2})-(\d{4})$/.exec(date);
  return dutch ? `${dutch[3]}-${dutch[2]}-${dutch[1]}` : date;
}

/** Evidence: own uploads not yet attached; files this activity already holds may be named again. */
async function ownUploads(
  context: GraphQLContext,
  uuids: readonly string[] | null | undefined,
  activityId?: string,
) {
  const held = activityId
    ? new Set((await mediasOfModel(context.db, 'activity', activityId)).map((media) => media.id))
    : new Set<string>();
  const fresh = (uuids ?? []).filter((uuid) => !held.has(uuid));
  const uploads = await findOwnUploads(context.db, signedInUser(context).id, fresh.filter(isUuid));
  if (uploads.length !== fresh.length) {
    throwValidationError({ mediaUuids: ['Dit bestand bestaat niet (meer). Upload het opnieuw.'] });
  }
  return uploads.map((upload) => upload.id);
}

function pointsFor(category: ActivityCategoryRow, hours: number, points: number | null | undefined): number {
  if (category.pointsPerHour === null) {
    if (points === null || points === undefined)
      throwValidationError({ points: ['Vul het aantal punten in.'] });
    return points;
  }
  return Math.round(hours * Number(category.pointsPerHour) * 100) / 100;
}

const ActivityInput = builder.inputType('ActivityInput', {
  fields: (t) => ({
    categoryCode: t.string({ required: true }),
    title: t.string({ required: true }),
    providerName: t.string({ required: true }),
    activityDate: t.string({ required: true }),
    hours: t.float({ required: true }),
    points: t.float({ required: false, description: 'Only for a category whose pointsPerHour is null.' }),
    mediaUuids: t.stringList({ required: false, description: 'Evidence: own uploads (POST /files).' }),
  }),
});

const SubActivityInput = builder.inputType('SubActivityInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    activityDate: t.string({ required: true }),
    hours: t.float({ required: true }),
    mediaUuids: t.stringList({ required: false }),
  }),
});

/** The round a new activity joins: the open one, or none (the next period's) while it is assessed. */
async function openRound(context: GraphQLContext, uuid: string, field = 'roundUuid'): Promise<RoundContext> {
  const professional = await currentProfessional(context);
  const round = isUuid(uuid) ? await loadRoundContext(context.db, professional.id, uuid) : null;
  if (!round) throwValidationError({ [field]: [ROUND_NOT_FOUND] });
  return round;
}

async function editableActivity(context: GraphQLContext, uuid: string, field = 'uuid') {
  const professional = await currentProfessional(context);
  const activity = isUuid(uuid) ? await findOwnActivity(context.db, professional.id, uuid) : null;
  if (!activity) throwValidationError({ [field]: [ACTIVITY_NOT_FOUND] });
  if (!activityEditable(activity)) throwValidationError({ [field]: [READ_ONLY] });
  return activity;
}

/** Bounds of the date for an activity of this round; an existing one keeps where it belongs. */
function boundsFor(round: RoundContext, activity?: ActivityRow) {
  if (activity && activity.roundItemId === round.round.id) {
    const bounds = activityDateBounds({ ...round, round: { ...round.round, status: 'ongoing' } });
    return bounds;
  }
  return activityDateBounds(round);
}

builder.mutationField('createActivity', (t) =>
  t.field({
    type: ActivityRef,
    authScopes: { professional: true },
    description:
      'Adds an activity to the own round (needs the activity.create policy); with parentUuid a session of a track.',
    args: {
      roundUuid: t.arg.id({ required: true }),
      parentUuid: t.arg.id({ required: false }),
      input: t.arg({ type: ActivityInput, required: false }),
      subActivity: t.arg({ type: SubActivityInput, required: false }),
    },
    resolve: async (_root, args, context) => {
      const round = await openRound(context, String(args.roundUuid));
      const bounds = activityDateBounds(round);
      const roundItemId = bounds.countsForNextPeriod ? null : round.round.id;
      if (args.parentUuid) {
        const parent = await editableActivity(context, String(args.parentUuid), 'parentUuid');
        const category = await categoryOf(context, parent.categoryCode);
        if (!category.hasSubActivities || parent.parentId) {
          throwValidationError({ parentUuid: ['Bij deze activiteit horen geen sessies.'] });
        }
        const input = args.subActivity;
        if (!input) throwValidationError({ title: ['Vul de sessie in.'] });
        validateOrThrow(
          { ...input, activityDateMin: bounds.min, activityDateMax: bounds.max },
          SUB_ACTIVITY_RULES,
        );
        const mediaIds = await ownUploads(context, input.mediaUuids);
        const created = await insertActivity(context.db, {
          professionalId: round.professionalId,
          roundItemId: parent.roundItemId,
          parentId: parent.id,
          categoryCode: parent.categoryCode,
          providerName: parent.providerName,
          title: input.title.trim(),
          activityDate: isoDate(input.activityDate),
          hours: input.hours,
          points: pointsFor(category, input.hours, null),
          mediaIds,
        });
        return { ...created, roundStatus: parent.roundStatus };
      }
      const input = args.input;
      if (!input) throwValidationError({ categoryCode: ['Kies een categorie.'] });
      validateOrThrow({ ...input, activityDateMin: bounds.min, activityDateMax: bounds.max }, ACTIVITY_RULES);
      const category = (await roundCategories(context, round)).find((row) => row.code === input.categoryCode);
      if (!category) throwValidationError({ categoryCode: ['Deze categorie telt niet mee voor je kamer.'] });
      const mediaIds = await ownUploads(context, input.mediaUuids);
      const created = await insertActivity(context.db, {
        professionalId: round.professionalId,
        roundItemId,
        parentId: null,
        categoryCode: category.code,
        title: input.title.trim(),
        providerName: input.providerName.trim(),
        activityDate: isoDate(input.activityDate),
        hours: input.hours,
        points: pointsFor(category, input.hours, input.points),
        mediaIds,
      });
      return { ...created, roundStatus: roundItemId ? round.round.status : null };
    },
  }),
);

async function roundCategories(context: GraphQLContext, round: RoundContext) {
  const progress = await roundProgress(context.db, round);
  const codes = new Set(progress.requirementSet?.requirements.map((line) => line.category.code) ?? []);
  return (await loadActivityCategories(context.db)).filter((category) => codes.has(category.code));
}

builder.mutationField('updateActivity', (t) =>
  t.field({
    type: ActivityRef,
    authScopes: { professional: true },
    description: 'Changes an own activity (or session) until its round is submitted.',
    args: {
      uuid: t.arg.id({ required: true }),
      input: t.arg({ type: ActivityInput, required: false }),
      subActivity: t.arg({ type: SubActivityInput, required: false }),
    },
    resolve: async (_root, args, context) => {
      const activity = await editableActivity(context, String(args.uuid));
      const round = await loadRoundContext(context.db, activity.professionalId, null);
      if (!round) throwValidationError({ uuid: [ACTIVITY_NOT_FOUND] });
      const bounds = boundsFor(round, activity);
      if (activity.parentId) {
        const input = args.subActivity;
        if (!input) throwValidationError({ title: ['Vul de sessie in.'] });
        validateOrThrow(
          { ...input, activityDateMin: bounds.min, activityDateMax: bounds.max },
          SUB_ACTIVITY_RULES,
        );
        const category = await categoryOf(context, activity.categoryCode);
        const mediaIds = await ownUploads(context, input.mediaUuids, activity.id);
        const row = await updateActivity(
          context.db,
          activity,
          {
            categoryCode: activity.categoryCode,
            providerName: activity.providerName,
            title: input.title.trim(),
            activityDate: isoDate(input.activityDate),
            hours: input.hours,
            points: pointsFor(category, input.hours, null),
          },
          mediaIds,
        );
        return { ...row, roundStatus: activity.roundStatus };
      }
      const input = args.input;
      if (!input) throwValidationError({ categoryCode: ['Kies een categorie.'] });
      validateOrThrow({ ...input, activityDateMin: bounds.min, activityDateMax: bounds.max }, ACTIVITY_RULES);
      const category = (await roundCategories(context, round)).find((row) => row.code === input.categoryCode);
      if (!category) throwValidationError({ categoryCode: ['Deze categorie telt niet mee voor je kamer.'] });
      const hasSessions = (await childrenOf(context.db, [activity.id])).length > 0;
      if (hasSessions && category.code !== activity.categoryCode) {
        throwValidationError({ categoryCode: ['Een traject met sessies houdt zijn categorie.'] });
      }
      const mediaIds = await ownUploads(context, input.mediaUuids, activity.id);
      const row = await updateActivity(
        context.db,
        activity,
        {
          categoryCode: category.code,
          title: input.title.trim(),
          providerName: input.providerName.trim(),
          activityDate: isoDate(input.activityDate),
          hours: input.hours,
          points: pointsFor(category, input.hours, input.points),
        },
        mediaIds,
      );
      return { ...row, roundStatus: activity.roundStatus };
    },
  }),
);

builder.mutationField('deleteActivity', (t) =>
  t.boolean({
    authScopes: { professional: true },
    description: 'Deletes an own activity (with its sessions and files) until its round is submitted.',
    args: { uuid: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const activity = await editableActivity(context, String(args.uuid));
      const keys = await deleteActivity(context.db, activity);
      const storage = storageOf(context.config);
      await Promise.all(keys.map((key) => storage.delete(key)));
      return true;
    },
  }),
);

builder.mutationField('submitReRegistration', (t) =>
  t.field({
    type: ReRegistrationRef,
    authScopes: { professional: true },
    description:
      'Submits the own round: once, until the end of the deadline (Dutch time), with every requirement met.',
    args: { uuid: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const round = await openRound(context, String(args.uuid), 'uuid');
      try {
        await submitRound(context.db, round, signedInUser(context).email);
      } catch (error) {
        if (error instanceof TransitionError) throwValidationError({ uuid: [error.message] });
        throw error;
      }
      const view = await roundView(context, round.round.id);
      if (!view) throwValidationError({ uuid: [ROUND_NOT_FOUND] });
      return view;
    },
  }),
);
