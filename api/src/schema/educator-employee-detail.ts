/** An employee of a training provider (opleider) and the provider they act for. */
import { builder } from '../builder';
import type { EducatorRow } from '../db/queries/accounts';
import { EducatorEmployeeDetailRef, UserDetailRef } from './detail-refs';

const EducatorRef = builder.objectRef<EducatorRow>('Educator').implement({
  fields: (t) => ({
    uuid: t.exposeID('id'),
    name: t.exposeString('name'),
    hasUnfinishedProfile: t.exposeBoolean('hasUnfinishedProfile'),
  }),
});

EducatorEmployeeDetailRef.implement({
  interfaces: [UserDetailRef],
  fields: (t) => ({
    educator: t.field({ type: EducatorRef, resolve: (detail) => detail.educator }),
  }),
});
