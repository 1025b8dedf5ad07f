/** The answer to a sign-in attempt (password or staff link). */
import { builder } from '../builder';

export const LoginStatusEnum = builder.enumType('LoginStatus', {
  values: ['LOGGED_IN', 'INVALID_CREDENTIALS', 'THROTTLED', 'INVALID_TOKEN'] as const,
});

export type LoginStatus = (typeof LoginStatusEnum)['$inferType'];

export const LoginResultRef = builder
  .objectRef<{ status: LoginStatus; message: string }>('LoginResult')
  .implement({
    fields: (t) => ({
      status: t.field({ type: LoginStatusEnum, resolve: (result) => result.status }),
      message: t.exposeString('message'),
    }),
  });
