/**
 * Fields the professional portal adds to the shared Registration and RegistrationItem types:
 * the decision and its reason, the wizard step, the registration number and public card id.
 */
import { builder } from '../builder';
import { RegistrationItemRef, RegistrationRef } from './registration';

builder.objectFields(RegistrationItemRef, (t) => ({
  step: t.int({
    description: 'The wizard step (1-based) where the professional was when last saving.',
    resolve: (item) => {
      const step = (item.state as { step?: unknown } | null)?.step;
      return typeof step === 'number' && step >= 1 ? step : 1;
    },
  }),
  submittedAt: t.expose('submittedAt', { type: 'DateTime', nullable: true }),
  decidedAt: t.expose('decidedAt', { type: 'DateTime', nullable: true }),
  decisionReason: t.exposeString('decisionReason', {
    nullable: true,
    description: "Staff's reason for a rejection or for asking more (incomplete).",
  }),
}));

builder.objectFields(RegistrationRef, (t) => ({
  registrationNumber: t.exposeString('registrationNumber', { nullable: true }),
  publicUuid: t.exposeID('publicId', {
    description: 'The id of the public register card (/registerpas/{uuid}).',
  }),
}));
