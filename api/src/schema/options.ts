/**
 * `{ value, label }` pairs. Fixed state sets are GraphQL enums with their Dutch label; option sets
 * backed by reference tables (chambers, measure types, ...) are plain `Option`s.
 */
import { USER_TYPES, type UserType } from '@portal/shared/options';
import { builder } from '../builder';
import {
  REGISTRATION_STATUSES,
  REGISTRATION_STATUS_LABELS,
  TRAINING_ADVICE_STATUSES,
  TRAINING_ADVICE_STATUS_LABELS,
  type RegistrationStatus,
  type TrainingAdviceStatus,
} from '../domain/statuses';

export interface OptionShape {
  value: string;
  label: string;
}

export const OptionRef = builder.objectRef<OptionShape>('Option').implement({
  description: 'A value with its Dutch label, from an option set staff maintain.',
  fields: (t) => ({
    value: t.exposeString('value'),
    label: t.exposeString('label'),
  }),
});

export const RegistrationStatusEnum = builder.enumType('RegistrationStatus', {
  values: REGISTRATION_STATUSES,
});

export const RegistrationStatusOptionRef = builder
  .objectRef<RegistrationStatus>('RegistrationStatusOption')
  .implement({
    fields: (t) => ({
      value: t.field({ type: RegistrationStatusEnum, resolve: (status) => status }),
      label: t.string({ resolve: (status) => REGISTRATION_STATUS_LABELS[status] }),
    }),
  });

export const TrainingAdviceStatusEnum = builder.enumType('TrainingAdviceStatus', {
  values: TRAINING_ADVICE_STATUSES,
});

export const TrainingAdviceStatusOptionRef = builder
  .objectRef<TrainingAdviceStatus>('TrainingAdviceStatusOption')
  .implement({
    fields: (t) => ({
      value: t.field({ type: TrainingAdviceStatusEnum, resolve: (status) => status }),
      label: t.string({ resolve: (status) => TRAINING_ADVICE_STATUS_LABELS[status] }),
    }),
  });

export const UserTypeEnum = builder.enumType('UserType', {
  values: Object.keys(USER_TYPES) as UserType[],
});

export const UserTypeOptionRef = builder.objectRef<UserType>('UserTypeOption').implement({
  fields: (t) => ({
    value: t.field({ type: UserTypeEnum, resolve: (type) => type }),
    label: t.string({ resolve: (type) => USER_TYPES[type] }),
  }),
});

export const PermissionsRef = builder.objectRef<{ canEdit: boolean }>('Permissions').implement({
  description: 'What the signed-in user may do with a record.',
  fields: (t) => ({
    canEdit: t.exposeBoolean('canEdit'),
  }),
});
