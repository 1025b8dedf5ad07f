/** A contact person of an employer (werkgever) and the company they act for. */
import { builder } from '../builder';
import { companyBranchOptions, type CompanyRow } from '../db/queries/accounts';
import { COMPANY_STATUS_LABELS } from '../domain/statuses';
import { CompanyEmployeeDetailRef, UserDetailRef } from './detail-refs';
import { OptionRef } from './options';

const CompanyRef = builder.objectRef<CompanyRow>('Company').implement({
  fields: (t) => ({
    uuid: t.exposeID('id'),
    name: t.exposeString('name'),
    kvkNumber: t.exposeString('kvkNumber', { nullable: true }),
    branches: t.field({
      type: [OptionRef],
      description: 'The chambers the company employs professionals in.',
      resolve: (company, _args, context) => companyBranchOptions(context.db, company.id),
    }),
    paysForEmployees: t.exposeBoolean('paysForEmployees'),
    billingEmail: t.exposeString('billingEmail', { nullable: true }),
    hasUnfinishedProfile: t.exposeBoolean('hasUnfinishedProfile'),
    verification: t.exposeString('verification', {
      description:
        "The register's check of the company: pending, confirmed or rejected (myOrganisation says why in words).",
    }),
    status: t.field({
      type: OptionRef,
      resolve: (company) => ({ value: company.status, label: COMPANY_STATUS_LABELS[company.status] }),
    }),
  }),
});

CompanyEmployeeDetailRef.implement({
  interfaces: [UserDetailRef],
  fields: (t) => ({
    jobTitle: t.string({ nullable: true, resolve: (detail) => detail.employee.jobTitle }),
    company: t.field({ type: CompanyRef, resolve: (detail) => detail.company }),
  }),
});
