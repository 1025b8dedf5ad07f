/** `User.detail`: what professionals, company employees and educator employees have in common. */
import { builder } from '../builder';
import { findPendingVerification } from '../db/queries/accounts';
import type { accountVerifications } from '../db/schema';
import { fullNameAbbreviated } from '../domain/names';
import { UserDetailRef, type UserDetailShape } from './detail-refs';

const AccountVerificationRef = builder
  .objectRef<typeof accountVerifications.$inferSelect>('AccountVerification')
  .implement({
    description: 'An e-mail verification the account still waits for.',
    fields: (t) => ({
      uuid: t.exposeID('id'),
      verificationLinkExpiresAt: t.expose('verificationLinkExpiresAt', { type: 'DateTime' }),
    }),
  });

function detailId(detail: UserDetailShape): string {
  return detail.kind === 'professional' ? detail.professional.id : detail.employee.id;
}

UserDetailRef.implement({
  resolveType: (detail) => {
    if (detail.kind === 'professional') return 'ProfessionalDetail';
    return detail.kind === 'companyEmployee' ? 'CompanyEmployeeDetail' : 'EducatorEmployeeDetail';
  },
  fields: (t) => ({
    uuid: t.id({ resolve: detailId }),
    fullNameAbbreviated: t.string({ resolve: (detail) => fullNameAbbreviated(detail.user) }),
    email: t.string({ resolve: (detail) => detail.user.email }),
    accountVerificationPending: t.field({
      type: AccountVerificationRef,
      nullable: true,
      resolve: (detail, _args, context) =>
        detail.user.isVerified ? null : findPendingVerification(context.db, detail.user.id),
    }),
  }),
});
