/** Issue 40: the recorded corrections of a session and its awards (migration 0095). */
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { educationSessions } from './accreditations';

export const SESSION_CHANGE_KINDS = ['session', 'points', 'withdrawn'] as const;
export type SessionChangeKind = (typeof SESSION_CHANGE_KINDS)[number];

export const educationSessionChanges = pgTable('education_session_changes', {
  id: uuid('id').primaryKey().defaultRandom(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => educationSessions.id, { onDelete: 'cascade' }),
  /** The award concerned; no foreign key: a withdrawn award is gone. */
  awardId: uuid('award_id'),
  registrationNumber: text('registration_number'),
  kind: text('kind', { enum: SESSION_CHANGE_KINDS }).notNull(),
  before: jsonb('before').notNull(),
  after: jsonb('after'),
  changedByUserId: uuid('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  changedByName: text('changed_by_name').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
