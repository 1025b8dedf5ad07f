/**
 * `requestPasswordReset` and `resetPassword` (public). Requesting answers the same whether the
 * address has an account or not; the link is valid 60 minutes, works once, and a reset ends
 * every session of the account.
 */
import { recipientByEmail, recipientOf } from '../mail/recipient';
import { requireStrongPassword } from '../security/password-strength';
import { audit } from '../audit/audit-context';
import { NEW_PASSWORD_RULES } from '@portal/shared/validation';
import { revokePendingEmailChanges } from '../auth/email-change';
import { countRecentTokens, issueToken, redeemToken } from '../auth/one-time-tokens';
import { endSessionsOfUser } from '../auth/session-store';
import { builder, PUBLIC_FIELD } from '../builder';
import { endSession, type GraphQLContext } from '../context';
import { afterResponse } from '../http/after-response';
import { findUserByEmail } from '../db/queries/accounts';
import { setPassword } from '../db/queries/account-changes';
import { validateOrThrow } from '../graphql-errors';
import { passwordChangedMail, passwordResetMail } from '../mail/templates';
import { ActionResultRef, mailerOf, result } from './action-result';

export const RESET_LINK_MINUTES = 60;
/** More requests per hour for one address are answered alike but send nothing. */
export const RESETS_PER_HOUR = 3;

export const RESET_REQUESTED_MESSAGE =
  'Als er een account bestaat met dit e-mailadres, hebben we een e-mail gestuurd met een link om je wachtwoord opnieuw in te stellen. De link is 60 minuten geldig.';
export const INVALID_RESET_MESSAGE =
  'Deze link om je wachtwoord opnieuw in te stellen is ongeldig, al gebruikt of verlopen. Vraag een nieuwe link aan.';

/** The shared table, so the password forms and the api check a new password alike. */
export const PASSWORD_RULES = NEW_PASSWORD_RULES;

async function sendResetLink(context: GraphQLContext, email: string): Promise<void> {
  const user = await findUserByEmail(context.db, email);
  const eligible = user && user.userType !== 'staff' && !user.deactivatedAt;
  if (eligible && (await countRecentTokens(context.db, 'passwordReset', email, 60)) < RESETS_PER_HOUR) {
    const { id, token } = await issueToken(
      context.db,
      'passwordReset',
      { userId: user.id, email },
      RESET_LINK_MINUTES,
    );
    await mailerOf(context).send(
      passwordResetMail(
        recipientOf({ ...user, email }),
        `${context.config.portalUrl}/wachtwoord/vergeten/${token}/${id}`,
        RESET_LINK_MINUTES,
      ),
    );
  }
  // Logged for known and unknown addresses alike; only the log tells them apart.
  audit(context, {
    event: 'password_reset_request',
    outcome: 'requested',
    target: email,
    details: { known: Boolean(eligible) },
  });
}

builder.mutationField('requestPasswordReset', (t) =>
  t.field({
    type: ActionResultRef,
    extensions: PUBLIC_FIELD,
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => {
      validateOrThrow(args, { email: 'required|email' });
      const email = args.email.trim().toLowerCase();
      // Known or unknown, the request does the same before it answers: nothing. What differs (a
      // token and a mail for a known address) happens after the response, so timing tells nothing.
      afterResponse(context.state, () => sendResetLink(context, email));
      return result('OK', RESET_REQUESTED_MESSAGE);
    },
  }),
);

builder.mutationField('resetPassword', (t) =>
  t.field({
    type: ActionResultRef,
    extensions: PUBLIC_FIELD,
    args: {
      token: t.arg.string({ required: true }),
      uuid: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      passwordConfirmation: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, context) => {
      validateOrThrow(
        args,
        { token: 'required|max:200', uuid: 'required|max:100', ...PASSWORD_RULES },
        { confirmations: { passwordConfirmation: 'password' } },
      );
      await requireStrongPassword(args.password);
      const outcome = await context.db.transaction(async (tx) => {
        const redeemed = await redeemToken(tx, 'passwordReset', args.token, args.uuid);
        if (!redeemed?.userId) return null;
        await setPassword(tx, redeemed.userId, args.password);
        await endSessionsOfUser(tx, redeemed.userId);
        await revokePendingEmailChanges(tx, redeemed.userId);
        return redeemed;
      });
      if (!outcome) {
        audit(context, { event: 'password_reset', outcome: 'failure', target: null });
        return result('INVALID_TOKEN', INVALID_RESET_MESSAGE);
      }
      audit(context, {
        event: 'password_reset',
        outcome: 'success',
        target: outcome.email ?? outcome.userId,
      });
      if (outcome.email)
        await mailerOf(context).send(passwordChangedMail(await recipientByEmail(context.db, outcome.email)));
      if (context.state.session?.user.id === outcome.userId) endSession(context.state);
      return result('OK', 'Je wachtwoord is gewijzigd. Je kunt nu inloggen met je nieuwe wachtwoord.');
    },
  }),
);
