/** `verifyEmail` (public) and `resendActivationEmail` (signed in, throttled). */
import { audit } from '../audit/audit-context';
import { createVerification, mayResend, verifyEmailLink } from '../auth/email-verification';
import { beforeVerification, builder, PUBLIC_FIELD } from '../builder';
import { validateOrThrow } from '../graphql-errors';
import { ActionResultRef, mailerOf, result, signedInUser } from './action-result';

const VERIFY_MESSAGES = {
  VERIFIED: 'Je e-mailadres is bevestigd. Je account is geactiveerd.',
  ALREADY_ACTIVE: 'Je account is al geactiveerd. Log in om verder te gaan.',
  EXPIRED: 'Deze activatielink is verlopen. Log in en vraag een nieuwe activatielink aan.',
  INVALID: 'Deze activatielink is ongeldig of al gebruikt. Log in om te zien of je account al actief is.',
} as const;

builder.mutationField('verifyEmail', (t) =>
  t.field({
    type: ActionResultRef,
    extensions: PUBLIC_FIELD,
    ...beforeVerification(),
    args: {
      emailVerificationUuid: t.arg.string({ required: true }),
      emailVerificationLinkUuid: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, context) => {
      validateOrThrow(args, {
        emailVerificationUuid: 'required|max:100',
        emailVerificationLinkUuid: 'required|max:100',
      });
      const outcome = await verifyEmailLink(
        context.db,
        args.emailVerificationUuid,
        args.emailVerificationLinkUuid,
      );
      audit(context, {
        event: 'email_verification',
        outcome: outcome === 'VERIFIED' ? 'success' : 'failure',
        target: null,
        details: { status: outcome },
      });
      const session = context.state.session;
      // The signed-in user of this browser sees "verified" at once in this same request.
      if (outcome === 'VERIFIED' && session) session.user = { ...session.user, isVerified: true };
      return result(outcome, VERIFY_MESSAGES[outcome]);
    },
  }),
);

builder.mutationField('resendActivationEmail', (t) =>
  t.field({
    type: ActionResultRef,
    ...beforeVerification({ loggedIn: true }),
    resolve: async (_root, _args, context) => {
      const user = signedInUser(context);
      if (user.isVerified) return result('VERIFIED', 'Je account is al geactiveerd.');
      if (!(await mayResend(context.db, user.id))) {
        return result(
          'THROTTLED',
          'Je hebt net al een activatielink aangevraagd. Wacht even en probeer het dan opnieuw.',
        );
      }
      await mailerOf(context).send(await createVerification(context.db, context.config.portalUrl, user));
      return result('SENT', `We hebben een nieuwe activatielink gestuurd naar ${user.email}.`);
    },
  }),
);
