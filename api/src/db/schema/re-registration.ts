/** The five-year cycle: activity categories, requirements per chamber, and the activities. */
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
import { educators, professionals } from './accounts';
import { registrationBranches } from './reference';
import { registrationItems } from './registrations';

export const ACTIVITY_UNITS = ['points', 'hours'] as const;
export const ACTIVITY_SOURCES = ['professional', 'provider'] as const;

export const activityCategories = pgTable('activity_categories', {
  code: text('code').primaryKey(),
  label: text('label').notNull(),
  unit: text('unit', { enum: ACTIVITY_UNITS }).notNull(),
  pointsPerHour: numeric('points_per_hour', { precision: 6, scale: 2 }).default('1'),
  hasSubActivities: boolean('has_sub_activities').notNull().default(false),
  isWorkExperience: boolean('is_work_experience').notNull().default(false),
  providerLabel: text('provider_label').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const reRegistrationRequirementSets = pgTable('re_registration_requirement_sets', {
  id: uuid('id').primaryKey().defaultRandom(),
  branchValue: text('branch_value')
    .notNull()
    .references(() => registrationBranches.value),
  variant: text('variant').notNull(),
  label: text('label').notNull(),
  workHoursFrom: numeric('work_hours_from', { precision: 8, scale: 2 }).notNull().default('0'),
  workHoursBelow: numeric('work_hours_below', { precision: 8, scale: 2 }),
  totalPointsMinimum: numeric('total_points_minimum', { precision: 8, scale: 2 }),
});

export const reRegistrationRequirements = pgTable(
  're_registration_requirements',
  {
    requirementSetId: uuid('requirement_set_id')
      .notNull()
      .references(() => reRegistrationRequirementSets.id, { onDelete: 'cascade' }),
    categoryCode: text('category_code')
      .notNull()
      .references(() => activityCategories.code),
    minimum: numeric('minimum', { precision: 8, scale: 2 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.requirementSetId, table.categoryCode] })],
);

export const activities = pgTable('activities', {
  id: uuid('id').primaryKey().defaultRandom(),
  professionalId: uuid('professional_id')
    .notNull()
    .references(() => professionals.id, { onDelete: 'cascade' }),
  /** The round it counts for; null while a round is assessed (it counts toward the next period). */
  roundItemId: uuid('round_item_id').references(() => registrationItems.id, { onDelete: 'set null' }),
  parentId: uuid('parent_id').references((): AnyPgColumn => activities.id, { onDelete: 'cascade' }),
  categoryCode: text('category_code')
    .notNull()
    .references(() => activityCategories.code),
  title: text('title').notNull(),
  providerName: text('provider_name').notNull(),
  activityDate: date('activity_date', { mode: 'string' }).notNull(),
  hours: numeric('hours', { precision: 8, scale: 2 }).notNull(),
  points: numeric('points', { precision: 8, scale: 2 }).notNull(),
  source: text('source', { enum: ACTIVITY_SOURCES }).notNull().default('professional'),
  awardedByEducatorId: uuid('awarded_by_educator_id').references(() => educators.id, {
    onDelete: 'set null',
  }),
  courseName: text('course_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
