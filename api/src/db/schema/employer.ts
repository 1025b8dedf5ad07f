/** The employer's view of linked professionals at scale (issue 39): mutations and lookup counters. */
import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, companyEmployees, professionals } from './accounts';

/** What changed for a linked professional, as the company's mutation list names it. */
export const MUTATION_KINDS = [
  'registered',
  'reRegistered',
  'expired',
  'suspended',
  'struckOff',
  'unsubscribed',
  'linkEnded',
] as const;
export type MutationKind = (typeof MUTATION_KINDS)[number];

export const companyProfessionalMutations = pgTable('company_professional_mutations', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  professionalId: uuid('professional_id').references(() => professionals.id, { onDelete: 'set null' }),
  kind: text('kind', { enum: MUTATION_KINDS }).notNull(),
  professionalName: text('professional_name').notNull(),
  registrationNumber: text('registration_number'),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Public register lookups per client address in the current hour-long window. */
export const publicRegisterWindows = pgTable('public_register_windows', {
  clientIp: text('client_ip').primaryKey(),
  lookups: integer('lookups').notNull().default(1),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});

/** Which change went to which contact person in a digest (jobs/employer-digests.ts): each once. */
export const employerDigestChanges = pgTable(
  'employer_digest_changes',
  {
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => companyEmployees.id, { onDelete: 'cascade' }),
    changeKey: text('change_key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.employeeId, table.changeKey] })],
);
