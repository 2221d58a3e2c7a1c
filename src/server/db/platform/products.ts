/**
 * The product catalogue as the customer-facing services read it: the published version of each
 * product (the one new assessments get). A stored version by its number (the one an assessment was
 * created with) is read through the database's cache (productVersionCache.ts). It is platform data: the tables have no account, every account reads the same
 * definitions, so this store is not account-scoped. `qg_app` may read both tables (they have no
 * row-level policy; migration 0020 grants product_versions), so a customer's transaction reads
 * them through this store.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ProductDefinition } from '../../../domain/product/productDefinition';
import type { Db } from '../client';
import { products, productVersions } from '../schema';

/** A product version named by its product and number. */
export interface ProductVersionKey {
  productId: string;
  version: number;
}

/** The stored product definitions. */
export interface ProductStore {
  /**
   * The published definition of every product, by code.
   * @param which `offered`: only products offered for new assessments (published, not retired);
   *   `catalogue`: retired products too (to name the product of an existing assessment).
   */
  list(which: 'offered' | 'catalogue'): Promise<ProductDefinition[]>;
  /**
   * The published definition of product `productId`, or `null` when it has none.
   * @param which `offered`: `null` for a retired product too.
   */
  find(productId: string, which: 'offered' | 'catalogue'): Promise<ProductDefinition | null>;
}

/** The product store over `db` (the operation's transaction, or the database). */
export function productsStore(db: Db): ProductStore {
  const published = (which: 'offered' | 'catalogue', productId?: string) =>
    db
      .select({ definition: productVersions.definition })
      .from(products)
      .innerJoin(productVersions, and(eq(productVersions.productId, products.id), eq(productVersions.version, products.publishedVersion)))
      .where(and(productId === undefined ? undefined : eq(products.id, productId), which === 'offered' ? isNull(products.retiredAt) : undefined))
      .orderBy(asc(products.code));
  return {
    async list(which) {
      return (await published(which)).map((row) => row.definition);
    },
    async find(productId, which) {
      const [row] = await published(which, productId).limit(1);
      return row?.definition ?? null;
    },
  };
}

