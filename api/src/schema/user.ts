/** The signed-in portal user (`portalInit.session.user`). */
import type { UserRow } from '../auth/session-store';
import { builder } from '../builder';
import { restrictionTypeOption } from '../db/queries/accounts';
import { professionalOfUser } from '../loaders/professional';
import { userDetail } from '../loaders/user-detail';
import type { UserType } from '@portal/shared/options';
import { UserDetailRef } from './detail-refs';
import { OptionRef, UserTypeOptionRef } from './options';

export const UserRef = builder.objectRef<UserRow>('User').implement({
  fields: (t) => ({
    uuid: t.exposeID('id'),
    username: t.exposeString('email', { description: 'The e-mail address the user signs in with.' }),
    isVerified: t.exposeBoolean('isVerified'),
    mostRecentVogDeadline: t.field({
      type: 'Date',
      nullable: true,
      resolve: async (user, _args, context) =>
        user.userType === 'professional'
          ? ((await professionalOfUser(context, user.id))?.mostRecentVogDeadline ?? null)
          : null,
    }),
    detailTypeObject: t.field({
      type: UserTypeOptionRef,
      // Staff never hold a portal session, so every user here is one of the three portal types.
      resolve: (user) => user.userType as UserType,
    }),
    restrictionType: t.field({
      type: OptionRef,
      nullable: true,
      resolve: (user, _args, context) =>
        user.restrictionType ? restrictionTypeOption(context.db, user.restrictionType) : null,
    }),
    detail: t.field({
      type: UserDetailRef,
      nullable: true,
      resolve: (user, _args, context) => userDetail(context, user),
    }),
  }),
});
