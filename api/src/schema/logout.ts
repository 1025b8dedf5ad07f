/** `logoutPortalUser`: end the session. Allowed while impersonating and during maintenance. */
import { audit } from '../audit/audit-context';
import { deleteSession } from '../auth/session-store';
import { builder, PUBLIC_FIELD } from '../builder';
import { endSession } from '../context';

const LogoutStatusEnum = builder.enumType('LogoutStatus', {
  values: ['TOKEN_REVOKED', 'NO_SESSION'] as const,
});

const LogoutResultRef = builder
  .objectRef<{ status: (typeof LogoutStatusEnum)['$inferType']; message: string }>('LogoutResult')
  .implement({
    fields: (t) => ({
      status: t.field({ type: LogoutStatusEnum, resolve: (result) => result.status }),
      message: t.exposeString('message'),
    }),
  });

builder.mutationField('logoutPortalUser', (t) =>
  t.field({
    type: LogoutResultRef,
    extensions: PUBLIC_FIELD,
    // Staff looking along in an account must always be able to leave it.
    skipTypeScopes: true,
    resolve: async (_root, _args, context) => {
      const session = context.state.session;
      if (!session) return { status: 'NO_SESSION' as const, message: 'Je was niet ingelogd.' };
      await deleteSession(context.db, session.rawId);
      audit(context, { event: 'logout', outcome: 'success', target: session.user.email });
      endSession(context.state);
      return { status: 'TOKEN_REVOKED' as const, message: 'Je bent uitgelogd.' };
    },
  }),
);
