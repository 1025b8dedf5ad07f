/** Requests of the five-year cycle beside the round itself (issue 38): deferral (uitstel). */
import { date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { REGISTRATION_STATUSES } from '../../domain/statuses';
import { professionals } from './accounts';
import { registrationItems } from './registrations';

export const DEFERRAL_REASONS = [
  'ziekte',
  'zwangerschap-of-ouderschapsverlof',
  'mantelzorg',
  'anders',
] as const;

export const deferralRequests = pgTable('deferral_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  professionalId: uuid('professional_id')
    .notNull()
    .references(() => professionals.id, { onDelete: 'cascade' }),
  periodItemId: uuid('period_item_id')
    .notNull()
    .references(() => registrationItems.id, { onDelete: 'cascade' }),
  status: text('status', { enum: REGISTRATION_STATUSES }).notNull(),
  reason: text('reason', { enum: DEFERRAL_REASONS }).notNull(),
  motivation: text('motivation'),
  months: integer('months').notNull(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decidedBy: text('decided_by'),
  decisionReason: text('decision_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Reminders sent before the re-registration deadline: one row per period, stage and deadline. */
export const reRegistrationReminders = pgTable(
  're_registration_reminders',
  {
    periodItemId: uuid('period_item_id')
      .notNull()
      .references(() => registrationItems.id, { onDelete: 'cascade' }),
    monthsBefore: integer('months_before').notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.periodItemId, table.monthsBefore, table.deadline] })],
);
