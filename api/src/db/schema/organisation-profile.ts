/** A company's locations (issue 39), in the order the profile lists them. */
import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { companies } from './accounts';

export const companyLocations = pgTable('company_locations', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  name: text('name').notNull(),
  street: text('street').notNull(),
  houseNumber: text('house_number').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
});
