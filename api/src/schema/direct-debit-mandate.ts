/**
 * 'Automatische incasso': sign a SEPA mandate (IBAN checked with ibantools), see it with its
 * reference and signing date, revoke it. With a mandate the yearly invoice gets the discount
 * of the `directDebitDiscount` fee.
 */
import { mandateRevokedMail, mandateSignedMail } from '../mail/money-mails';
import { recipientOf } from '../mail/recipient';
import { audit } from '../audit/audit-context';
import { electronicFormatIBAN, friendlyFormatIBAN } from 'ibantools';
import { DIRECT_DEBIT_MANDATE_RULES } from '@portal/shared/validation';
import { builder } from '../builder';
import {
  activeMandateOf,
  revokeMandate,
  signMandate,
  type MandateRow,
} from '../db/queries/direct-debit-mandates';
import { throwValidationError, validateOrThrow } from '../graphql-errors';
import { mailerOf, signedInUser } from './action-result';

const MandateRef = builder.objectRef<MandateRow>('DirectDebitMandate').implement({
  fields: (t) => ({
    uuid: t.exposeID('id'),
    reference: t.exposeString('reference', { description: 'The mandate reference (machtigingskenmerk).' }),
    accountHolder: t.exposeString('accountHolder'),
    iban: t.string({ resolve: (mandate) => friendlyFormatIBAN(mandate.iban) ?? mandate.iban }),
    signedAt: t.expose('signedAt', { type: 'DateTime' }),
  }),
});

const OWN = { professional: true } as const;

builder.queryField('directDebitMandate', (t) =>
  t.field({
    type: MandateRef,
    nullable: true,
    authScopes: OWN,
    resolve: (_root, _args, context) => activeMandateOf(context.db, signedInUser(context).id),
  }),
);

builder.mutationField('signDirectDebitMandate', (t) =>
  t.field({
    type: MandateRef,
    authScopes: OWN,
    args: {
      accountHolder: t.arg.string({ required: true }),
      iban: t.arg.string({ required: true }),
      consent: t.arg.int({ required: true, description: '1 when the consent box is ticked.' }),
    },
    resolve: async (_root, args, context) => {
      // The same rules as the form in remote-professional (ibantools behind the `iban` rule).
      validateOrThrow(args, DIRECT_DEBIT_MANDATE_RULES);
      const iban = electronicFormatIBAN(args.iban) ?? args.iban;
      const user = signedInUser(context);
      const mandate = await signMandate(context.db, {
        userId: user.id,
        accountHolder: args.accountHolder.trim(),
        iban,
      });
      await mailerOf(context).send(mandateSignedMail(recipientOf(user), iban));
      // Never the account number itself: only that a mandate was given.
      audit(context, { event: 'mandate_sign', outcome: 'success', target: user.email });
      return mandate;
    },
  }),
);

builder.mutationField('revokeDirectDebitMandate', (t) =>
  t.boolean({
    authScopes: OWN,
    resolve: async (_root, _args, context) => {
      const user = signedInUser(context);
      const revoked = await revokeMandate(context.db, user.id);
      audit(context, {
        event: 'mandate_revoke',
        outcome: revoked ? 'success' : 'failure',
        target: user.email,
      });
      if (!revoked) {
        throwValidationError({ mandate: ['Er is geen actieve machtiging om in te trekken.'] });
      }
      await mailerOf(context).send(mandateRevokedMail(recipientOf(user)));
      return true;
    },
  }),
);
