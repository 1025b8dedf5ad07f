/** Registrations, their items (application or period) and the chamber/target they are for. */
import { builder } from '../builder';
import type {
  RegistrationItemRow,
  RegistrationWithItems,
  TargetWithBranch,
} from '../db/queries/registrations';
import { todayInNetherlands } from '../domain/dates';
import { reRegistrationDeadline } from '../domain/re-registration-deadline';
import {
  canEdit,
  countPeriods,
  findCurrentItem,
  findEditItem,
  findReRegistrationRound,
} from '../domain/registration-file';
import { targetById } from '../loaders/professional';
import { invoiceOfItem } from '../db/queries/registration-invoice';
import { loadMedias, MediaConnectionRef } from './media';
import { OptionRef, PermissionsRef, RegistrationStatusEnum, RegistrationStatusOptionRef } from './options';
import { isOwnProfessional, isOwnRegistration, ownerGuard } from '../tenancy/owner-guards';

export const RegistrationTargetRef = builder.objectRef<TargetWithBranch>('RegistrationTarget').implement({
  description: 'What a professional is registered as, within a chamber (registrationBranch).',
  fields: (t) => ({
    uuid: t.exposeID('id'),
    label: t.exposeString('label'),
    systemLabel: t.exposeString('systemLabel'),
    isPostmaster: t.exposeBoolean('isPostmaster'),
    registrationBranch: t.field({
      type: OptionRef,
      resolve: (target) => ({ value: target.branchValue, label: target.branchLabel }),
    }),
  }),
});

export const RegistrationItemRef = builder.objectRef<RegistrationItemRow>('RegistrationItem').implement({
  // The backstop (issue 37): a registration's answers are for its professional only, never another party.
  extensions: ownerGuard<RegistrationItemRow>((item, context) =>
    isOwnRegistration(context, item.registrationId),
  ),
  fields: (t) => ({
    uuid: t.exposeID('id'),
    status: t.field({ type: RegistrationStatusEnum, resolve: (item) => item.status }),
    statusEnum: t.field({ type: RegistrationStatusOptionRef, resolve: (item) => item.status }),
    fromDate: t.expose('fromDate', { type: 'Date', nullable: true }),
    tillDate: t.expose('tillDate', { type: 'Date', nullable: true }),
    unsubscribedAt: t.expose('unsubscribedAt', { type: 'DateTime', nullable: true }),
    registrationTargetId: t.exposeID('registrationTargetId', { nullable: true }),
    registrationTarget: t.field({
      type: RegistrationTargetRef,
      nullable: true,
      resolve: (item, _args, context) => targetById(context, item.registrationTargetId),
    }),
    state: t.expose('state', { type: 'JSON', nullable: true, description: 'Progress of the item form.' }),
    data: t.expose('data', { type: 'JSON' }),
    medias: t.field({
      type: MediaConnectionRef,
      resolve: (item, _args, context) => loadMedias(context, 'registrationItem', item.id),
    }),
    permissions: t.field({ type: PermissionsRef, resolve: (item) => ({ canEdit: canEdit(item.status) }) }),
    firstYearFeeStatus: t.string({
      description:
        "The application's first-year fee: none (no invoice asked yet, or free), open or paid. " +
        'The wizard says what is left to do once paid instead of asking for the payment again.',
      resolve: async (item, _args, context) => (await invoiceOfItem(context.db, item))?.status ?? 'none',
    }),
  }),
});

export const RegistrationRef = builder.objectRef<RegistrationWithItems>('Registration').implement({
  // The backstop (issue 37): only its own professional reads a registration.
  extensions: ownerGuard<RegistrationWithItems>((registration, context) =>
    isOwnProfessional(context, registration.professionalId),
  ),
  fields: (t) => ({
    uuid: t.exposeID('id'),
    status: t.field({ type: RegistrationStatusEnum, resolve: (registration) => registration.status }),
    statusEnum: t.field({
      type: RegistrationStatusOptionRef,
      resolve: (registration) => registration.status,
    }),
    periods: t.int({ description: 'Number of approved registration periods.', resolve: countPeriods }),
    currentItem: t.field({
      type: RegistrationItemRef,
      nullable: true,
      resolve: (registration) => findCurrentItem(registration, todayInNetherlands()),
    }),
    editItem: t.field({
      type: RegistrationItemRef,
      nullable: true,
      // An approved registration's edit item is its re-registration round, also while assessed.
      resolve: (registration) => findEditItem(registration) ?? findReRegistrationRound(registration),
    }),
    reRegistrationDeadline: t.field({
      type: 'Date',
      nullable: true,
      description:
        "The one re-registration deadline ('uiterlijk {date}'): submissions are accepted until the end of this day, Dutch time.",
      resolve: (registration) =>
        registration.status === 'approved'
          ? reRegistrationDeadline(findCurrentItem(registration, todayInNetherlands()))
          : null,
    }),
    items: t.field({ type: [RegistrationItemRef], resolve: (registration) => registration.items }),
  }),
});
