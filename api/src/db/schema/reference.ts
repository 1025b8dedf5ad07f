/** Reference tables (rows come from migration 0002; staff may change labels). */
import { boolean, date, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

export const registrationBranches = pgTable('registration_branches', {
  value: text('value').primaryKey(),
  label: text('label').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  closedOn: date('closed_on', { mode: 'string' }),
});

export const registrationTargets = pgTable('registration_targets', {
  id: uuid('id').primaryKey().defaultRandom(),
  systemLabel: text('system_label').notNull().unique(),
  label: text('label').notNull(),
  branchValue: text('branch_value')
    .notNull()
    .references(() => registrationBranches.value),
  isPostmaster: boolean('is_postmaster').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  /** The fee of the first year (a `fees.code`); null: the first year is free. */
  firstYearFeeCode: text('first_year_fee_code'),
});

export const restrictionTypes = pgTable('restriction_types', {
  value: text('value').primaryKey(),
  label: text('label').notNull(),
});

export const reenterRequestTypes = pgTable('reenter_request_types', {
  value: text('value').primaryKey(),
  label: text('label').notNull(),
});

export const disciplinaryMeasureTypes = pgTable('disciplinary_measure_types', {
  value: text('value').primaryKey(),
  label: text('label').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const diplomaTypes = pgTable('diploma_types', {
  id: uuid('id').primaryKey().defaultRandom(),
  systemLabel: text('system_label').notNull().unique(),
  label: text('label').notNull(),
});

export const diplomaEducations = pgTable('diploma_educations', {
  id: uuid('id').primaryKey().defaultRandom(),
  label: text('label').notNull(),
});

export const diplomaEducators = pgTable('diploma_educators', {
  id: uuid('id').primaryKey().defaultRandom(),
  label: text('label').notNull(),
});
