/**
 * Product versions kept in memory (issue #20: a live session reads its assessments' products on
 * every command and every page push). A version that is published or superseded never changes
 * (only a draft is edited, renumbered or removed, and no assessment names a draft), so once read
 * it is kept, frozen, for the life of the cache; a draft is read every time and never kept. It is
 * only a cache: a miss reads the database, and nothing another process needs is held here.
 */
import { and, eq } from 'drizzle-orm';
import type { ProductDefinition } from '../../../domain/product/productDefinition';
import type { Db } from '../client';
import { productVersions } from '../schema';
import type { ProductVersionKey } from './products';

/** Versions kept at most; the least recently used goes first. */
export const PRODUCT_VERSION_CACHE_SIZE = 64;

/** Published product versions by product and number. */
export interface ProductVersionCache {
  /**
   * The definition of a stored version (frozen: callers read it, never change it), or `null`
   * when that version is not stored.
   * @param db the caller's transaction (read on a miss).
   */
  version(db: Db, key: ProductVersionKey): Promise<ProductDefinition | null>;
  /**
   * The version an assessment was created with (as services/products `productOfAssessment`).
   * @throws Error when it is missing (a broken database: a stored assessment names a stored version).
   */
  productOf(db: Db, assessment: { id: number; productId: string; productVersion: number }): Promise<ProductDefinition>;
  /** How many database reads it made (tests see that a hit reads nothing). */
  readonly reads: number;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** A new, empty cache (one per database: the same key may name another definition elsewhere). */
export function createProductVersionCache(size = PRODUCT_VERSION_CACHE_SIZE): ProductVersionCache {
  const kept = new Map<string, ProductDefinition>();
  let reads = 0;
  const cache: ProductVersionCache = {
    async version(db, { productId, version }) {
      const key = `${version}:${productId}`;
      const hit = kept.get(key);
      if (hit) {
        // Map order is insertion order: moving the hit to the end keeps the least recently used first.
        kept.delete(key);
        kept.set(key, hit);
        return hit;
      }
      reads += 1;
      const [row] = await db
        .select({ definition: productVersions.definition, state: productVersions.state })
        .from(productVersions)
        .where(and(eq(productVersions.productId, productId), eq(productVersions.version, version)))
        .limit(1);
      if (!row) return null;
      if (row.state === 'draft') return row.definition;
      const definition = deepFreeze(row.definition);
      kept.set(key, definition);
      if (kept.size > size) kept.delete(kept.keys().next().value as string);
      return definition;
    },
    async productOf(db, assessment) {
      const product = await cache.version(db, { productId: assessment.productId, version: assessment.productVersion });
      if (!product) throw new Error(`Version ${assessment.productVersion} of product ${assessment.productId} of assessment ${assessment.id} is missing.`);
      return product;
    },
    get reads() {
      return reads;
    },
  };
  return cache;
}
