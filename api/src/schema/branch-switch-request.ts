/** A request to switch chamber ('Kamer wisselen'), e.g. from the closed Jeugdzorgwerkers chamber. */
import { builder } from '../builder';
import type { RequestRow } from '../db/queries/professional-records';
import { branchOption } from '../loaders/professional';
import { ProfessionalDetailRef } from './detail-refs';
import { OptionRef } from './options';
import { loadRequestProfessional, ProfessionalRequestRef } from './professional-request';
import { switchDecisionFields } from './switch-request-fields';

export const BranchSwitchRequestRef = builder.objectRef<RequestRow>('BranchSwitchRequest').implement({
  interfaces: [ProfessionalRequestRef],
  isTypeOf: (request) => (request as RequestRow).kind === 'branchSwitch',
  fields: (t) => ({
    toBranch: t.field({
      type: OptionRef,
      nullable: true,
      resolve: (request, _args, context) => branchOption(context, request.toBranch),
    }),
    motivation: t.exposeString('motivation', { nullable: true }),
    professional: t.field({
      type: ProfessionalDetailRef,
      resolve: (request, _args, context) => loadRequestProfessional(context, request),
    }),
    ...switchDecisionFields(t),
  }),
});
