/**
 * Practical programmes (issue 39): `practicalProgrammes` and `practicalProgramme` read the actor's
 * company's own (another company's answers like a missing one); `savePracticalProgramme` applies
 * or edits one while it is draft or incomplete, checked with the shared rule table, and submits it
 * unless saved as a draft. Staff decide with `pnpm staff decide-programme`.
 */
import { PRACTICAL_PROGRAMME_RULES } from '@portal/shared/validation';
import { audit } from '../audit/audit-context';
import { isUuid } from '../auth/one-time-tokens';
import { builder } from '../builder';
import {
  EDITABLE_STATUSES,
  isApprovedRegistrationNumber,
  programmeOfCompany,
  programmesOfCompany,
  saveProgramme,
  type ProgrammeRow,
} from '../db/queries/practical-programmes';
import { throwValidationError, validateOrThrow } from '../graphql-errors';
import { companyActor } from '../tenancy/actor';
import { OptionRef } from './options';
import { MediaRef } from './media';
import { findOwnUploads, mediasOfModel } from '../db/queries/media-files';
import { signedInUser } from './action-result';

export const PROGRAMME_STATUS_LABELS = {
  draft: 'Concept',
  pending: 'In behandeling',
  approved: 'Goedgekeurd',
  rejected: 'Afgewezen',
  incomplete: 'Onvolledig',
} as const;

export const PROGRAMME_MESSAGES = {
  notFound: 'Dit praktijkprogramma bestaat niet (meer).',
  notEditable: 'Dit praktijkprogramma is ingediend en kan niet meer worden gewijzigd.',
  unknownSupervisor: 'Er is geen geregistreerde professional met dit registratienummer.',
  missingUpload: 'Dit bestand bestaat niet (meer). Upload het opnieuw.',
} as const;

const PracticalProgrammeRef = builder.objectRef<ProgrammeRow>('PracticalProgramme').implement({
  fields: (t) => ({
    uuid: t.exposeID('id'),
    variant: t.exposeString('variant', { nullable: true, description: 'hbo or wo' }),
    participantName: t.exposeString('participantName', { nullable: true }),
    participantEmail: t.exposeString('participantEmail', { nullable: true }),
    supervisorRegistrationNumber: t.exposeString('supervisorRegistrationNumber', { nullable: true }),
    startDate: t.field({ type: 'Date', nullable: true, resolve: (row) => row.startDate }),
    durationMonths: t.exposeInt('durationMonths', { nullable: true }),
    status: t.field({
      type: OptionRef,
      resolve: (row) => ({ value: row.status, label: PROGRAMME_STATUS_LABELS[row.status] }),
    }),
    decisionReason: t.exposeString('decisionReason', { nullable: true }),
    decidedAt: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.decidedAt }),
    submittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (row) => row.submittedAt }),
    canEdit: t.boolean({ resolve: (row) => EDITABLE_STATUSES.includes(row.status) }),
    conditions: t.field({
      type: [MediaRef],
      description: 'The conditions document (an upload), or none yet.',
      resolve: (row, _args, context) => mediasOfModel(context.db, 'practicalProgramme', row.id),
    }),
  }),
});

const PracticalProgrammeInput = builder.inputType('PracticalProgrammeInput', {
  fields: (t) => ({
    variant: t.string(),
    participantName: t.string(),
    participantEmail: t.string(),
    supervisorRegistrationNumber: t.string(),
    startDate: t.string(),
    durationMonths: t.int(),
    conditionsMediaUuid: t.string({ description: 'The conditions document: an upload of POST /files.' }),
  }),
});

const ProgrammeSaveRef = builder
  .objectRef<{ status: string; message: string; uuid: string }>('PracticalProgrammeSave')
  .implement({
    description: 'What saving did, in Dutch, and the programme (new or edited) it saved.',
    fields: (t) => ({
      status: t.exposeString('status'),
      message: t.exposeString('message'),
      uuid: t.exposeID('uuid'),
    }),
  });

const CONFIRMED_COMPANY = { $all: { companyEmployee: true, confirmedOrganisation: true } } as const;

builder.queryField('practicalProgrammes', (t) =>
  t.field({
    type: [PracticalProgrammeRef],
    authScopes: CONFIRMED_COMPANY,
    resolve: async (_root, _args, context) =>
      programmesOfCompany(context.db, (await companyActor(context)).organisation.id),
  }),
);

builder.queryField('practicalProgramme', (t) =>
  t.field({
    type: PracticalProgrammeRef,
    nullable: true,
    authScopes: CONFIRMED_COMPANY,
    args: { uuid: t.arg.id({ required: true }) },
    resolve: async (_root, { uuid }, context) => {
      const id = String(uuid);
      if (!isUuid(id)) return null;
      return programmeOfCompany(context.db, (await companyActor(context)).organisation.id, id);
    },
  }),
);

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

builder.mutationField('savePracticalProgramme', (t) =>
  t.field({
    type: ProgrammeSaveRef,
    authScopes: CONFIRMED_COMPANY,
    args: {
      uuid: t.arg.id({ required: false, description: 'The programme to edit; none applies for a new one.' }),
      input: t.arg({ type: PracticalProgrammeInput, required: true }),
      isDraft: t.arg.int(),
    },
    resolve: async (_root, { uuid, input, isDraft }, context) => {
      const actor = await companyActor(context);
      const values = {
        variant: (text(input.variant) as 'hbo' | 'wo' | null) ?? null,
        participantName: text(input.participantName),
        participantEmail: text(input.participantEmail)?.toLowerCase() ?? null,
        supervisorRegistrationNumber: text(input.supervisorRegistrationNumber),
        startDate: text(input.startDate),
        durationMonths: input.durationMonths ?? null,
      };
      const conditionsMediaUuid = text(input.conditionsMediaUuid);
      validateOrThrow({ ...values, conditionsMediaUuid }, PRACTICAL_PROGRAMME_RULES, { isDraft });
      const number = values.supervisorRegistrationNumber;
      if (number && !(await isApprovedRegistrationNumber(context.db, number)))
        throwValidationError({ supervisorRegistrationNumber: [PROGRAMME_MESSAGES.unknownSupervisor] });
      const id = uuid === null || uuid === undefined ? null : String(uuid);
      if (id !== null && !isUuid(id)) throwValidationError({ uuid: [PROGRAMME_MESSAGES.notFound] });
      // The document is the employee's own new upload, or the one this programme holds already (a
      // programme of another company is refused below as missing, whatever it holds).
      if (conditionsMediaUuid) {
        const held =
          id !== null &&
          (await mediasOfModel(context.db, 'practicalProgramme', id)).some(
            (media) => media.id === conditionsMediaUuid,
          );
        const own =
          held ||
          (isUuid(conditionsMediaUuid) &&
            (await findOwnUploads(context.db, signedInUser(context).id, [conditionsMediaUuid])).length === 1);
        if (!own) throwValidationError({ conditionsMediaUuid: [PROGRAMME_MESSAGES.missingUpload] });
      }
      const saved = await saveProgramme(
        context.db,
        actor.organisation.id,
        id,
        values,
        !isDraft,
        conditionsMediaUuid,
      );
      if (saved === 'notFound') throwValidationError({ uuid: [PROGRAMME_MESSAGES.notFound] });
      if (saved === 'notEditable') throwValidationError({ uuid: [PROGRAMME_MESSAGES.notEditable] });
      audit(context, {
        event: 'practical_programme_save',
        outcome: 'success',
        target: saved.row.id,
        details: { status: saved.row.status },
      });
      return {
        status: isDraft ? 'SAVED' : 'SUBMITTED',
        message: isDraft
          ? 'Je wijzigingen zijn als concept opgeslagen.'
          : 'De aanvraag is ingediend. Het register beslist binnen 8 weken.',
        uuid: saved.row.id,
      };
    },
  }),
);
