/** Links between a company and a professional, their history, and the company's request counter. */
import { boolean, customType, date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, professionals, users } from './accounts';

export const LINK_STATUSES = ['requested', 'active', 'declined', 'ended'] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];
export const LINK_SIDES = ['company', 'professional'] as const;
export type LinkSide = (typeof LINK_SIDES)[number];
export const LINK_EVENTS = [
  'requested',
  'confirmed',
  'declined',
  'consentGiven',
  'consentWithdrawn',
  'ended',
] as const;
export type LinkEvent = (typeof LINK_EVENTS)[number];

export const companyProfessionalLinks = pgTable('company_professional_links', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  professionalId: uuid('professional_id')
    .notNull()
    .references(() => professionals.id, { onDelete: 'cascade' }),
  status: text('status', { enum: LINK_STATUSES }).notNull(),
  startedBy: text('started_by', { enum: LINK_SIDES }).notNull(),
  sharesProgress: boolean('shares_progress').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});

export const companyProfessionalLinkEvents = pgTable('company_professional_link_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  linkId: uuid('link_id')
    .notNull()
    .references(() => companyProfessionalLinks.id, { onDelete: 'cascade' }),
  event: text('event', { enum: LINK_EVENTS }).notNull(),
  actorSide: text('actor_side', { enum: LINK_SIDES }).notNull(),
  actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
  actorName: text('actor_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const linkRequestAttempts = pgTable('link_request_attempts', {
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** PostgreSQL's datemultirange, which drizzle has no column type for; only SQL reads it. */
const dateMultirange = customType<{ data: string }>({ dataType: () => 'datemultirange' });

/**
 * The register facts of each open link, written by migration 0140's triggers whenever a link, a name,
 * a registration, its items or a measure changes: the employer's overview reads these narrow rows
 * instead of joining six tables per link (issue 39, speed). `suspended_during` (a datemultirange)
 * is read in SQL only.
 */
export const linkRegisterFacts = pgTable('link_register_facts', {
  linkId: uuid('link_id')
    .primaryKey()
    .references(() => companyProfessionalLinks.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id').notNull(),
  professionalId: uuid('professional_id').notNull(),
  linkStatus: text('link_status', { enum: ['requested', 'active'] }).notNull(),
  sharesProgress: boolean('shares_progress').notNull(),
  initials: text('initials'),
  firstName: text('first_name'),
  infix: text('infix'),
  lastName: text('last_name'),
  searchName: text('search_name'),
  registrationNumber: text('registration_number'),
  registrationStatus: text('registration_status'),
  tillDate: date('till_date'),
  chamberValue: text('chamber_value'),
  chamber: text('chamber'),
  target: text('target'),
  struckOffFrom: date('struck_off_from'),
  progressStatus: text('progress_status'),
  suspendedDuring: dateMultirange('suspended_during'),
});
