/**
 * Scholingsadvies (issue 38): the professional asks the register for training advice (a draft in
 * steps, then submitted), reads the advice once staff give it (`pnpm staff advise`), and completes it
 * by uploading proof of the advised training. DOMAIN.md's statuses, changed only through the one
 * transition table (domain/training-advice-transitions). Only the professional themself: another's
 * advice reads as missing.
 */
import { COMPLETE_TRAINING_ADVICE_RULES, TRAINING_ADVICE_RULES } from '@portal/shared/validation';
import { isUuid } from '../auth/one-time-tokens';
import { builder } from '../builder';
import type { GraphQLContext } from '../context';
import { findOwnUploads, mediasOfModel } from '../db/queries/media-files';
import { latestTrainingAdvice } from '../db/queries/professional-records';
import {
  ADVICE_NOT_FOUND,
  completeAdvice,
  createDraftAdvice,
  findOwnAdvice,
  saveAdviceDraft,
  submitAdvice,
  type AdviceRequestValues,
  type TrainingAdviceRow,
} from '../db/queries/training-advices';
import { professionalPolicies } from '../domain/portal-access';
import { TransitionError } from '../domain/registration-transitions';
import { TRAINING_ADVICE_REASON_LABELS, type TrainingAdviceReason } from '../domain/statuses';
import { assertTrainingAdviceTransition, canEditTrainingAdvice } from '../domain/training-advice-transitions';
import { throwValidationError, validateOrThrow } from '../graphql-errors';
import { afterCommit, queueMailIn } from '../mail/in-transaction';
import { recipientOf } from '../mail/recipient';
import { adviceRequestReceivedMail } from '../mail/training-advice-mails';
import { currentProfessional } from '../loaders/current-professional';
import { professionalFacts } from '../loaders/professional';
import { mailerOf, signedInUser } from './action-result';
import { MediaConnectionRef } from './media';
import { OptionRef, PermissionsRef, TrainingAdviceStatusOptionRef } from './options';

export const NO_ADVICE_POLICY =
  'Je kunt nu geen scholingsadvies aanvragen: je hebt al een scholingsadvies, of nog geen (her)registratie.';

const reasonOption = (reason: TrainingAdviceReason | null) =>
  reason ? { value: reason, label: TRAINING_ADVICE_REASON_LABELS[reason] } : null;

export const TrainingAdviceRef = builder.objectRef<TrainingAdviceRow>('TrainingAdvice').implement({
  description: 'A training advice (scholingsadvies): the request, the advice staff give, its completion.',
  fields: (t) => ({
    uuid: t.exposeID('id'),
    statusEnum: t.field({ type: TrainingAdviceStatusOptionRef, resolve: (advice) => advice.status }),
    reason: t.field({ type: OptionRef, nullable: true, resolve: (advice) => reasonOption(advice.reason) }),
    reasons: t.field({
      type: [OptionRef],
      description: 'The reasons one may give (for the form).',
      resolve: () =>
        Object.entries(TRAINING_ADVICE_REASON_LABELS).map(([value, label]) => ({ value, label })),
    }),
    question: t.exposeString('question', { nullable: true }),
    submittedAt: t.expose('submittedAt', { type: 'DateTime', nullable: true }),
    advice: t.exposeString('advice', { nullable: true }),
    advisedAt: t.expose('advisedAt', { type: 'DateTime', nullable: true }),
    returnedReason: t.exposeString('returnedReason', {
      nullable: true,
      description: 'Why staff sent the request back to draft; null once it is submitted again.',
    }),
    completionNote: t.exposeString('completionNote', { nullable: true }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
    permissions: t.field({
      type: PermissionsRef,
      resolve: (advice) => ({ canEdit: canEditTrainingAdvice(advice.status) }),
    }),
    medias: t.field({
      type: MediaConnectionRef,
      description: 'The proof uploaded on completion.',
      resolve: (advice, _args, context) => mediasOfModel(context.db, 'trainingAdvice', advice.id),
    }),
  }),
});

async function ownAdviceOrThrow(context: GraphQLContext, uuid: string): Promise<TrainingAdviceRow> {
  const professional = await currentProfessional(context);
  const advice = isUuid(uuid) ? await findOwnAdvice(context.db, professional.id, uuid) : null;
  if (!advice) throwValidationError({ uuid: [ADVICE_NOT_FOUND] });
  return advice;
}

/** A TransitionError (Dutch) as a 422 on the uuid: refused, nothing changed. */
async function refusingTransitions<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof TransitionError) throwValidationError({ uuid: [error.message] });
    throw error;
  }
}

builder.queryField('trainingAdvice', (t) =>
  t.field({
    type: TrainingAdviceRef,
    nullable: true,
    authScopes: { professional: true },
    description: "One of the professional's own training advices; null when missing or another's.",
    args: { uuid: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const uuid = String(args.uuid);
      if (!isUuid(uuid)) return null;
      return findOwnAdvice(context.db, (await currentProfessional(context)).id, uuid);
    },
  }),
);

builder.mutationField('createTrainingAdvice', (t) =>
  t.field({
    type: TrainingAdviceRef,
    authScopes: { professional: true },
    description:
      'Starts a training-advice request as a draft (needs trainingAdvice.create); an existing draft is returned.',
    resolve: async (_root, _args, context) => {
      const professional = await currentProfessional(context);
      // A second click (or a retry) finds the draft the first one made.
      const latest = await latestTrainingAdvice(context.db, professional.id);
      if (latest?.status === 'draft') return latest;
      const policies = professionalPolicies(await professionalFacts(context, professional));
      if (!policies['trainingAdvice.create']) {
        // A click at the same moment may have made the draft after the read above (its draft is why
        // the policy says no now): that draft is this click's answer too.
        const made = await latestTrainingAdvice(context.db, professional.id);
        if (made?.status === 'draft') return made;
        throwValidationError({ uuid: [NO_ADVICE_POLICY] });
      }
      return createDraftAdvice(context.db, professional.id);
    },
  }),
);

const TrainingAdviceRequestInput = builder.inputType('TrainingAdviceRequestInput', {
  fields: (t) => ({
    reason: t.string({
      required: false,
      description: "'herintreding', 'herregistratie', 'kamerwissel' or 'anders'.",
    }),
    question: t.string({ required: false }),
  }),
});

function requestValues(input: { reason?: string | null; question?: string | null }): AdviceRequestValues {
  return {
    reason: (input.reason || null) as TrainingAdviceReason | null,
    question: input.question?.trim() || null,
  };
}

builder.mutationField('saveTrainingAdvice', (t) =>
  t.field({
    type: TrainingAdviceRef,
    authScopes: { professional: true },
    description: 'Saves the request of an own draft (required rules dropped for empty fields).',
    args: {
      uuid: t.arg.id({ required: true }),
      input: t.arg({ type: TrainingAdviceRequestInput, required: true }),
    },
    resolve: async (_root, args, context) => {
      const advice = await ownAdviceOrThrow(context, String(args.uuid));
      validateOrThrow(args.input, TRAINING_ADVICE_RULES, { isDraft: true });
      return refusingTransitions(() =>
        saveAdviceDraft(context.db, advice.professionalId, advice.id, requestValues(args.input)),
      );
    },
  }),
);

builder.mutationField('submitTrainingAdvice', (t) =>
  t.field({
    type: TrainingAdviceRef,
    authScopes: { professional: true },
    description: 'Submits an own draft with its request (draft -> submitted); mails the professional.',
    args: {
      uuid: t.arg.id({ required: true }),
      input: t.arg({ type: TrainingAdviceRequestInput, required: true }),
    },
    resolve: async (_root, args, context) => {
      const advice = await ownAdviceOrThrow(context, String(args.uuid));
      validateOrThrow(args.input, TRAINING_ADVICE_RULES);
      const user = signedInUser(context);
      const submitted = await refusingTransitions(() =>
        submitAdvice(context.db, advice.professionalId, advice.id, requestValues(args.input), (tx, row) =>
          queueMailIn(
            tx,
            mailerOf(context),
            adviceRequestReceivedMail(recipientOf(user), context.config.portalUrl, row.id),
          ),
        ),
      );
      afterCommit(mailerOf(context));
      return submitted;
    },
  }),
);

const CompleteTrainingAdviceInput = builder.inputType('CompleteTrainingAdviceInput', {
  fields: (t) => ({
    mediaUuids: t.stringList({ required: true, description: 'Proof of the advised training: own uploads.' }),
    note: t.string({ required: false }),
  }),
});

builder.mutationField('completeTrainingAdvice', (t) =>
  t.field({
    type: TrainingAdviceRef,
    authScopes: { professional: true },
    description:
      'Completes an own advice with proof of the advised training (needs trainingAdvice.complete).',
    args: {
      uuid: t.arg.id({ required: true }),
      input: t.arg({ type: CompleteTrainingAdviceInput, required: true }),
    },
    resolve: async (_root, args, context) => {
      const advice = await ownAdviceOrThrow(context, String(args.uuid));
      // The status first: a completed advice says so, rather than that its files are gone.
      await refusingTransitions(async () =>
        assertTrainingAdviceTransition(advice.status, 'completed', 'professional'),
      );
      validateOrThrow(args.input, COMPLETE_TRAINING_ADVICE_RULES);
      const uuids = args.input.mediaUuids;
      const uploads = await findOwnUploads(context.db, signedInUser(context).id, uuids.filter(isUuid));
      if (uploads.length !== uuids.length) {
        throwValidationError({ mediaUuids: ['Dit bestand bestaat niet (meer). Upload het opnieuw.'] });
      }
      return refusingTransitions(() =>
        completeAdvice(context.db, advice.professionalId, advice.id, {
          mediaIds: uploads.map((upload) => upload.id),
          note: args.input.note?.trim() || null,
        }),
      );
    },
  }),
);
