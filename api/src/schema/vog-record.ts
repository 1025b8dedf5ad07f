/** 'Mijn VOG's': the professional's VOG records (newest first) and the upload of a new one. */
import { builder } from '../builder';
import { findOwnUploads, mediasOfModel } from '../db/queries/media-files';
import { readRegistrationRules } from '../db/queries/registration-rules';
import { recordVog, vogRecordsOf, type VogRecordRow } from '../db/queries/vog-records';
import { REGISTRATION_STEP_RULES } from '@portal/shared/validation';
import { throwValidationError, validateOrThrow } from '../graphql-errors';
import { currentProfessional } from '../loaders/current-professional';
import { isUuid } from '../auth/one-time-tokens';
import { signedInUser } from './action-result';
import { MediaConnectionRef } from './media';
import { isOwnProfessional, ownerGuard } from '../tenancy/owner-guards';

const VogRecordRef = builder.objectRef<VogRecordRow>('VogRecord').implement({
  // The backstop (issue 37): the professional's own record, never another party's to read.
  extensions: ownerGuard<VogRecordRow>((record, context) =>
    isOwnProfessional(context, record.professionalId),
  ),
  fields: (t) => ({
    uuid: t.exposeID('id'),
    issuedOn: t.expose('issuedOn', { type: 'Date' }),
    validUntil: t.expose('validUntil', { type: 'Date', description: "'geldig tot'" }),
    medias: t.field({
      type: MediaConnectionRef,
      resolve: (record, _args, context) => mediasOfModel(context.db, 'vogRecord', record.id),
    }),
  }),
});

builder.queryField('vogRecords', (t) =>
  t.field({
    type: [VogRecordRef],
    authScopes: { professional: true },
    resolve: async (_root, _args, context) =>
      vogRecordsOf(context.db, (await currentProfessional(context)).id),
  }),
);

builder.queryField('vogMaxAgeMonthsOnSubmission', (t) =>
  t.int({
    authScopes: { professional: true },
    description:
      "How old a VOG may be, in months, when an application is submitted (settings row registrationRules): the wizard and Mijn VOG's say it.",
    resolve: async (_root, _args, context) =>
      (await readRegistrationRules(context.db)).vogMaxAgeMonthsOnSubmission,
  }),
);

builder.mutationField('addVogRecord', (t) =>
  t.field({
    type: VogRecordRef,
    authScopes: { professional: true },
    args: {
      issuedOn: t.arg.string({ required: true }),
      mediaUuid: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, context) => {
      // The rules of the wizard's VOG step, which 'Mijn VOG's' uses as well.
      validateOrThrow(args, REGISTRATION_STEP_RULES.vog);
      const professional = await currentProfessional(context);
      const [upload] = isUuid(args.mediaUuid)
        ? await findOwnUploads(context.db, signedInUser(context).id, [args.mediaUuid])
        : [];
      if (!upload) throwValidationError({ mediaUuid: ['Upload een kopie van de VOG.'] });
      return recordVog(context.db, {
        professionalId: professional.id,
        issuedOn: args.issuedOn,
        recordedBy: signedInUser(context).email,
        mediaIds: [upload.id],
      });
    },
  }),
);
