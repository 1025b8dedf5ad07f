/**
 * Uitstel (issue 38): the professional's deferral requests on their approved period, what they may
 * still ask (the register's limits, DOMAIN.md), and requesting one with evidence. Staff decide by
 * `pnpm staff decide`; an approval moves the one deadline. Only the professional themself: another's
 * request reads as missing.
 */
import { DEFERRAL_RULES } from '@portal/shared/validation';
import { builder } from '../builder';
import type { GraphQLContext } from '../context';
import { findOwnUploads, mediasOfModel } from '../db/queries/media-files';
import {
  deferralsOf,
  findOwnDeferral,
  insertDeferral,
  ONE_PENDING_DEFERRAL,
  type DeferralReason,
  type DeferralRow,
} from '../db/queries/deferral-requests';
import { readRegistrationRules, type RegistrationRules } from '../db/queries/registration-rules';
import { loadRegistrations, type RegistrationItemRow } from '../db/queries/registrations';
import { todayInNetherlands } from '../domain/dates';
import { acceptsSubmission, reRegistrationDeadline } from '../domain/re-registration-deadline';
import {
  findApprovedRegistration,
  findCurrentItem,
  findReRegistrationRound,
} from '../domain/registration-file';
import { canEdit } from '../domain/registration-file';
import { TransitionError } from '../domain/registration-transitions';
import { isUuid } from '../auth/one-time-tokens';
import { throwValidationError, validateOrThrow } from '../graphql-errors';
import { currentProfessional } from '../loaders/current-professional';
import { signedInUser } from './action-result';
import { MediaConnectionRef } from './media';
import { OptionRef, PermissionsRef, RegistrationStatusEnum, RegistrationStatusOptionRef } from './options';

export const DEFERRAL_REASON_LABELS: Record<DeferralReason, string> = {
  ziekte: 'Ziekte',
  'zwangerschap-of-ouderschapsverlof': 'Zwangerschap of ouderschapsverlof',
  mantelzorg: 'Mantelzorg',
  anders: 'Anders',
};

export const DEFERRAL_NOT_FOUND = 'Dit verzoek om uitstel bestaat niet (meer).';

interface DeferralOverview {
  professionalId: string;
  period: RegistrationItemRow;
  roundStatus: string | null;
  deadline: string;
  rules: RegistrationRules;
  requests: DeferralRow[];
}

async function deferralOverview(context: GraphQLContext): Promise<DeferralOverview | null> {
  const professional = await currentProfessional(context);
  const registration = findApprovedRegistration(await loadRegistrations(context.db, professional.id));
  const period = registration ? findCurrentItem(registration, todayInNetherlands()) : null;
  const deadline = reRegistrationDeadline(period);
  if (!registration || !period || !deadline) return null;
  const [rules, requests] = await Promise.all([
    readRegistrationRules(context.db),
    deferralsOf(context.db, professional.id),
  ]);
  return {
    professionalId: professional.id,
    period,
    roundStatus: findReRegistrationRound(registration)?.status ?? null,
    deadline,
    rules,
    requests,
  };
}

function monthsLeft(overview: DeferralOverview): number {
  return Math.max(0, overview.rules.deferralMaxMonthsPerPeriod - overview.period.deferredMonths);
}

/** Why no deferral can be asked now (empty: it can). */
function deferralBlockers(overview: DeferralOverview, now = new Date()): string[] {
  if (overview.roundStatus === 'pending')
    return ['Je herregistratie is al ingediend: uitstel is niet meer nodig.'];
  if (!acceptsSubmission(overview.deadline, now)) {
    return ['De termijn voor je herregistratie is verstreken: uitstel aanvragen kan niet meer.'];
  }
  if (
    overview.requests.some(
      (request) => request.periodItemId === overview.period.id && request.status === 'pending',
    )
  ) {
    return [ONE_PENDING_DEFERRAL];
  }
  if (monthsLeft(overview) === 0) {
    return [
      `Je hebt al ${overview.rules.deferralMaxMonthsPerPeriod} maanden uitstel gekregen, het meeste dat per registratieperiode kan.`,
    ];
  }
  return [];
}

export const DeferralRequestRef = builder.objectRef<DeferralRow>('DeferralRequest').implement({
  description: 'A request to move the re-registration deadline (uitstel).',
  fields: (t) => ({
    uuid: t.exposeID('id'),
    reason: t.field({
      type: OptionRef,
      resolve: (request) => ({ value: request.reason, label: DEFERRAL_REASON_LABELS[request.reason] }),
    }),
    motivation: t.exposeString('motivation', { nullable: true }),
    months: t.exposeInt('months'),
    status: t.field({ type: RegistrationStatusEnum, resolve: (request) => request.status }),
    statusEnum: t.field({ type: RegistrationStatusOptionRef, resolve: (request) => request.status }),
    submittedAt: t.expose('submittedAt', { type: 'DateTime', nullable: true }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
    decisionReason: t.exposeString('decisionReason', { nullable: true }),
    medias: t.field({
      type: MediaConnectionRef,
      resolve: (request, _args, context) => mediasOfModel(context.db, 'deferralRequest', request.id),
    }),
    permissions: t.field({
      type: PermissionsRef,
      // Submitted at once: read-only from then on.
      resolve: (request) => ({ canEdit: canEdit(request.status) }),
    }),
  }),
});

const DeferralOverviewRef = builder.objectRef<DeferralOverview>('DeferralOverview').implement({
  description: "The professional's deferrals on the current period and what they may still ask.",
  fields: (t) => ({
    deadline: t.field({
      type: 'Date',
      description: 'The one re-registration deadline, approved deferrals included.',
      resolve: (overview) => overview.deadline,
    }),
    periodTillDate: t.field({
      type: 'Date',
      nullable: true,
      resolve: (overview) => overview.period.tillDate,
    }),
    deferredMonths: t.int({ resolve: (overview) => overview.period.deferredMonths }),
    maxMonthsPerRequest: t.int({ resolve: (overview) => overview.rules.deferralMaxMonthsPerRequest }),
    maxMonthsPerPeriod: t.int({ resolve: (overview) => overview.rules.deferralMaxMonthsPerPeriod }),
    monthsLeft: t.int({ resolve: (overview) => monthsLeft(overview) }),
    reasons: t.field({
      type: [OptionRef],
      resolve: () => Object.entries(DEFERRAL_REASON_LABELS).map(([value, label]) => ({ value, label })),
    }),
    canRequest: t.boolean({ resolve: (overview) => deferralBlockers(overview).length === 0 }),
    blockers: t.stringList({
      description: 'Why no deferral can be asked now; empty when it can.',
      resolve: (overview) => deferralBlockers(overview),
    }),
    requests: t.field({ type: [DeferralRequestRef], resolve: (overview) => overview.requests }),
  }),
});

builder.queryField('deferral', (t) =>
  t.field({
    type: DeferralOverviewRef,
    nullable: true,
    authScopes: { professional: true },
    description: 'The own deferrals and limits; null without an approved registration period.',
    resolve: (_root, _args, context) => deferralOverview(context),
  }),
);

builder.queryField('deferralRequest', (t) =>
  t.field({
    type: DeferralRequestRef,
    nullable: true,
    authScopes: { professional: true },
    description: "One of the professional's own deferral requests; null when missing or another's.",
    args: { uuid: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const uuid = String(args.uuid);
      if (!isUuid(uuid)) return null;
      return findOwnDeferral(context.db, (await currentProfessional(context)).id, uuid);
    },
  }),
);

const DeferralInput = builder.inputType('DeferralInput', {
  fields: (t) => ({
    reason: t.string({
      required: true,
      description: "'ziekte', 'zwangerschap-of-ouderschapsverlof', 'mantelzorg' or 'anders'.",
    }),
    motivation: t.string({ required: false, description: "Required for 'anders'." }),
    months: t.int({ required: true }),
    mediaUuids: t.stringList({
      required: false,
      description: 'Optional evidence: own uploads (POST /files).',
    }),
  }),
});

builder.mutationField('requestDeferral', (t) =>
  t.field({
    type: DeferralRequestRef,
    authScopes: { professional: true },
    description:
      "Asks deferral of the own re-registration deadline: submitted at once, within the register's limits, one at a time.",
    args: { input: t.arg({ type: DeferralInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const overview = await deferralOverview(context);
      if (!overview)
        throwValidationError({ reason: ['Je hebt geen registratieperiode om uitstel voor te vragen.'] });
      const blockers = deferralBlockers(overview);
      if (blockers.length > 0) throwValidationError({ reason: blockers });
      validateOrThrow(
        {
          ...input,
          deferralMaxMonthsPerRequest: overview.rules.deferralMaxMonthsPerRequest,
          deferralMaxMonthsPerPeriod: overview.rules.deferralMaxMonthsPerPeriod,
          deferralMonthsLeft: monthsLeft(overview),
        },
        DEFERRAL_RULES,
      );
      const uuids = input.mediaUuids ?? [];
      const uploads = await findOwnUploads(context.db, signedInUser(context).id, uuids.filter(isUuid));
      if (uploads.length !== uuids.length) {
        throwValidationError({ mediaUuids: ['Dit bestand bestaat niet (meer). Upload het opnieuw.'] });
      }
      try {
        return await insertDeferral(context.db, {
          professionalId: overview.professionalId,
          periodItemId: overview.period.id,
          reason: input.reason as DeferralReason,
          motivation: input.motivation?.trim() || null,
          months: input.months,
          mediaIds: uploads.map((upload) => upload.id),
        });
      } catch (error) {
        if (error instanceof TransitionError) throwValidationError({ reason: [error.message] });
        throw error;
      }
    },
  }),
);
