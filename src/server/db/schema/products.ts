/**
 * The product catalogue: one head row per product (`products`) and every version of its
 * definition (`product_versions`). Platform data, not an account's: every account reads the same
 * definitions. An assessment names its product and the version it was created with, and is scored
 * and reported with that version for ever (issue #17, "Product configuration").
 */
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ProductDefinition } from '../../../domain/product/productDefinition';
import type { ProductVersionState } from '../../../domain/product/productLifecycle';
import { updatedAt } from './columns';

/**
 * The catalogue's head of each product: its code and name (of its newest version), the version
 * new assessments get, and whether it is retired (offered for no new assessment).
 */
export const products = pgTable('products', {
  id: text('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  /** The published version new assessments get; null before the first publication. */
  publishedVersion: integer('published_version'),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  /** Display name of the staff member who retired it. */
  retiredBy: text('retired_by'),
  retirementReason: text('retirement_reason'),
  updatedAt: updatedAt(),
});

/**
 * Every version of every product's definition: at most one draft (edited by the back office) and
 * one published version per product; older published versions are superseded and stay, because
 * the assessments created on them are scored and reported with them.
 */
export const productVersions = pgTable(
  'product_versions',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    version: integer('version').notNull(),
    state: text('state').$type<ProductVersionState>().notNull(),
    /** The definition; its `version` field always equals {@link productVersions.version}. */
    definition: jsonb('definition').$type<ProductDefinition>().notNull(),
    /** Raised by every change of a draft (optimistic concurrency of the back office's edits). */
    revision: integer('revision').notNull().default(1),
    /** Display name of who made the version (`config/products` for a shipped file). */
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why it was made (an import, a new draft, a shipped file). */
    reason: text('reason').notNull(),
    publishedBy: text('published_by'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publicationReason: text('publication_reason'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.version] }),
    uniqueIndex('product_versions_one_draft').on(t.productId).where(sql`${t.state} = 'draft'`),
    uniqueIndex('product_versions_one_published').on(t.productId).where(sql`${t.state} = 'published'`),
    check('product_versions_state', sql`${t.state} in ('draft', 'published', 'superseded')`),
  ],
);
