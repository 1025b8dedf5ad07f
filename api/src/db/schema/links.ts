/** Links between a company and a professional, their history, and the company's request counter. */
import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
