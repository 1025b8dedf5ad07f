/** `loginPortalUser`: sign in with e-mail address and password (public endpoint). */
import { recipientOf } from '../mail/recipient';
import { audit } from '../audit/audit-context';
import { attemptLogin } from '../auth/login';
import { sendLoginLink } from '../auth/login-link';
import {
  countUncheckedAttempt,
  LOGIN_LINK_SENT_MESSAGE,
  ONE_LOGIN_PER_REQUEST_MESSAGE,
  throttledMessage,
} from '../auth/login-throttle';
import { deleteSession } from '../auth/session-store';
import { builder, PUBLIC_FIELD } from '../builder';
import { sessionLifetime, startSession } from '../context';
import { loginNotificationMail } from '../mail/templates';
import { LoginResultRef } from './login-result';

export const INVALID_CREDENTIALS_MESSAGE = 'Deze combinatie van e-mailadres en wachtwoord is onbekend.';

builder.mutationField('loginPortalUser', (t) =>
  t.field({
    type: LoginResultRef,
    extensions: PUBLIC_FIELD,
    args: {
      username: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
    },
    resolve: async (_root, { username, password }, context) => {
      // Set before any await: the operations of a batch run side by side on one request state.
      const target = username.trim().toLowerCase().slice(0, 255);
      if (context.state.loginTried) {
        await countUncheckedAttempt(context.db, target, context.state.clientIp);
        audit(context, {
          event: 'login',
          outcome: 'refused',
          target,
          details: { reason: 'one_per_request' },
        });
        return { status: 'THROTTLED' as const, message: ONE_LOGIN_PER_REQUEST_MESSAGE };
      }
      context.state.loginTried = true;
      const outcome = await attemptLogin(context.db, {
        email: username,
        password,
        clientIp: context.state.clientIp,
        lifetime: sessionLifetime(context.config),
      });
      if (outcome.status === 'THROTTLED') {
        audit(context, { event: 'login', outcome: 'throttled', target });
        return { status: outcome.status, message: throttledMessage(outcome.retryAfterSeconds) };
      }
      if (outcome.status === 'SEND_LINK') {
        audit(context, { event: 'login', outcome: 'lockout', target, details: { loginLinkSent: true } });
        await sendLoginLink(
          context.db,
          context.state.services.mailer,
          outcome.email,
          context.config.portalUrl,
        );
        return { status: 'THROTTLED' as const, message: LOGIN_LINK_SENT_MESSAGE };
      }
      if (outcome.status === 'INVALID_CREDENTIALS') {
        audit(context, { event: 'login', outcome: 'failure', target });
        return { status: outcome.status, message: INVALID_CREDENTIALS_MESSAGE };
      }
      // Signing in again replaces the old session instead of living beside it.
      const previous = context.state.session;
      if (previous) await deleteSession(context.db, previous.rawId);
      startSession(context.state, outcome.session);
      const user = outcome.session.user;
      audit(context, { event: 'login', outcome: 'success', actor: user.email, target: user.email });
      if (user.loginNotificationEnabled)
        await context.state.services.mailer.send(loginNotificationMail(recipientOf(user)));
      return { status: outcome.status, message: 'Je bent ingelogd.' };
    },
  }),
);
