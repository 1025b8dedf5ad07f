/** Afronden met NIP- of NVO-bewijs: the proof a round was submitted with (migration 0125). */
import { date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneForEachRound } from './round-columns';

export const NIP_NVO_ASSOCIATIONS = ['NIP', 'NVO'] as const;
export type NipNvoAssociation = (typeof NIP_NVO_ASSOCIATIONS)[number];

export const nipNvoProofs = pgTable('nip_nvo_proofs', {
  id: uuid('id').primaryKey().defaultRandom(),
  ...oneForEachRound(),
  association: text('association', { enum: NIP_NVO_ASSOCIATIONS }).notNull(),
  membershipNumber: text('membership_number').notNull(),
  validUntil: date('valid_until', { mode: 'string' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
