/** A request to switch target within a chamber ('Overstappen naar postmasterregistratie'). */
import { builder } from '../builder';
import type { RequestRow } from '../db/queries/professional-records';
import { ProfessionalRequestRef } from './professional-request';
import { switchDecisionFields } from './switch-request-fields';

export const TargetSwitchRequestRef = builder.objectRef<RequestRow>('TargetSwitchRequest').implement({
  interfaces: [ProfessionalRequestRef],
  isTypeOf: (request) => (request as RequestRow).kind === 'targetSwitch',
  fields: (t) => ({ ...switchDecisionFields(t) }),
});
