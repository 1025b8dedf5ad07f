/** Werkgeversverklaring: what backs a round's work-experience hours (migration 0110). */
import { date, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { oneForEachRound } from './round-columns';

export const EMPLOYER_STATEMENT_KINDS = ['upload', 'employer'] as const;
export const EMPLOYER_STATEMENT_STATUSES = ['uploaded', 'requested', 'confirmed'] as const;
export type EmployerStatementStatus = (typeof EMPLOYER_STATEMENT_STATUSES)[number];

export const employerStatements = pgTable('employer_statements', {
  id: uuid('id').primaryKey().defaultRandom(),
  ...oneForEachRound(),
  kind: text('kind', { enum: EMPLOYER_STATEMENT_KINDS }).notNull(),
  status: text('status', { enum: EMPLOYER_STATEMENT_STATUSES }).notNull(),
  companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  periodFrom: date('period_from', { mode: 'string' }).notNull(),
  periodTill: date('period_till', { mode: 'string' }).notNull(),
  hoursStated: numeric('hours_stated', { precision: 8, scale: 2 }).notNull(),
  hoursConfirmed: numeric('hours_confirmed', { precision: 8, scale: 2 }),
  confirmedByUserId: uuid('confirmed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
