/** Product (instrument) definitions, seeded from config/products. */
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { ProductDefinition } from '../../../domain/product/productDefinition';
import { updatedAt } from './columns';

/** Product (instrument) definitions, seeded from config/products. Not account data. */
export const products = pgTable('products', {
  id: text('id').primaryKey(),
  version: integer('version').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  definition: jsonb('definition').$type<ProductDefinition>().notNull(),
  updatedAt: updatedAt(),
});
