/**
 * `changeEmail` and `changePassword`: both need the current password. A password change ends the
 * user's other sessions at once; an e-mail change waits for the link mailed to the new address
 * (`confirmEmailChange`, schema/email-change.ts).
 */
import { recipientOf } from '../mail/recipient';
import { requireStrongPassword } from '../security/password-strength';
import { audit } from '../audit/audit-context';
import { requestEmailChange, revokePendingEmailChanges } from '../auth/email-change';
import { clearFailures, reserveAttempt, throttledMessage } from '../auth/login-throttle';
import { endSessionsOfUser, type UserRow } from '../auth/session-store';
import { beforeVerification, builder } from '../builder';
import type { GraphQLContext } from '../context';
import { passwordHashOf, setPassword } from '../db/queries/account-changes';
import { countEmailChangeRequest } from '../db/queries/email-change-requests';
import { throwValidationError, validateOrThrow } from '../graphql-errors';
import { passwordChangedMail } from '../mail/templates';
import { verifyPassword } from '../security/password';
import { ActionResultRef, mailerOf, result, signedInUser } from './action-result';
import { PASSWORD_RULES } from './password-reset';

export const WRONG_PASSWORD_MESSAGE = 'Het wachtwoord is onjuist.';

/**
 * The stored hash, read fresh (the session's copy may predate a change in another tab). Wrong
 * guesses count towards the same throttle as the login form, so a stolen session cannot guess.
 */
async function checkCurrentPassword(context: GraphQLContext, user: UserRow, password: string, field: string) {
  const gate = await reserveAttempt(context.db, user.email, context.state.clientIp);
  // Past the hourly limit there is no link to fall back on here: the session may be stolen.
  if (!gate.allowed) {
    audit(context, { event: 'password_check', outcome: 'throttled', target: user.email });
    throwValidationError({
      [field]: [throttledMessage('retryAfterSeconds' in gate ? gate.retryAfterSeconds : 3600)],
    });
  }
  const hash = await passwordHashOf(context.db, user.id);
  if (!hash || !(await verifyPassword(hash, password))) {
    audit(context, { event: 'password_check', outcome: 'failure', target: user.email });
    throwValidationError({ [field]: [WRONG_PASSWORD_MESSAGE] });
  }
  await clearFailures(context.db, user.email, context.state.clientIp);
}

export const EMAIL_CHANGES_PER_HOUR = 5;
export const TOO_MANY_EMAIL_CHANGES_MESSAGE =
  'Je hebt te vaak gevraagd je e-mailadres te wijzigen. Probeer het over een uur opnieuw.';

export const emailChangePendingMessage = (email: string) =>
  `We hebben een bevestigingsmail gestuurd naar ${email}. Je e-mailadres wordt pas gewijzigd nadat je de link in die e-mail hebt geopend.`;

builder.mutationField('changeEmail', (t) =>
  t.field({
    type: ActionResultRef,
    ...beforeVerification({ portalUser: true }),
    args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      validateOrThrow(args, { email: 'required|email|max:255', password: 'required' });
      const user = signedInUser(context);
      const email = args.email.trim().toLowerCase();
      await checkCurrentPassword(context, user, args.password, 'password');
      if (email === user.email) throwValidationError({ email: ['Dit is al je e-mailadres.'] });
      // Each request mails an address the caller chooses: the portal must not become a way to mail
      // anyone at will. Taken or free, every request counts alike.
      const requests = await countEmailChangeRequest(context.db, user.id, EMAIL_CHANGES_PER_HOUR);
      if (requests > EMAIL_CHANGES_PER_HOUR) {
        audit(context, {
          event: 'email_change_request',
          outcome: 'throttled',
          target: user.email,
          details: { newEmail: email },
        });
        return result('THROTTLED', TOO_MANY_EMAIL_CHANGES_MESSAGE);
      }
      // Nothing changes yet, whether or not the address is taken: one mail goes to the new address
      // (the link, or the notice to its owner) and the answer is the same.
      const { mail, taken } = await requestEmailChange(context.db, context.config.portalUrl, user, email);
      await mailerOf(context).send(mail);
      audit(context, {
        event: 'email_change_request',
        outcome: taken ? 'refused' : 'requested',
        target: user.email,
        details: taken ? { newEmail: email, reason: 'address_in_use' } : { newEmail: email },
      });
      return result('PENDING', emailChangePendingMessage(email));
    },
  }),
);

builder.mutationField('changePassword', (t) =>
  t.field({
    type: ActionResultRef,
    ...beforeVerification({ portalUser: true }),
    args: {
      currentPassword: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      passwordConfirmation: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, context) => {
      validateOrThrow(
        args,
        { currentPassword: 'required', ...PASSWORD_RULES },
        { confirmations: { passwordConfirmation: 'password' } },
      );
      const user = signedInUser(context);
      await requireStrongPassword(args.password, [user.email]);
      await checkCurrentPassword(context, user, args.currentPassword, 'currentPassword');
      await context.db.transaction(async (tx) => {
        await setPassword(tx, user.id, args.password);
        await endSessionsOfUser(tx, user.id, context.state.session?.rawId);
        await revokePendingEmailChanges(tx, user.id);
      });
      await mailerOf(context).send(passwordChangedMail(recipientOf(user)));
      audit(context, { event: 'password_change', outcome: 'success', target: user.email });
      return result('OK', 'Je wachtwoord is gewijzigd. Je bent op andere apparaten uitgelogd.');
    },
  }),
);
