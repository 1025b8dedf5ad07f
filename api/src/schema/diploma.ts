/** A professional's diploma, as listed in re-entry and chamber-switch requests. */
import { builder } from '../builder';
import type { DiplomaRecord } from '../db/queries/professional-records';
import { loadMedias, MediaConnectionRef } from './media';
import { isOwnProfessional, ownerGuard } from '../tenancy/owner-guards';

const DiplomaTypeRef = builder
  .objectRef<{ id: string; label: string; systemLabel: string }>('DiplomaType')
  .implement({
    fields: (t) => ({
      uuid: t.exposeID('id'),
      label: t.exposeString('label'),
      systemLabel: t.exposeString('systemLabel'),
    }),
  });

const LabelledRecordRef = builder.objectRef<{ id: string; label: string }>('LabelledRecord').implement({
  description: 'A reference record shown by its label (an education, an institution).',
  fields: (t) => ({
    uuid: t.exposeID('id'),
    label: t.exposeString('label'),
  }),
});

export const DiplomaRef = builder.objectRef<DiplomaRecord>('Diploma').implement({
  // The backstop (issue 37): the professional's own record, never another party's to read.
  extensions: ownerGuard<DiplomaRecord>((record, context) =>
    isOwnProfessional(context, record.diploma.professionalId),
  ),
  fields: (t) => ({
    uuid: t.id({ resolve: ({ diploma }) => diploma.id }),
    diplomaCity: t.string({ nullable: true, resolve: ({ diploma }) => diploma.diplomaCity }),
    diplomaEducationLabel: t.string({
      nullable: true,
      resolve: ({ diploma }) => diploma.diplomaEducationLabel,
    }),
    diplomaEducatorLabel: t.string({
      nullable: true,
      resolve: ({ diploma }) => diploma.diplomaEducatorLabel,
    }),
    type: t.field({ type: DiplomaTypeRef, nullable: true, resolve: ({ type }) => type }),
    date: t.field({ type: 'Date', nullable: true, resolve: ({ diploma }) => diploma.diplomaDate }),
    diplomaEducation: t.field({
      type: LabelledRecordRef,
      nullable: true,
      resolve: ({ education }) => education,
    }),
    diplomaEducator: t.field({
      type: LabelledRecordRef,
      nullable: true,
      resolve: ({ educator }) => educator,
    }),
    medias: t.field({
      type: MediaConnectionRef,
      resolve: ({ diploma }, _args, context) => loadMedias(context, 'diploma', diploma.id),
    }),
  }),
});
