/**
 * `confirmEmailChange` (public): opening the link mailed to a new address moves the account to it.
 * Public because the mail may be opened in another browser; the token alone decides.
 */
import { audit } from '../audit/audit-context';
import { confirmEmailChange } from '../auth/email-change';
import { beforeVerification, builder, PUBLIC_FIELD } from '../builder';
import { validateOrThrow } from '../graphql-errors';
import { ActionResultRef, mailerOf, result } from './action-result';

export const EMAIL_CHANGE_MESSAGES = {
  changed: (email: string) => `Je e-mailadres is gewijzigd in ${email}. Log voortaan in met dit adres.`,
  EXPIRED:
    'Deze link om je e-mailadres te bevestigen is verlopen. Je e-mailadres is niet gewijzigd. Vraag de wijziging opnieuw aan in je profiel.',
  INVALID:
    'Deze link om je e-mailadres te bevestigen is ongeldig of al gebruikt. Je e-mailadres is niet gewijzigd.',
  // Only the holder of the link (who reads the new address's mail) learns this.
  TAKEN: 'Dit e-mailadres is inmiddels in gebruik bij een ander account. Je e-mailadres is niet gewijzigd.',
} as const;

builder.mutationField('confirmEmailChange', (t) =>
  t.field({
    type: ActionResultRef,
    extensions: PUBLIC_FIELD,
    ...beforeVerification(),
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      validateOrThrow(args, { token: 'required|max:100' });
      const session = context.state.session;
      const outcome = await confirmEmailChange(
        context.db,
        args.token,
        session ? { rawId: session.rawId, userId: session.user.id } : null,
      );
      if (outcome.status !== 'CHANGED') {
        audit(context, {
          event: 'email_change',
          outcome: 'failure',
          target: outcome.status === 'TAKEN' ? outcome.newEmail : null,
          details: { reason: outcome.status.toLowerCase() },
        });
        return result(outcome.status, EMAIL_CHANGE_MESSAGES[outcome.status]);
      }
      await mailerOf(context).send(outcome.mail);
      audit(context, {
        event: 'email_change',
        outcome: 'success',
        target: outcome.oldEmail,
        details: { newEmail: outcome.newEmail },
      });
      // This browser, signed in to the same account, continues under the new, verified address.
      if (session?.user.id === outcome.userId)
        session.user = { ...session.user, email: outcome.newEmail, isVerified: true };
      return result('CHANGED', EMAIL_CHANGE_MESSAGES.changed(outcome.newEmail));
    },
  }),
);
