/** An employee of a training provider (opleider) and the provider they act for. */
import { builder } from '../builder';
import type { EducatorRow } from '../db/queries/accounts';
import { EducatorEmployeeDetailRef, UserDetailRef } from './detail-refs';

const EducatorRef = builder.objectRef<EducatorRow>('Educator').implement({
  fields: (t) => ({
    uuid: t.exposeID('id'),
    name: t.exposeString('name'),
    hasUnfinishedProfile: t.exposeBoolean('hasUnfinishedProfile'),
    verification: t.exposeString('verification', {
      description:
        "The register's check of the provider: pending, confirmed or rejected (myOrganisation says why in words).",
    }),
  }),
});

EducatorEmployeeDetailRef.implement({
  interfaces: [UserDetailRef],
  fields: (t) => ({
    educator: t.field({ type: EducatorRef, resolve: (detail) => detail.educator }),
  }),
});
