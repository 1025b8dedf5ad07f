/** A request to re-enter the register after a registration lapsed. */
import { builder } from '../builder';
import { measuresOfRequest, type RequestRow } from '../db/queries/professional-records';
import { invoiceOfRequest } from '../db/queries/reenter-requests';
import { branchOption, reenterTypeOption } from '../loaders/professional';
import { ProfessionalDetailRef } from './detail-refs';
import { DisciplinaryMeasureRef } from './disciplinary-measure';
import { OptionRef } from './options';
import { loadRequestProfessional, ProfessionalRequestRef } from './professional-request';

export const ReenterRequestRef = builder.objectRef<RequestRow>('ReenterRequest').implement({
  interfaces: [ProfessionalRequestRef],
  isTypeOf: (request) => (request as RequestRow).kind === 'reenter',
  fields: (t) => ({
    type: t.field({
      type: OptionRef,
      nullable: true,
      resolve: (request, _args, context) => reenterTypeOption(context, request.reenterType),
    }),
    toBranch: t.field({
      type: OptionRef,
      nullable: true,
      resolve: (request, _args, context) => branchOption(context, request.toBranch),
    }),
    motivation: t.exposeString('motivation', { nullable: true }),
    hasApprovedOrder: t.boolean({
      description: "The fee's order is approved: its invoice is paid (or the register marked it).",
      resolve: async (request, _args, context) =>
        request.hasApprovedOrder || (await invoiceOfRequest(context.db, request))?.status === 'paid',
    }),
    hasDisciplinaryMeasures: t.boolean({
      nullable: true,
      description: 'The answer to the question about earlier measures; null while not answered.',
      resolve: (request) => {
        const answer = (request.data as Record<string, unknown>).hasDisciplinaryMeasures;
        return typeof answer === 'boolean' ? answer : null;
      },
    }),
    submittedAt: t.expose('submittedAt', { type: 'DateTime', nullable: true }),
    decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
    decisionReason: t.exposeString('decisionReason', { nullable: true }),
    invoiceUuid: t.exposeID('invoiceId', { nullable: true }),
    disciplinaryMeasures: t.field({
      type: [DisciplinaryMeasureRef],
      resolve: (request, _args, context) => measuresOfRequest(context.db, request.id),
    }),
    professional: t.field({
      type: ProfessionalDetailRef,
      resolve: (request, _args, context) => loadRequestProfessional(context, request),
    }),
  }),
});
