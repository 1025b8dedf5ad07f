/** A professional's own details, registrations and latest requests (`User.detail` for professionals). */
import { diplomasOf } from '../db/queries/professional-records';
import {
  findApprovedRegistration,
  findLastRejectedItem,
  findOpenRegistration,
  isUnsubmitted,
} from '../domain/registration-file';
import { initialsOf } from '../domain/names';
import { latestRequestOf, registrationsOf, trainingAdviceOf } from '../loaders/professional';
import { BranchSwitchRequestRef } from './branch-switch-request';
import { ProfessionalDetailRef, UserDetailRef, type ProfessionalDetailShape } from './detail-refs';
import { DiplomaRef } from './diploma';
import { loadMedias, MediaConnectionRef } from './media';
import { ReenterRequestRef } from './reenter-request';
import { RegistrationItemRef, RegistrationRef } from './registration';
import { TargetSwitchRequestRef } from './target-switch-request';
import { TrainingAdviceRef } from './training-advice';
import { isOwnProfessional, ownerGuard } from '../tenancy/owner-guards';

ProfessionalDetailRef.implement({
  interfaces: [UserDetailRef],
  // The backstop (issue 37): whatever field returns it, only the professional themself reads it.
  extensions: ownerGuard<ProfessionalDetailShape>((detail, context) =>
    isOwnProfessional(context, detail.professional.id),
  ),
  fields: (t) => ({
    initials: t.string({ nullable: true, resolve: ({ user }) => initialsOf(user) }),
    firstName: t.string({ nullable: true, resolve: ({ user }) => user.firstName }),
    infix: t.string({ nullable: true, resolve: ({ user }) => user.infix }),
    lastName: t.string({ resolve: ({ user }) => user.lastName }),
    loginNotification: t.string({
      nullable: true,
      description: 'A message to show once after signing in.',
      resolve: ({ professional }) => professional.loginNotification,
    }),
    firstRegistrationDate: t.field({
      type: 'Date',
      nullable: true,
      resolve: ({ professional }) => professional.firstRegistrationDate,
    }),
    hasUnfinishedProfile: t.boolean({ resolve: ({ professional }) => professional.hasUnfinishedProfile }),
    hasUnsubmittedOpenRegistration: t.boolean({
      resolve: async ({ professional }, _args, context) =>
        isUnsubmitted(findOpenRegistration(await registrationsOf(context, professional.id))),
    }),
    mostRecentVogDeadline: t.field({
      type: 'Date',
      nullable: true,
      resolve: ({ professional }) => professional.mostRecentVogDeadline,
    }),
    trainingAdvice: t.field({
      type: TrainingAdviceRef,
      nullable: true,
      resolve: ({ professional }, _args, context) => trainingAdviceOf(context, professional.id),
    }),
    lastRejectedRegistrationItem: t.field({
      type: RegistrationItemRef,
      nullable: true,
      resolve: async ({ professional }, _args, context) =>
        findLastRejectedItem(await registrationsOf(context, professional.id)),
    }),
    openRegistration: t.field({
      type: RegistrationRef,
      nullable: true,
      resolve: async ({ professional }, _args, context) =>
        findOpenRegistration(await registrationsOf(context, professional.id)),
    }),
    approvedRegistration: t.field({
      type: RegistrationRef,
      nullable: true,
      resolve: async ({ professional }, _args, context) =>
        findApprovedRegistration(await registrationsOf(context, professional.id)),
    }),
    latestReenterRequest: t.field({
      type: ReenterRequestRef,
      nullable: true,
      resolve: ({ professional }, _args, context) => latestRequestOf(context, professional.id, 'reenter'),
    }),
    latestRejectedReenterRequest: t.field({
      type: ReenterRequestRef,
      nullable: true,
      resolve: ({ professional }, _args, context) =>
        latestRequestOf(context, professional.id, 'reenter', 'rejected'),
    }),
    latestBranchSwitchRequest: t.field({
      type: BranchSwitchRequestRef,
      nullable: true,
      resolve: ({ professional }, _args, context) =>
        latestRequestOf(context, professional.id, 'branchSwitch'),
    }),
    latestTargetSwitchRequest: t.field({
      type: TargetSwitchRequestRef,
      nullable: true,
      resolve: ({ professional }, _args, context) =>
        latestRequestOf(context, professional.id, 'targetSwitch'),
    }),
    hasSelfEmployedCompany: t.boolean({ resolve: ({ professional }) => professional.hasSelfEmployedCompany }),
    shownInRegister: t.boolean({ resolve: ({ professional }) => professional.shownInRegister }),
    registerStreet: t.string({ nullable: true, resolve: ({ professional }) => professional.registerStreet }),
    registerHouseNumber: t.string({
      nullable: true,
      resolve: ({ professional }) => professional.registerHouseNumber,
    }),
    registerHouseNumberAddition: t.string({
      nullable: true,
      resolve: ({ professional }) => professional.registerHouseNumberAddition,
    }),
    registerPostalCode: t.string({
      nullable: true,
      resolve: ({ professional }) => professional.registerPostalCode,
    }),
    registerCity: t.string({ nullable: true, resolve: ({ professional }) => professional.registerCity }),
    registerPhone: t.string({ nullable: true, resolve: ({ professional }) => professional.registerPhone }),
    isDefaulter: t.boolean({ resolve: ({ professional }) => professional.isDefaulter }),
    shouldSkipPayment: t.boolean({ resolve: ({ professional }) => professional.shouldSkipPayment }),
    diplomas: t.field({
      type: [DiplomaRef],
      resolve: ({ professional }, _args, context) => diplomasOf(context.db, professional.id),
    }),
    medias: t.field({
      type: MediaConnectionRef,
      resolve: ({ professional }, _args, context) => loadMedias(context, 'professional', professional.id),
    }),
  }),
});
