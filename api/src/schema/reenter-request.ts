/** A request to re-enter the register after a registration lapsed. */
import { builder } from '../builder';
import { measuresOfRequest, type RequestRow } from '../db/queries/professional-records';
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
    hasApprovedOrder: t.exposeBoolean('hasApprovedOrder'),
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
