/**
 * A disciplinary measure: declared in a re-entry request, or recorded by the register (Mijn
 * tuchtklachten, issue 38: type, period, status and decision, read-only).
 */
import { builder } from '../builder';
import { measuresOfProfessional } from '../db/queries/disciplinary-measures';
import type { MeasureRecord } from '../db/queries/professional-records';
import { todayInNetherlands } from '../domain/dates';
import { MEASURE_STATE_LABELS, measurePeriodText, measureState } from '../domain/disciplinary-measures';
import { currentProfessional } from '../loaders/current-professional';
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
    periodText: t.string({
      description: "The period in words: 'van 01-12-2026 tot en met 01-03-2027', 'vanaf 01-12-2026'.",
      resolve: ({ measure }) => measurePeriodText(measure),
    }),
    state: t.field({
      type: OptionRef,
      description: "'upcoming', 'current' or 'finished', with its Dutch label.",
      resolve: ({ measure }) => {
        const state = measureState(measure, todayInNetherlands());
        return { value: state, label: MEASURE_STATE_LABELS[state] };
      },
    }),
    decision: t.string({ nullable: true, resolve: ({ measure }) => measure.decision }),
    published: t.boolean({
      description: 'Shown on the register card and the public card while in force.',
      resolve: ({ measure }) => measure.published,
    }),
  }),
});

builder.queryField('myDisciplinaryMeasures', (t) =>
  t.field({
    type: [DisciplinaryMeasureRef],
    authScopes: { professional: true },
    description: 'The measures the register recorded on the signed-in professional, newest first.',
    resolve: async (_root, _args, context) =>
      measuresOfProfessional(context.db, (await currentProfessional(context)).id),
  }),
);
