/** `loginAsPortalUser`: exchange a staff member's one-time link for a read-only session. */
import { audit } from '../audit/audit-context';
import { redeemImpersonationToken } from '../auth/impersonation';
import { redeemLoginLink } from '../auth/login-link';
import { createSession, deleteSession } from '../auth/session-store';
import { builder, PUBLIC_FIELD } from '../builder';
import { sessionLifetime, startSession } from '../context';
import { LoginResultRef } from './login-result';

builder.mutationField('loginAsPortalUser', (t) =>
  t.field({
    type: LoginResultRef,
    extensions: PUBLIC_FIELD,
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, { token }, context) => {
      const impersonated = await redeemImpersonationToken(context.db, token);
      // The same screen redeems the login links sent past the hourly sign-in limit.
      const linked = impersonated ? null : await redeemLoginLink(context.db, token);
      const user = impersonated?.user ?? linked;
      if (!user) {
        audit(context, { event: 'login_link', outcome: 'failure', target: null });
        return {
          status: 'INVALID_TOKEN' as const,
          message: 'Deze link om mee te kijken is ongeldig, al gebruikt of verlopen.',
        };
      }
      const previous = context.state.session;
      if (previous) await deleteSession(context.db, previous.rawId);
      const session = await createSession(context.db, user, {
        impersonating: Boolean(impersonated),
        impersonatedBy: impersonated?.createdBy ?? null,
        lifetime: sessionLifetime(context.config),
      });
      startSession(context.state, session);
      audit(context, {
        event: impersonated ? 'impersonation_start' : 'login_link',
        outcome: 'success',
        actor: impersonated ? `staff:${impersonated.createdBy}` : user.email,
        target: user.email,
      });
      return {
        status: 'LOGGED_IN' as const,
        message: impersonated ? 'Je bekijkt nu het account van deze gebruiker.' : 'Je bent ingelogd.',
      };
    },
  }),
);
