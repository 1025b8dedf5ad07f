/** Fees (amounts staff may change), invoices with their lines, payments and provider events. */
import { sql } from 'drizzle-orm';
import { date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, educators, professionals, users } from './accounts';

export const INVOICE_STATUSES = ['open', 'paid', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const PAYMENT_STATUSES = ['open', 'paid', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const fees = pgTable('fees', {
  code: text('code').primaryKey(),
  description: text('description').notNull(),
  amountCents: integer('amount_cents').notNull(),
});

export const invoices = pgTable('invoices', {
  id: uuid('id').primaryKey().defaultRandom(),
  number: text('number')
    .notNull()
    .unique()
    .default(sql`('F' || nextval('invoice_number_seq')::text)`),
  /** Exactly one owner (0066): a portal account, a company or a training provider. */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  educatorId: uuid('educator_id').references(() => educators.id, { onDelete: 'cascade' }),
  status: text('status', { enum: INVOICE_STATUSES }).notNull().default('open'),
  dueDate: date('due_date', { mode: 'string' }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The period it covers (domain/invoice-period.ts): both ends or neither. */
  periodFrom: date('period_from', { mode: 'string' }),
  periodTill: date('period_till', { mode: 'string' }),
});

export const invoiceLines = pgTable('invoice_lines', {
  id: uuid('id').primaryKey().defaultRandom(),
  invoiceId: uuid('invoice_id')
    .notNull()
    .references(() => invoices.id, { onDelete: 'cascade' }),
  feeCode: text('fee_code').references(() => fees.code),
  description: text('description').notNull(),
  amountCents: integer('amount_cents').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** On a company's collective invoice: the professional the line is for. */
  professionalId: uuid('professional_id').references(() => professionals.id, { onDelete: 'set null' }),
});

export const payments = pgTable('payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  invoiceId: uuid('invoice_id')
    .notNull()
    .references(() => invoices.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  /** The provider's own id of the payment (Mollie's `tr_…`); null for the test provider. */
  providerReference: text('provider_reference'),
  amountCents: integer('amount_cents').notNull(),
  status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  paymentId: uuid('payment_id')
    .notNull()
    .references(() => payments.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
