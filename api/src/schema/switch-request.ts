/**
 * Kamerwissel (`/kamerwissel`) and targetwissel (`/targetwissel`, 'Overstappen naar
 * postmasterregistratie'), issue 38: what the professional may switch to, their own request, and
 * saving (a draft, step by step) and submitting it. Staff decide by `pnpm staff decide`. Only the
 * professional themself: another's request reads as missing.
 */
import { builder } from '../builder';
import type { GraphQLContext } from '../context';
import type { RequestRow } from '../db/queries/professional-records';
import {
  findOwnSwitchRequest,
  missingForSubmit,
  saveSwitchDraft,
  submitSwitch,
  switchRequestsOf,
  switchSituation,
  TARGET_NOT_OFFERED,
  type SwitchKind,
  type SwitchSituation,
} from '../db/queries/switch-requests';
import { todayInNetherlands } from '../domain/dates';
import { TransitionError } from '../domain/registration-transitions';
import { isUuid } from '../auth/one-time-tokens';
import { throwValidationError, validateOrThrow } from '../graphql-errors';
import { currentProfessional } from '../loaders/current-professional';
import { targetById } from '../loaders/professional';
import { recipientById } from '../mail/recipient';
import { switchReceivedMail } from '../staff/switch-request-mails';
import { signedInUser } from './action-result';
import { ProfessionalRequestRef } from './professional-request';
import { RegistrationTargetRef } from './registration';

const SwitchKindEnum = builder.enumType('SwitchKind', {
  values: {
    branchSwitch: { description: 'Kamer wisselen.' },
    targetSwitch: { description: 'Overstappen naar postmasterregistratie.' },
  },
});

/** The rules of the wizard's steps; the form checks the same ones (switch-rules.ts in the remote). */
export const SWITCH_RULES: Record<SwitchKind, Record<string, string>> = {
  branchSwitch: { toRegistrationTargetId: 'required', motivation: 'required|min:20|max:2000' },
  targetSwitch: { toRegistrationTargetId: 'required' },
};

const NO_REGISTRATION = 'Je hebt geen goedgekeurde registratie om te wisselen.';
const NOTHING_OFFERED: Record<SwitchKind, string> = {
  branchSwitch: 'Er is geen andere open kamer waarnaar je kunt wisselen.',
  targetSwitch:
    'Overstappen naar een postmasterregistratie kan alleen vanuit een registratie als gedragswetenschapper (master psycholoog of master orthopedagoog).',
};

interface SwitchChoices extends SwitchSituation {
  kind: SwitchKind;
  latest: RequestRow | null;
}

async function switchChoices(context: GraphQLContext, kind: SwitchKind): Promise<SwitchChoices | null> {
  const professional = await currentProfessional(context);
  const situation = await switchSituation(context.db, professional.id, kind, todayInNetherlands());
  if (!situation) return null;
  const [latest] = await switchRequestsOf(context.db, professional.id, kind);
  return { ...situation, kind, latest: latest ?? null };
}

function blockersOf(choices: SwitchChoices): string[] {
  if (choices.latest?.status === 'pending') return ['Je verzoek is ingediend en wordt beoordeeld.'];
  if (choices.targets.length === 0) return [NOTHING_OFFERED[choices.kind]];
  return [];
}

const SwitchChoicesRef = builder.objectRef<SwitchChoices>('SwitchChoices').implement({
  description: 'What the professional is registered as, and what a switch of this kind may ask for.',
  fields: (t) => ({
    currentTarget: t.field({
      type: RegistrationTargetRef,
      nullable: true,
      resolve: (choices, _args, context) => targetById(context, choices.current.id),
    }),
    targets: t.field({
      type: [RegistrationTargetRef],
      description: 'Only targets of open chambers (DOMAIN.md).',
      resolve: async (choices, _args, context) =>
        (await Promise.all(choices.targets.map((target) => targetById(context, target.id)))).filter(
          (target) => target !== null,
        ),
    }),
    blockers: t.stringList({
      description: 'Why no new request can be made now; empty when it can.',
      resolve: (choices) => blockersOf(choices),
    }),
    latestRequest: t.field({
      type: ProfessionalRequestRef,
      nullable: true,
      resolve: (choices) => choices.latest,
    }),
  }),
});

builder.queryField('switchChoices', (t) =>
  t.field({
    type: SwitchChoicesRef,
    nullable: true,
    authScopes: { professional: true },
    description: 'What the own approved registration may switch to; null without one.',
    args: { kind: t.arg({ type: SwitchKindEnum, required: true }) },
    resolve: (_root, args, context) => switchChoices(context, args.kind),
  }),
);

builder.queryField('switchRequest', (t) =>
  t.field({
    type: ProfessionalRequestRef,
    nullable: true,
    authScopes: { professional: true },
    description: "One of the professional's own switch requests; null when missing or another's.",
    args: { uuid: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const uuid = String(args.uuid);
      if (!isUuid(uuid)) return null;
      return findOwnSwitchRequest(context.db, (await currentProfessional(context)).id, uuid);
    },
  }),
);

const SwitchRequestInput = builder.inputType('SwitchRequestInput', {
  fields: (t) => ({
    kind: t.field({ type: SwitchKindEnum, required: true }),
    uuid: t.id({ required: false, description: 'The draft to change; absent: a new draft.' }),
    toRegistrationTargetId: t.id({ required: false }),
    motivation: t.string({ required: false, description: 'Kamer wisselen only.' }),
    mediaUuids: t.stringList({
      required: false,
      description: "Every file the request keeps: its own, or the user's fresh uploads (POST /files).",
    }),
  }),
});

builder.mutationField('saveSwitchRequest', (t) =>
  t.field({
    type: ProfessionalRequestRef,
    authScopes: { professional: true },
    description:
      'Saves the own switch request as a draft (new, or one still editable); rules as a draft: required fields may be empty.',
    args: { input: t.arg({ type: SwitchRequestInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const kind = input.kind;
      const choices = await switchChoices(context, kind);
      if (!choices) throwValidationError({ toRegistrationTargetId: [NO_REGISTRATION] });
      const uuid = input.uuid ? String(input.uuid) : null;
      if (uuid !== null && !isUuid(uuid))
        throwValidationError({ uuid: ['Dit verzoek bestaat niet (meer).'] });
      const values = {
        toRegistrationTargetId: input.toRegistrationTargetId ? String(input.toRegistrationTargetId) : null,
        motivation: kind === 'branchSwitch' ? input.motivation?.trim() || null : null,
      };
      validateOrThrow(values, SWITCH_RULES[kind], { isDraft: true });
      if (
        values.toRegistrationTargetId &&
        !choices.targets.some((target) => target.id === values.toRegistrationTargetId)
      ) {
        throwValidationError({ toRegistrationTargetId: [TARGET_NOT_OFFERED] });
      }
      const mediaIds = input.mediaUuids ?? [];
      if (!mediaIds.every(isUuid))
        throwValidationError({ mediaUuids: ['Dit bestand bestaat niet (meer). Upload het opnieuw.'] });
      try {
        return await saveSwitchDraft(context.db, {
          professionalId: (await currentProfessional(context)).id,
          userId: signedInUser(context).id,
          kind,
          id: uuid,
          ...values,
          mediaIds,
        });
      } catch (error) {
        if (error instanceof TransitionError)
          throwValidationError({ toRegistrationTargetId: [error.message] });
        throw error;
      }
    },
  }),
);

builder.mutationField('submitSwitchRequest', (t) =>
  t.field({
    type: ProfessionalRequestRef,
    authScopes: { professional: true },
    description:
      'Submits the own draft switch request (draft → pending); idempotent: an already submitted one is answered unchanged.',
    args: { uuid: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const professional = await currentProfessional(context);
      const uuid = String(args.uuid);
      const request = isUuid(uuid) ? await findOwnSwitchRequest(context.db, professional.id, uuid) : null;
      if (!request) throwValidationError({ uuid: ['Dit verzoek bestaat niet (meer).'] });
      if (request.status === 'draft') {
        const missing = await missingForSubmit(context.db, request);
        const rules = SWITCH_RULES[request.kind as SwitchKind];
        validateOrThrow(
          { toRegistrationTargetId: request.toRegistrationTargetId, motivation: request.motivation },
          rules,
        );
        if (Object.keys(missing).length > 0) throwValidationError(missing);
        const choices = await switchChoices(context, request.kind as SwitchKind);
        if (!choices?.targets.some((target) => target.id === request.toRegistrationTargetId)) {
          throwValidationError({ toRegistrationTargetId: [TARGET_NOT_OFFERED] });
        }
      }
      let outcome;
      try {
        outcome = await submitSwitch(context.db, professional.id, request.id);
      } catch (error) {
        if (error instanceof TransitionError) throwValidationError({ uuid: [error.message] });
        throw error;
      }
      if (outcome.submittedNow) {
        const recipient = await recipientById(context.db, signedInUser(context).id);
        const target = await targetById(context, outcome.request.toRegistrationTargetId);
        if (recipient) {
          await context.state.services.mailer.send(
            switchReceivedMail(recipient, request.kind as SwitchKind, target?.label ?? ''),
          );
        }
      }
      return outcome.request;
    },
  }),
);
