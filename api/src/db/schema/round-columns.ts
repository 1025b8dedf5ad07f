/** Columns of a record that belongs to one re-registration round: at most one a round, and its owner. */
import { uuid } from 'drizzle-orm/pg-core';
import { professionals } from './accounts';
import { registrationItems } from './registrations';

/**
 * The round (unique: one record a round) and the professional whose round it is, both gone with
 * them. A function: every table needs its own column builders.
 */
export const oneForEachRound = () => ({
  roundItemId: uuid('round_item_id')
    .notNull()
    .unique()
    .references(() => registrationItems.id, { onDelete: 'cascade' }),
  professionalId: uuid('professional_id')
    .notNull()
    .references(() => professionals.id, { onDelete: 'cascade' }),
});
