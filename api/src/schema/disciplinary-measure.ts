/** An earlier disciplinary measure, declared in a re-entry request. */
import { builder } from '../builder';
import type { MeasureRecord } from '../db/queries/professional-records';
import { OptionRef } from './options';

export const DisciplinaryMeasureRef = builder.objectRef<MeasureRecord>('DisciplinaryMeasure').implement({
  fields: (t) => ({
    uuid: t.id({ resolve: ({ measure }) => measure.id }),
    type: t.field({
      type: OptionRef,
      resolve: ({ measure, typeLabel }) => ({ value: measure.measureType, label: typeLabel }),
    }),
    startsAt: t.field({ type: 'Date', nullable: true, resolve: ({ measure }) => measure.startsAt }),
    endsAt: t.field({ type: 'Date', nullable: true, resolve: ({ measure }) => measure.endsAt }),
    reason: t.string({ nullable: true, resolve: ({ measure }) => measure.reason }),
  }),
});
