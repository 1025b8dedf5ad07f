/** One-time tokens (stored hashed) and reactivation requests of deactivated accounts. */
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, educators, users } from './accounts';

export const TOKEN_PURPOSES = [
  'passwordReset',
  'accountMigration',
  'invitation',
  'ptLoginOut',
  'ptLoginIn',
  'loginLink',
  'emailChange',
] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

export const oneTimeTokens = pgTable('one_time_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  purpose: text('purpose', { enum: TOKEN_PURPOSES }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  email: text('email'),
  companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  educatorId: uuid('educator_id').references(() => educators.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const reactivationRequests = pgTable('reactivation_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  handledAt: timestamp('handled_at', { withTimezone: true }),
});
