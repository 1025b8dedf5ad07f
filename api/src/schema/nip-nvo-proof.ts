/**
 * Afronden met NIP- of NVO-bewijs (issue 38): a gedragswetenschapper whose round is open submits it
 * with the proof of a current NIP or NVO registration instead of activities. Only that chamber:
 * others are told it is not available for them. Another's round answers exactly as a missing one.
 */
import { NIP_NVO_PROOF_RULES } from '@portal/shared/validation';
import { builder } from '../builder';
import { audit } from '../audit/audit-context';
import type { GraphQLContext } from '../context';
import { isUuid } from '../auth/one-time-tokens';
import { findOwnUploads, mediasOfModel } from '../db/queries/media-files';
import {
  NIP_NVO_MESSAGES,
  offersNipNvoProof,
  proofOfRound,
  submitRoundWithProof,
  type NipNvoProofRow,
} from '../db/queries/nip-nvo-proofs';
import type { NipNvoAssociation } from '../db/schema';
import { TransitionError } from '../domain/registration-transitions';
import { throwValidationError, validateOrThrow } from '../graphql-errors';
import { isOwnProfessional, ownerGuard } from '../tenancy/owner-guards';
import { signedInUser } from './action-result';
import { MediaConnectionRef } from './media';
import { isoDate, ReRegistrationRef, roundView, ROUND_NOT_FOUND, type RoundView } from './re-registration';

const NipNvoProofRef = builder.objectRef<NipNvoProofRow>('NipNvoProof').implement({
  description: 'The NIP or NVO registration a round was submitted with instead of activities.',
  extensions: ownerGuard<NipNvoProofRow>((row, context) => isOwnProfessional(context, row.professionalId)),
  fields: (t) => ({
    uuid: t.exposeID('id'),
    association: t.exposeString('association', { description: "'NIP' or 'NVO'." }),
    membershipNumber: t.exposeString('membershipNumber'),
    validUntil: t.field({ type: 'Date', resolve: (row) => row.validUntil }),
    submittedAt: t.field({ type: 'DateTime', resolve: (row) => row.createdAt }),
    medias: t.field({
      type: MediaConnectionRef,
      resolve: (row, _args, context) => mediasOfModel(context.db, 'nipNvoProof', row.id),
    }),
  }),
});

builder.objectField(ReRegistrationRef, 'offersNipNvoProof', (t) =>
  t.boolean({
    description:
      "Whether the professional's chamber may renew with NIP or NVO proof (gedragswetenschappers).",
    resolve: ({ context }) => offersNipNvoProof(context),
  }),
);

builder.objectField(ReRegistrationRef, 'nipNvoProof', (t) =>
  t.field({
    type: NipNvoProofRef,
    nullable: true,
    description:
      'The NIP or NVO proof the round was submitted with; null when submitted with activities or not yet.',
    resolve: ({ context }, _args, graphql) =>
      proofOfRound(graphql.db, context.professionalId, context.round.id),
  }),
);

const NipNvoProofInput = builder.inputType('NipNvoProofInput', {
  fields: (t) => ({
    association: t.string({ required: true, description: "'NIP' or 'NVO'." }),
    membershipNumber: t.string({ required: true }),
    validUntil: t.string({ required: true, description: 'YYYY-MM-DD (or DD-MM-YYYY): on or after today.' }),
    mediaUuids: t.stringList({ required: true, description: 'The proof: one own upload (POST /files).' }),
  }),
});

/** The own round, open to this chamber only; another's, or none, answers as missing. */
async function ownRoundOffering(context: GraphQLContext, uuid: string): Promise<RoundView> {
  const view = isUuid(uuid) ? await roundView(context, uuid) : null;
  if (!view) throwValidationError({ uuid: [ROUND_NOT_FOUND] });
  if (!offersNipNvoProof(view.context)) throwValidationError({ uuid: [NIP_NVO_MESSAGES.notAvailable] });
  return view;
}

builder.mutationField('submitNipNvoProof', (t) =>
  t.field({
    type: ReRegistrationRef,
    authScopes: { professional: true },
    description:
      'Submits the own open round with the proof of a current NIP or NVO registration instead of activities (gedragswetenschappers); once, until the end of the deadline (Dutch time).',
    args: {
      uuid: t.arg.id({ required: true }),
      input: t.arg({ type: NipNvoProofInput, required: true }),
    },
    resolve: async (_root, args, context) => {
      const view = await ownRoundOffering(context, String(args.uuid));
      const { professionalId, round } = view.context;
      // A retry of a submission that went through answers with it, whatever the day.
      if (round.status === 'pending' && (await proofOfRound(context.db, professionalId, round.id)))
        return view;
      validateOrThrow(args.input, NIP_NVO_PROOF_RULES);
      const uuids = args.input.mediaUuids;
      const uploads = await findOwnUploads(context.db, signedInUser(context).id, uuids.filter(isUuid));
      if (uploads.length !== uuids.length) throwValidationError({ mediaUuids: [NIP_NVO_MESSAGES.file] });
      let submitted;
      try {
        submitted = await submitRoundWithProof(
          context.db,
          view.context,
          {
            association: args.input.association as NipNvoAssociation,
            membershipNumber: args.input.membershipNumber.trim(),
            validUntil: isoDate(args.input.validUntil),
            mediaId: uploads[0]!.id,
          },
          signedInUser(context).email,
        );
      } catch (error) {
        if (error instanceof TransitionError) throwValidationError({ uuid: [error.message] });
        throw error;
      }
      if (!submitted.repeated) {
        audit(context, { event: 'nip_nvo_proof_submit', outcome: 'success', target: submitted.proof.id });
      }
      const fresh = await roundView(context, round.id);
      if (!fresh) throwValidationError({ uuid: [ROUND_NOT_FOUND] });
      return fresh;
    },
  }),
);
