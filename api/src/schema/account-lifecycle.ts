/**
 * Accounts beyond creation: finishing a migrated account (`completeAccountMigration`), asking to
 * reactivate a deactivated one (`requestReactivation`, no enumeration) and the one-time
 * confirmation of the legacy authorisation (`confirmLegacyAuthorization`).
 */
import { recipientOf } from '../mail/recipient';
import { requireStrongPassword } from '../security/password-strength';
import { revokePendingEmailChanges } from '../auth/email-change';
import { createVerification, dropPendingVerifications } from '../auth/email-verification';
import { redeemToken } from '../auth/one-time-tokens';
import { endSessionsOfUser } from '../auth/session-store';
import { builder, PUBLIC_FIELD } from '../builder';
import { endSession } from '../context';
import {
  confirmLegacyAuthorization,
  emailInUse,
  markVerified,
  setPassword,
  setUnverifiedEmail,
} from '../db/queries/account-changes';
import { findUserByEmail, findUserById } from '../db/queries/accounts';
import {
  hasRecentOpenReactivationRequest,
  insertReactivationRequest,
} from '../db/queries/reactivation-requests';
import { throwValidationError, validateOrThrow } from '../graphql-errors';
import type { MailMessage } from '../mail/mailer';
import { emailChangedMail, reactivationRequestMail } from '../mail/templates';
import { audit } from '../audit/audit-context';
import { ActionResultRef, mailerOf, result, signedInUser } from './action-result';
import { EMAIL_TAKEN_MESSAGE } from './account-creation';
import { PASSWORD_RULES } from './password-reset';

export const REACTIVATION_MESSAGE =
  'Als er een gedeactiveerd account bestaat met dit e-mailadres, hebben we je verzoek ontvangen. Je krijgt bericht per e-mail.';

builder.mutationField('completeAccountMigration', (t) =>
  t.field({
    type: ActionResultRef,
    extensions: PUBLIC_FIELD,
    args: {
      token: t.arg.string({ required: true }),
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      passwordConfirmation: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, context) => {
      validateOrThrow(
        args,
        { token: 'required|max:200', email: 'required|email|max:255', ...PASSWORD_RULES },
        { confirmations: { passwordConfirmation: 'password' } },
      );
      const email = args.email.trim().toLowerCase();
      await requireStrongPassword(args.password, [email]);
      const outcome = await context.db.transaction(async (tx) => {
        const redeemed = await redeemToken(tx, 'accountMigration', args.token);
        const user = redeemed?.userId ? await findUserById(tx, redeemed.userId) : null;
        if (!user) return null;
        if (await emailInUse(tx, email, user.id)) throwValidationError({ email: [EMAIL_TAKEN_MESSAGE] });
        await setPassword(tx, user.id, args.password);
        await endSessionsOfUser(tx, user.id);
        await revokePendingEmailChanges(tx, user.id);
        // The link reached the address on file, which confirms it; a new address is verified anew.
        if (email === user.email) {
          await markVerified(tx, user.id);
          return { userId: user.id, mail: null as MailMessage | null, oldAddress: null as string | null };
        }
        await setUnverifiedEmail(tx, user.id, email);
        await dropPendingVerifications(tx, user.id);
        return {
          userId: user.id,
          mail: await createVerification(tx, context.config.portalUrl, { ...user, email }),
          // The address on file hears that another one takes over (a stolen link would show here).
          oldAddress: user.email,
        };
      });
      audit(context, {
        event: 'account_migration',
        outcome: outcome ? 'success' : 'failure',
        actor: null,
        target: outcome ? (outcome.oldAddress ?? email) : null,
        details: outcome ? { newAddress: outcome.mail !== null } : { reason: 'invalid_token' },
      });
      if (!outcome) {
        return result(
          'INVALID_TOKEN',
          'Deze link om je account af te ronden is ongeldig, al gebruikt of verlopen.',
        );
      }
      if (outcome.mail) await mailerOf(context).send(outcome.mail);
      if (outcome.oldAddress) await mailerOf(context).send(emailChangedMail(outcome.oldAddress, email));
      if (context.state.session?.user.id === outcome.userId) endSession(context.state);
      return result(
        'OK',
        outcome.mail
          ? 'Je account is afgerond. Bevestig je nieuwe e-mailadres met de link die we je stuurden, en log daarna in.'
          : 'Je account is afgerond. Je kunt nu inloggen met je nieuwe wachtwoord.',
      );
    },
  }),
);

builder.mutationField('requestReactivation', (t) =>
  t.field({
    type: ActionResultRef,
    extensions: PUBLIC_FIELD,
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      validateOrThrow(args, { email: 'required|email|max:255' });
      const user = await findUserByEmail(context.db, args.email);
      if (user?.deactivatedAt && user.userType !== 'staff') {
        // One open request a day is enough; repeating it must not flood the address.
        if (!(await hasRecentOpenReactivationRequest(context.db, user.id))) {
          await insertReactivationRequest(context.db, user.id);
          await mailerOf(context).send(reactivationRequestMail(recipientOf(user)));
        }
      }
      return result('OK', REACTIVATION_MESSAGE);
    },
  }),
);

builder.mutationField('confirmLegacyAuthorization', (t) =>
  t.field({
    type: ActionResultRef,
    authScopes: { professional: true, companyEmployee: true },
    resolve: async (_root, _args, context) => {
      const user = signedInUser(context);
      await confirmLegacyAuthorization(context.db, user.id);
      return result('OK', 'Bedankt, je machtiging is bevestigd.');
    },
  }),
);
