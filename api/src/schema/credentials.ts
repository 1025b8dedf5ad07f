/**
 * `changeEmail` and `changePassword`: both need the current password and end the user's other
 * sessions; a new address is verified anew (the account is unverified until the link is used).
 */
import { requireStrongPassword } from '../security/password-strength';
import { audit } from '../audit/audit-context';
import { createVerification, dropPendingVerifications } from '../auth/email-verification';
import { clearFailures, reserveAttempt, throttledMessage } from '../auth/login-throttle';
import { endSessionsOfUser, type UserRow } from '../auth/session-store';
import { beforeVerification, builder } from '../builder';
import type { GraphQLContext } from '../context';
import { emailInUse, passwordHashOf, setPassword, setUnverifiedEmail } from '../db/queries/account-changes';
import { throwValidationError, validateOrThrow } from '../graphql-errors';
import { addressInUseMail, emailChangedMail, passwordChangedMail } from '../mail/templates';
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

builder.mutationField('changeEmail', (t) =>
  t.field({
    type: ActionResultRef,
    ...beforeVerification({ portalUser: true }),
    args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      validateOrThrow(args, { email: 'required|email|max:255', password: 'required' });
      const user = signedInUser(context);
      const session = context.state.session;
      const email = args.email.trim().toLowerCase();
      await checkCurrentPassword(context, user, args.password, 'password');
      if (email === user.email) throwValidationError({ email: ['Dit is al je e-mailadres.'] });
      const answer = result(
        'OK',
        `Je e-mailadres is gewijzigd. Bevestig ${email} met de link die we je hebben gestuurd.`,
      );
      if (await emailInUse(context.db, email, user.id)) {
        // The same answer as a free address (no enumeration); the owner of the address hears of it.
        await mailerOf(context).send(addressInUseMail(email));
        audit(context, {
          event: 'email_change',
          outcome: 'refused',
          target: user.email,
          details: { reason: 'address_in_use' },
        });
        return answer;
      }
      const mail = await context.db.transaction(async (tx) => {
        await setUnverifiedEmail(tx, user.id, email);
        await dropPendingVerifications(tx, user.id);
        await endSessionsOfUser(tx, user.id, session?.rawId);
        return createVerification(tx, context.config.portalUrl, { id: user.id, email });
      });
      await mailerOf(context).send(mail);
      await mailerOf(context).send(emailChangedMail(user.email, email));
      audit(context, {
        event: 'email_change',
        outcome: 'success',
        target: user.email,
        details: { newEmail: email },
      });
      if (session) session.user = { ...session.user, email, isVerified: false };
      return answer;
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
      });
      await mailerOf(context).send(passwordChangedMail(user.email));
      audit(context, { event: 'password_change', outcome: 'success', target: user.email });
      return result('OK', 'Je wachtwoord is gewijzigd. Je bent op andere apparaten uitgelogd.');
    },
  }),
);
