/**
 * Adding and removing diplomas in the registration wizard, and the lists to choose from. An
 * education or educator not on the list is given as 'Anders, namelijk...' with its own name.
 */
import { OTHER_OPTION } from '@portal/shared/options';
import { DIPLOMA_RULES, OTHER_NAME_MESSAGE } from '@portal/shared/validation';
import { builder } from '../builder';
import type { GraphQLContext } from '../context';
import { diplomasOf } from '../db/queries/professional-records';
import {
  deleteDiploma,
  diplomaReferenceLists,
  findOwnDiploma,
  insertDiploma,
  referenceExists,
} from '../db/queries/diploma-records';
import { findOwnUploads } from '../db/queries/media-files';
import { findOpenRegistration } from '../domain/registration-file';
import { EDITABLE_STATUSES } from '../domain/statuses';
import { throwValidationError, validateOrThrow } from '../graphql-errors';
import { currentProfessional } from '../loaders/current-professional';
import { registrationsOf } from '../loaders/professional';
import { isUuid } from '../auth/one-time-tokens';
import { storageOf } from '../storage/storage-of';
import { signedInUser } from './action-result';
import { DiplomaRef } from './diploma';
import { OptionRef } from './options';

const DiplomaOptionsRef = builder
  .objectRef<Awaited<ReturnType<typeof diplomaReferenceLists>>>('DiplomaOptions')
  .implement({
    fields: (t) => ({
      types: t.field({
        type: [OptionRef],
        resolve: (lists) => lists.types.map((row) => ({ value: row.id, label: row.label })),
      }),
      educations: t.field({
        type: [OptionRef],
        description: "Ends with the 'Anders, namelijk...' option.",
        resolve: (lists) => [
          ...lists.educations.map((row) => ({ value: row.id, label: row.label })),
          OTHER_OPTION,
        ],
      }),
      educators: t.field({
        type: [OptionRef],
        resolve: (lists) => [
          ...lists.educators.map((row) => ({ value: row.id, label: row.label })),
          OTHER_OPTION,
        ],
      }),
    }),
  });

builder.queryField('diplomaOptions', (t) =>
  t.field({
    type: DiplomaOptionsRef,
    authScopes: { professional: true },
    resolve: (_root, _args, context) => diplomaReferenceLists(context.db),
  }),
);

builder.queryField('myDiplomas', (t) =>
  t.field({
    type: [DiplomaRef],
    authScopes: { professional: true },
    description: "The signed-in professional's own diplomas with their copies (the wizard's diploma step).",
    resolve: async (_root, _args, context) => diplomasOf(context.db, (await currentProfessional(context)).id),
  }),
);

const DiplomaInput = builder.inputType('DiplomaInput', {
  fields: (t) => ({
    diplomaTypeUuid: t.string({ required: false }),
    diplomaEducationUuid: t.string({ required: false, description: "A listed education or '__other__'." }),
    diplomaEducationLabel: t.string({ required: false, description: "The name when '__other__'." }),
    diplomaEducatorUuid: t.string({ required: false }),
    diplomaEducatorLabel: t.string({ required: false }),
    diplomaCity: t.string({ required: false }),
    date: t.string({ required: false }),
    mediaUuids: t.stringList({ required: false, description: 'Uploaded copies (POST /files).' }),
  }),
});

const OTHER = OTHER_OPTION.value;
// 'Anders, namelijk...' needs its own name; the option's value is not a plain rule argument.
const OTHER_NAME_CHECKS = {
  diplomaEducationLabel: (input: Readonly<Record<string, unknown>>) =>
    input.diplomaEducationUuid === OTHER && !String(input.diplomaEducationLabel ?? '').trim()
      ? OTHER_NAME_MESSAGE
      : null,
  diplomaEducatorLabel: (input: Readonly<Record<string, unknown>>) =>
    input.diplomaEducatorUuid === OTHER && !String(input.diplomaEducatorLabel ?? '').trim()
      ? OTHER_NAME_MESSAGE
      : null,
};

async function requireEditableApplication(context: GraphQLContext, professionalId: string) {
  const open = findOpenRegistration(await registrationsOf(context, professionalId));
  if (!open?.items.some((item) => EDITABLE_STATUSES.includes(item.status))) {
    throwValidationError({ diploma: ['Diploma’s wijzig je in een aanvraag die nog niet is ingediend.'] });
  }
}

async function checkReference(
  context: GraphQLContext,
  kind: 'type' | 'education' | 'educator',
  field: string,
  value: string | null | undefined,
) {
  if (!value || value === OTHER) return;
  if (!isUuid(value) || !(await referenceExists(context.db, kind, value))) {
    throwValidationError({ [field]: ['Kies een waarde uit de lijst.'] });
  }
}

builder.mutationField('addDiploma', (t) =>
  t.field({
    type: DiplomaRef,
    authScopes: { professional: true },
    args: { input: t.arg({ type: DiplomaInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      validateOrThrow(input, DIPLOMA_RULES, { checks: OTHER_NAME_CHECKS });
      const professional = await currentProfessional(context);
      await requireEditableApplication(context, professional.id);
      await checkReference(context, 'type', 'diplomaTypeUuid', input.diplomaTypeUuid);
      await checkReference(context, 'education', 'diplomaEducationUuid', input.diplomaEducationUuid);
      await checkReference(context, 'educator', 'diplomaEducatorUuid', input.diplomaEducatorUuid);
      const mediaIds = (input.mediaUuids ?? []).filter(isUuid);
      const uploads = await findOwnUploads(context.db, signedInUser(context).id, mediaIds);
      if (uploads.length === 0 || uploads.length !== (input.mediaUuids ?? []).length) {
        throwValidationError({ mediaUuids: ['Upload een kopie van het diploma.'] });
      }
      const otherEducation = input.diplomaEducationUuid === OTHER;
      const otherEducator = input.diplomaEducatorUuid === OTHER;
      const row = await insertDiploma(
        context.db,
        {
          professionalId: professional.id,
          diplomaTypeId: input.diplomaTypeUuid!,
          diplomaEducationId: otherEducation ? null : input.diplomaEducationUuid!,
          diplomaEducationLabel: otherEducation ? input.diplomaEducationLabel!.trim() : null,
          diplomaEducatorId: otherEducator ? null : input.diplomaEducatorUuid!,
          diplomaEducatorLabel: otherEducator ? input.diplomaEducatorLabel!.trim() : null,
          diplomaCity: input.diplomaCity!.trim(),
          diplomaDate: input.date!,
        },
        uploads.map((upload) => upload.id),
      );
      const records = await diplomasOf(context.db, professional.id);
      return records.find((record) => record.diploma.id === row.id)!;
    },
  }),
);

builder.mutationField('removeDiploma', (t) =>
  t.boolean({
    authScopes: { professional: true },
    args: { uuid: t.arg.string({ required: true }) },
    resolve: async (_root, { uuid }, context) => {
      const professional = await currentProfessional(context);
      const diploma = isUuid(uuid) ? await findOwnDiploma(context.db, professional.id, uuid) : null;
      if (!diploma) throwValidationError({ uuid: ['Dit diploma bestaat niet (meer).'] });
      await requireEditableApplication(context, professional.id);
      const keys = await deleteDiploma(context.db, diploma.id);
      const storage = storageOf(context.config);
      await Promise.all(keys.map((key) => storage.delete(key)));
      return true;
    },
  }),
);
