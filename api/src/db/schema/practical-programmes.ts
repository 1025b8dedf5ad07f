/** Practical programmes of a company (issue 39). */
import { date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './accounts';

export const PROGRAMME_STATUSES = ['draft', 'pending', 'approved', 'rejected', 'incomplete'] as const;
export type ProgrammeStatus = (typeof PROGRAMME_STATUSES)[number];

export const practicalProgrammes = pgTable('practical_programmes', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  variant: text('variant', { enum: ['hbo', 'wo'] }),
  participantName: text('participant_name'),
  participantEmail: text('participant_email'),
  supervisorRegistrationNumber: text('supervisor_registration_number'),
  startDate: date('start_date', { mode: 'string' }),
  durationMonths: integer('duration_months'),
  status: text('status', { enum: PROGRAMME_STATUSES }).notNull().default('draft'),
  decisionReason: text('decision_reason'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decidedBy: text('decided_by'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
