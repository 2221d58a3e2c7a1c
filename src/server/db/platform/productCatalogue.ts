/**
 * The product catalogue as the back office (and the seed) changes it: the head row of each product
 * and its versions (issue #17, "Product configuration"). Platform data, no account's: the back
 * office's transaction (role qg_app, migration 0020) reads and writes it directly. The service
 * (services/productConfiguration/) holds the rules; this store only reads and writes rows.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ProductDefinition } from '../../../domain/product/productDefinition';
import type { ProductVersionState } from '../../../domain/product/productLifecycle';
import type { Db } from '../client';
import { products, productVersions } from '../schema';

/** A product's head row. */
export type ProductHeadRow = typeof products.$inferSelect;
/** One stored version. */
export type ProductVersionRow = typeof productVersions.$inferSelect;

/** Who makes a change, when, and why. */
export interface CatalogueChange {
  by: string;
  at: Date;
  reason: string;
}

/** Reads and writes of the product catalogue over `db` (the operation's transaction). */
export function productCatalogue(db: Db) {
  return {
    /**
     * Serializes the changes of one product id for the rest of the transaction, a product that
     * does not exist yet included (two imports of a new id: the second waits, then sees the first).
     */
    async lockProductId(productId: string): Promise<void> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(727017, hashtext(${productId}))`);
    },
    /** Every product's head, by code. */
    async heads(): Promise<ProductHeadRow[]> {
      return db.select().from(products).orderBy(asc(products.code));
    },
    /** One product's head, locked for a change when `forUpdate`; `null` when unknown. */
    async head(productId: string, options: { forUpdate?: boolean } = {}): Promise<ProductHeadRow | null> {
      const query = db.select().from(products).where(eq(products.id, productId)).limit(1);
      const [row] = options.forUpdate ? await query.for('update') : await query;
      return row ?? null;
    },
    /** Every version of every product (or of one), newest first. */
    async versions(productId?: string): Promise<ProductVersionRow[]> {
      return db
        .select()
        .from(productVersions)
        .where(productId === undefined ? undefined : eq(productVersions.productId, productId))
        .orderBy(asc(productVersions.productId), desc(productVersions.version));
    },
    /** One version, or `null`. */
    async version(productId: string, version: number): Promise<ProductVersionRow | null> {
      const [row] = await db
        .select()
        .from(productVersions)
        .where(and(eq(productVersions.productId, productId), eq(productVersions.version, version)))
        .limit(1);
      return row ?? null;
    },
    /** The highest version number stored for a product (0 when none). */
    async highestVersion(productId: string): Promise<number> {
      const [row] = await db
        .select({ highest: sql<number>`coalesce(max(${productVersions.version}), 0)::integer` })
        .from(productVersions)
        .where(eq(productVersions.productId, productId));
      return Number(row?.highest ?? 0);
    },
    /** Adds a product's head (never published yet unless `publishedVersion`). */
    async insertHead(head: { id: string; code: string; name: string; publishedVersion: number | null }, at: Date): Promise<void> {
      await db.insert(products).values({ ...head, updatedAt: at });
    },
    /** Changes a product's head. */
    async updateHead(productId: string, set: Partial<Omit<ProductHeadRow, 'id'>>, at: Date): Promise<void> {
      await db.update(products).set({ ...set, updatedAt: at }).where(eq(products.id, productId));
    },
    /** Adds a version in `state` with its definition (whose `version` field is `version`). */
    async insertVersion(productId: string, version: number, state: ProductVersionState, definition: ProductDefinition, change: CatalogueChange): Promise<void> {
      await db.insert(productVersions).values({
        productId,
        version,
        state,
        definition,
        revision: 1,
        createdBy: change.by,
        createdAt: change.at,
        reason: change.reason,
        updatedAt: change.at,
        ...(state === 'draft' ? {} : { publishedBy: change.by, publishedAt: change.at, publicationReason: change.reason }),
      });
    },
    /** Replaces a draft's definition and raises its revision. */
    async updateDraft(productId: string, version: number, definition: ProductDefinition, at: Date): Promise<void> {
      await db
        .update(productVersions)
        .set({ definition, revision: sql`${productVersions.revision} + 1`, updatedAt: at })
        .where(and(eq(productVersions.productId, productId), eq(productVersions.version, version), eq(productVersions.state, 'draft')));
    },
    /** Moves a draft to another version number (the seed makes room for a shipped file's number). */
    async renumberDraft(productId: string, from: number, to: number, definition: ProductDefinition, at: Date): Promise<void> {
      await db
        .update(productVersions)
        .set({ version: to, definition, updatedAt: at })
        .where(and(eq(productVersions.productId, productId), eq(productVersions.version, from), eq(productVersions.state, 'draft')));
    },
    /** Removes a draft (it has no assessments: only a published version is given to one). */
    async deleteDraft(productId: string, version: number): Promise<void> {
      await db.delete(productVersions).where(and(eq(productVersions.productId, productId), eq(productVersions.version, version), eq(productVersions.state, 'draft')));
    },
    /** Marks the product's published version superseded (before another is stored as published). */
    async supersedePublished(productId: string, at: Date): Promise<void> {
      await db
        .update(productVersions)
        .set({ state: 'superseded', updatedAt: at })
        .where(and(eq(productVersions.productId, productId), eq(productVersions.state, 'published')));
    },
    /**
     * Makes `version` the published one: the version published so far becomes superseded, the
     * head names the new one (and takes its code and name).
     */
    async publish(productId: string, version: number, definition: ProductDefinition, change: CatalogueChange): Promise<void> {
      await db
        .update(productVersions)
        .set({ state: 'superseded', updatedAt: change.at })
        .where(and(eq(productVersions.productId, productId), eq(productVersions.state, 'published')));
      await db
        .update(productVersions)
        .set({ state: 'published', definition, publishedBy: change.by, publishedAt: change.at, publicationReason: change.reason, updatedAt: change.at })
        .where(and(eq(productVersions.productId, productId), eq(productVersions.version, version)));
      await db.update(products).set({ publishedVersion: version, code: definition.code, name: definition.name, updatedAt: change.at }).where(eq(products.id, productId));
    },
  };
}

/** The catalogue store over one transaction. */
export type ProductCatalogue = ReturnType<typeof productCatalogue>;

/**
 * How many assessments each product version has, in every account. The request runs as qg_app,
 * which row-level security limits to its own account, so the count comes from the owner's
 * function `product_assessment_counts()` (migration 0020): it answers numbers per product version
 * only, never an account's rows.
 * @returns counts keyed `<productId>@<version>`.
 */
export async function productAssessmentCounts(db: Db): Promise<Map<string, number>> {
  const result: unknown = await db.execute(sql`SELECT product_id, product_version, assessments FROM product_assessment_counts()`);
  // Both drivers answer an object with the rows (node-postgres' QueryResult, PGlite's Results).
  const rows = (result as { rows: { product_id: string; product_version: number; assessments: string | number }[] }).rows;
  return new Map(rows.map((row) => [`${row.product_id}@${Number(row.product_version)}`, Number(row.assessments)] as const));
}
