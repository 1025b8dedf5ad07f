/** Registrations, their items, and the professional's requests, diplomas, advices and files. */
import { bigint, boolean, date, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  REGISTRATION_STATUSES,
  TRAINING_ADVICE_REASONS,
  TRAINING_ADVICE_STATUSES,
} from '../../domain/statuses';
import { professionals, users } from './accounts';
import {
  diplomaEducations,
  diplomaEducators,
  diplomaTypes,
  disciplinaryMeasureTypes,
  reenterRequestTypes,
  registrationBranches,
  registrationTargets,
} from './reference';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const registrations = pgTable('registrations', {
  id: uuid('id').primaryKey().defaultRandom(),
  professionalId: uuid('professional_id')
    .notNull()
    .references(() => professionals.id, { onDelete: 'cascade' }),
  status: text('status', { enum: REGISTRATION_STATUSES }).notNull(),
  registrationNumber: text('registration_number').unique(),
  /** The public register card's id: not guessable from the registration number. */
  publicId: uuid('public_id').notNull().unique().defaultRandom(),
  ...timestamps,
});

export const ITEM_KINDS = ['application', 'reRegistration'] as const;

export const registrationItems = pgTable('registration_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  registrationId: uuid('registration_id')
    .notNull()
    .references(() => registrations.id, { onDelete: 'cascade' }),
  registrationTargetId: uuid('registration_target_id').references(() => registrationTargets.id),
  status: text('status', { enum: REGISTRATION_STATUSES }).notNull(),
  state: jsonb('state'),
  fromDate: date('from_date', { mode: 'string' }),
  tillDate: date('till_date', { mode: 'string' }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  data: jsonb('data').notNull().default({}),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decisionReason: text('decision_reason'),
  invoiceId: uuid('invoice_id'),
  /** 'application' (first registration) or 'reRegistration' (a round of an approved registration). */
  kind: text('kind', { enum: ITEM_KINDS }).notNull().default('application'),
  /** An approved period: months of approved deferral (uitstel) added to its re-registration deadline. */
  deferredMonths: integer('deferred_months').notNull().default(0),
  ...timestamps,
});

export const REQUEST_KINDS = ['reenter', 'branchSwitch', 'targetSwitch'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const professionalRequests = pgTable('professional_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  professionalId: uuid('professional_id')
    .notNull()
    .references(() => professionals.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: REQUEST_KINDS }).notNull(),
  status: text('status', { enum: REGISTRATION_STATUSES }).notNull(),
  reenterType: text('reenter_type').references(() => reenterRequestTypes.value),
  toBranch: text('to_branch').references(() => registrationBranches.value),
  toRegistrationTargetId: uuid('to_registration_target_id').references(() => registrationTargets.id),
  motivation: text('motivation'),
  data: jsonb('data').notNull().default({}),
  hasApprovedOrder: boolean('has_approved_order').notNull().default(false),
  // Migrations 0101 (re-entry) and 0105 (switches): the submission and the staff decision.
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decidedBy: text('decided_by'),
  decisionReason: text('decision_reason'),
  // Migration 0101: the re-entry fee's invoice.
  invoiceId: uuid('invoice_id'),
  ...timestamps,
});

export const disciplinaryMeasures = pgTable('disciplinary_measures', {
  id: uuid('id').primaryKey().defaultRandom(),
  professionalId: uuid('professional_id')
    .notNull()
    .references(() => professionals.id, { onDelete: 'cascade' }),
  requestId: uuid('request_id').references(() => professionalRequests.id, { onDelete: 'cascade' }),
  measureType: text('measure_type')
    .notNull()
    .references(() => disciplinaryMeasureTypes.value),
  startsAt: date('starts_at', { mode: 'string' }),
  endsAt: date('ends_at', { mode: 'string' }),
  reason: text('reason'),
  /** A measure the register recorded: the decision in words (migration 0076). */
  decision: text('decision'),
  /** Shown on the register card and the public card while in force (a berisping may be unpublished). */
  published: boolean('published').notNull().default(true),
  recordedBy: text('recorded_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const diplomas = pgTable('diplomas', {
  id: uuid('id').primaryKey().defaultRandom(),
  professionalId: uuid('professional_id')
    .notNull()
    .references(() => professionals.id, { onDelete: 'cascade' }),
  diplomaTypeId: uuid('diploma_type_id').references(() => diplomaTypes.id),
  diplomaCity: text('diploma_city'),
  diplomaEducationLabel: text('diploma_education_label'),
  diplomaEducatorLabel: text('diploma_educator_label'),
  diplomaDate: date('diploma_date', { mode: 'string' }),
  diplomaEducationId: uuid('diploma_education_id').references(() => diplomaEducations.id),
  diplomaEducatorId: uuid('diploma_educator_id').references(() => diplomaEducators.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const trainingAdvices = pgTable('training_advices', {
  id: uuid('id').primaryKey().defaultRandom(),
  professionalId: uuid('professional_id')
    .notNull()
    .references(() => professionals.id, { onDelete: 'cascade' }),
  status: text('status', { enum: TRAINING_ADVICE_STATUSES }).notNull(),
  // Migration 0100: the request, the advice staff give, and its completion with proof.
  reason: text('reason', { enum: TRAINING_ADVICE_REASONS }),
  question: text('question'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  advice: text('advice'),
  advisedAt: timestamp('advised_at', { withTimezone: true }),
  advisedBy: text('advised_by'),
  returnedReason: text('returned_reason'),
  completionNote: text('completion_note'),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  ...timestamps,
});

/** Files of any record: `modelType` names the owning table's kind, `modelId` its row. */
export const medias = pgTable('medias', {
  id: uuid('id').primaryKey().defaultRandom(),
  modelType: text('model_type').notNull(),
  modelId: uuid('model_id').notNull(),
  collection: text('collection').notNull().default('default'),
  filename: text('filename').notNull(),
  mimeType: text('mime_type'),
  sizeBytes: bigint('size_bytes', { mode: 'number' }),
  customProperties: jsonb('custom_properties').notNull().default({}),
  /** Who uploaded the file: only they (and staff) may download it. */
  ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
  /** Where the storage adapter keeps the bytes. */
  storageKey: text('storage_key'),
  ...timestamps,
});
