/** Loads `User.detail` for a signed-in user, by the kind of account. */
import type { UserRow } from '../auth/session-store';
import { remember, type GraphQLContext } from '../context';
import { findCompanyEmployee, findEducatorEmployee } from '../db/queries/accounts';
import type { UserDetailShape } from '../schema/detail-refs';
import { actorOf } from '../tenancy/actor';
import { professionalOfUser } from './professional';

export function userDetail(context: GraphQLContext, user: UserRow): Promise<UserDetailShape | null> {
  return remember(context, `detail:${user.id}`, async () => {
    switch (user.userType) {
      case 'professional': {
        const professional = await professionalOfUser(context, user.id);
        // The signed-in professional's own detail: their actor comes from the same remembered row,
        // read now so the type's scope (ownProfessional, on every field) answers without waiting.
        if (professional && user.id === context.state.session?.user.id) await actorOf(context);
        return professional ? { kind: 'professional', user, professional } : null;
      }
      case 'companyEmployee': {
        const row = await findCompanyEmployee(context.db, user.id);
        return row ? { kind: 'companyEmployee', user, ...row } : null;
      }
      case 'educatorEmployee': {
        const row = await findEducatorEmployee(context.db, user.id);
        return row ? { kind: 'educatorEmployee', user, ...row } : null;
      }
      default:
        return null;
    }
  });
}
