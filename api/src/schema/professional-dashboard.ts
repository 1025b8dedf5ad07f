/** `professionalDashboard`: the summary on a professional's overview page (signed-in endpoint). */
import { builder } from '../builder';
import type {
  RegistrationItemRow,
  RegistrationWithItems,
  TargetWithBranch,
} from '../db/queries/registrations';
import { todayInNetherlands } from '../domain/dates';
import { fullName } from '../domain/names';
import {
  findApprovedRegistration,
  findCurrentItem,
  findEditItem,
  findOpenRegistration,
} from '../domain/registration-file';
import {
  preloadProfessionalFile,
  professionalOfUser,
  registrationsOf,
  targetById,
} from '../loaders/professional';
import type { UserRow } from '../auth/session-store';
import { OptionRef, RegistrationStatusOptionRef } from './options';

interface DashboardRegistration {
  registration: RegistrationWithItems;
  item: RegistrationItemRow | null;
  target: TargetWithBranch | null;
}

const DashboardRegistrationRef = builder.objectRef<DashboardRegistration>('DashboardRegistration').implement({
  description: 'The registration the dashboard shows: the approved one, else the one in progress.',
  fields: (t) => ({
    uuid: t.id({ resolve: ({ registration }) => registration.id }),
    registrationNumber: t.string({
      nullable: true,
      description: 'Given on approval; none while the application is in progress.',
      resolve: ({ registration }) => registration.registrationNumber ?? null,
    }),
    statusEnum: t.field({
      type: RegistrationStatusOptionRef,
      resolve: ({ registration }) => registration.status,
    }),
    registrationBranch: t.field({
      type: OptionRef,
      nullable: true,
      resolve: ({ target }) => (target ? { value: target.branchValue, label: target.branchLabel } : null),
    }),
    registrationTarget: t.field({
      type: OptionRef,
      nullable: true,
      resolve: ({ target }) => (target ? { value: target.systemLabel, label: target.label } : null),
    }),
    fromDate: t.field({ type: 'Date', nullable: true, resolve: ({ item }) => item?.fromDate ?? null }),
    tillDate: t.field({ type: 'Date', nullable: true, resolve: ({ item }) => item?.tillDate ?? null }),
  }),
});

const ProfessionalDashboardRef = builder.objectRef<UserRow>('ProfessionalDashboard').implement({
  fields: (t) => ({
    fullName: t.string({ resolve: (user) => fullName(user) }),
    registration: t.field({
      type: DashboardRegistrationRef,
      nullable: true,
      resolve: async (user, _args, context) => {
        const professional = await professionalOfUser(context, user.id);
        if (!professional) return null;
        const registrations = await registrationsOf(context, professional.id);
        const approved = findApprovedRegistration(registrations);
        const registration = approved ?? findOpenRegistration(registrations) ?? registrations[0];
        if (!registration) return null;
        const item = approved
          ? findCurrentItem(approved, todayInNetherlands())
          : (findEditItem(registration) ?? registration.items.at(-1) ?? null);
        return { registration, item, target: await targetById(context, item?.registrationTargetId ?? null) };
      },
    }),
  }),
});

builder.queryField('professionalDashboard', (t) =>
  t.field({
    type: ProfessionalDashboardRef,
    authScopes: { professional: true },
    // Only the signed-in professional's own dashboard exists: there is no argument to ask for another.
    resolve: (_root, _args, context) => {
      const user = context.state.session!.user;
      void preloadProfessionalFile(context, user.id);
      return user;
    },
  }),
);
