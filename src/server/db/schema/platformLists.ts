/**
 * Platform reference tables seeded from `config/` on every start (issue #17): the value lists of
 * util.domainByType and the operator's business units. No account: every account reads the same
 * rows, and `qg_app` may only read them (migration).
 */
import { boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../domain/locale';

/** One value of a value list (domain/valueLists.ts): its code, place, labels in every locale and whether it is offered. */
export const valueListEntries = pgTable(
  'value_list_entries',
  {
    type: text('type').notNull(),
    code: text('code').notNull(),
    position: integer('position').notNull(),
    labels: jsonb('labels').$type<Record<Locale, string>>().notNull(),
    active: boolean('active').notNull(),
  },
  (table) => [primaryKey({ columns: [table.type, table.code] })],
);

/** A business unit of the operator (clinical, education): its name and description in every locale. */
export const businessUnits = pgTable('business_units', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  names: jsonb('names').$type<Record<Locale, string>>().notNull(),
  descriptions: jsonb('descriptions').$type<Record<Locale, string>>().notNull(),
});
