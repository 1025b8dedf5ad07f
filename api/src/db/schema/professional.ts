/** The professional portal's own records: status history, VOG records and direct-debit mandates. */
import { sql } from 'drizzle-orm';
import { date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { REGISTRATION_STATUSES } from '../../domain/statuses';
import { professionals, users } from './accounts';
import { registrationItems } from './registrations';

export const registrationStatusChanges = pgTable('registration_status_changes', {
  id: uuid('id').primaryKey().defaultRandom(),
  registrationItemId: uuid('registration_item_id')
    .notNull()
    .references(() => registrationItems.id, { onDelete: 'cascade' }),
  fromStatus: text('from_status', { enum: REGISTRATION_STATUSES }).notNull(),
  toStatus: text('to_status', { enum: REGISTRATION_STATUSES }).notNull(),
  reason: text('reason'),
  changedBy: text('changed_by').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const vogRecords = pgTable('vog_records', {
  id: uuid('id').primaryKey().defaultRandom(),
  professionalId: uuid('professional_id')
    .notNull()
    .references(() => professionals.id, { onDelete: 'cascade' }),
  issuedOn: date('issued_on', { mode: 'string' }).notNull(),
  validUntil: date('valid_until', { mode: 'string' }).notNull(),
  recordedBy: text('recorded_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const directDebitMandates = pgTable('direct_debit_mandates', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  reference: text('reference')
    .notNull()
    .unique()
    .default(sql`('SKJ-MACHT-' || nextval('mandate_reference_seq')::text)`),
  accountHolder: text('account_holder').notNull(),
  iban: text('iban').notNull(),
  signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
