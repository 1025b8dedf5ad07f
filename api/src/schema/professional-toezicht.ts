/**
 * Professioneel Toezicht (PT), the register's complaints site: `createPtLoginToken` signs the
 * professional in there, `loginFromPt` accepts PT's signed short-lived token on the way back.
 * Checking the redirect target after `loginFromPt` is the host's job.
 */
import { audit } from '../audit/audit-context';
import { isUuid } from '../auth/one-time-tokens';
import { issuePtLoginToken, redeemPtToken } from '../auth/pt-token';
import { createSession, deleteSession } from '../auth/session-store';
import { builder, PUBLIC_FIELD } from '../builder';
import { sessionLifetime, startSession } from '../context';
import { findUserById } from '../db/queries/accounts';
import { validateOrThrow } from '../graphql-errors';
import { ActionResultRef, result, signedInUser } from './action-result';

const PtLoginRef = builder.objectRef<{ url: string }>('PtLogin').implement({
  fields: (t) => ({ url: t.exposeString('url') }),
});

builder.mutationField('createPtLoginToken', (t) =>
  t.field({
    type: PtLoginRef,
    authScopes: { professional: true },
    resolve: async (_root, _args, context) => {
      const token = await issuePtLoginToken(
        context.db,
        context.state.services.ptSecret,
        signedInUser(context).id,
      );
      audit(context, { event: 'pt_token', outcome: 'success', target: signedInUser(context).email });
      return { url: `${context.config.ptUrl}/inloggen?token=${encodeURIComponent(token)}` };
    },
  }),
);

builder.mutationField('loginFromPt', (t) =>
  t.field({
    type: ActionResultRef,
    extensions: PUBLIC_FIELD,
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, { token }, context) => {
      validateOrThrow({ token }, { token: 'required|max:2048' });
      const userId = await redeemPtToken(context.db, context.state.services.ptSecret, token);
      const user = userId && isUuid(userId) ? await findUserById(context.db, userId) : null;
      if (!user || user.userType !== 'professional' || user.deactivatedAt) {
        audit(context, { event: 'login_pt', outcome: 'failure', actor: null, target: null });
        return result(
          'INVALID_TOKEN',
          'Deze inloglink van Professioneel Toezicht is ongeldig, al gebruikt of verlopen. Log opnieuw in.',
        );
      }
      const previous = context.state.session;
      if (previous) await deleteSession(context.db, previous.rawId);
      startSession(
        context.state,
        await createSession(context.db, user, {
          impersonating: false,
          lifetime: sessionLifetime(context.config),
        }),
      );
      audit(context, { event: 'login_pt', outcome: 'success', actor: user.email, target: user.email });
      return result('LOGGED_IN', 'Je bent ingelogd.');
    },
  }),
);
