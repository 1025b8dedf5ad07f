/** Issue 40: accreditations of a provider's courses, their sessions and the points awarded. */
import {
  boolean,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { educators, professionals, users } from './accounts';
import { invoices } from './billing';
import { activities } from './re-registration';

export const ACCREDITATION_STATUSES = [
  'draft',
  'pending',
  'approved',
  'rejected',
  'incomplete',
  'expired',
] as const;
export type AccreditationStatus = (typeof ACCREDITATION_STATUSES)[number];
export const COURSE_FORMS = ['klassikaal', 'e-learning', 'blended'] as const;
export type CourseForm = (typeof COURSE_FORMS)[number];

export const accreditations = pgTable('accreditations', {
  id: uuid('id').primaryKey().defaultRandom(),
  educatorId: uuid('educator_id')
    .notNull()
    .references(() => educators.id, { onDelete: 'cascade' }),
  accreditationNumber: text('accreditation_number').unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  chambers: text('chambers').array().notNull().default([]),
  form: text('form', { enum: COURSE_FORMS }).notNull().default('klassikaal'),
  contactHours: numeric('contact_hours', { precision: 6, scale: 2 }).notNull().default('0'),
  points: numeric('points', { precision: 6, scale: 2 }).notNull().default('0'),
  programme: text('programme').notNull().default(''),
  trainers: text('trainers').notNull().default(''),
  hasFinalTest: boolean('has_final_test').notNull().default(false),
  finalTestDescription: text('final_test_description').notNull().default(''),
  validityYears: integer('validity_years').notNull().default(1),
  status: text('status', { enum: ACCREDITATION_STATUSES }).notNull().default('draft'),
  step: integer('step').notNull().default(1),
  documentIds: uuid('document_ids').array().notNull().default([]),
  validFrom: date('valid_from', { mode: 'string' }),
  validUntil: date('valid_until', { mode: 'string' }),
  decisionReason: text('decision_reason'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  renewedFromId: uuid('renewed_from_id').references((): AnyPgColumn => accreditations.id, {
    onDelete: 'set null',
  }),
  invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
  createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const accreditationStatusChanges = pgTable('accreditation_status_changes', {
  id: uuid('id').primaryKey().defaultRandom(),
  accreditationId: uuid('accreditation_id')
    .notNull()
    .references(() => accreditations.id, { onDelete: 'cascade' }),
  fromStatus: text('from_status').notNull(),
  toStatus: text('to_status').notNull(),
  reason: text('reason'),
  changedBy: text('changed_by').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const educationSessions = pgTable('education_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  accreditationId: uuid('accreditation_id')
    .notNull()
    .references(() => accreditations.id, { onDelete: 'cascade' }),
  startsOn: date('starts_on', { mode: 'string' }).notNull(),
  endsOn: date('ends_on', { mode: 'string' }).notNull(),
  location: text('location'),
  isOnline: boolean('is_online').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const awardedPoints = pgTable('awarded_points', {
  id: uuid('id').primaryKey().defaultRandom(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => educationSessions.id, { onDelete: 'cascade' }),
  professionalId: uuid('professional_id')
    .notNull()
    .references(() => professionals.id, { onDelete: 'cascade' }),
  registrationNumber: text('registration_number').notNull(),
  points: numeric('points', { precision: 6, scale: 2 }).notNull(),
  awardedOn: date('awarded_on', { mode: 'string' }).notNull(),
  awardedByUserId: uuid('awarded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  awardedByName: text('awarded_by_name').notNull(),
  activityId: uuid('activity_id').references(() => activities.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const pointsCheckWindows = pgTable('points_check_windows', {
  educatorId: uuid('educator_id')
    .primaryKey()
    .references(() => educators.id, { onDelete: 'cascade' }),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  count: integer('count').notNull().default(0),
});

export const sessionPointReminders = pgTable(
  'session_point_reminders',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => educationSessions.id, { onDelete: 'cascade' }),
    reminderDay: integer('reminder_day').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.reminderDay] })],
);
