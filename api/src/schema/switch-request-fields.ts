/** The submission and the staff decision of a switch request, on both switch types. */
import type { RequestRow } from '../db/queries/professional-records';
import type { builder } from '../builder';

type FieldBuilder = Parameters<
  NonNullable<Parameters<ReturnType<typeof builder.objectRef<RequestRow>>['implement']>[0]['fields']>
>[0];

export function switchDecisionFields(t: FieldBuilder) {
  return {
    submittedAt: t.expose('submittedAt', { type: 'DateTime', nullable: true }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
    decisionReason: t.exposeString('decisionReason', { nullable: true }),
  };
}
