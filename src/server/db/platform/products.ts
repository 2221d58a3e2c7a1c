/**
 * The product catalogue (instrument definitions, seeded from config/products). It is platform
 * data: the products table has no account, every account reads the same definitions, so this
 * store is not account-scoped. `qg_app` may read the table (it has no row-level policy), so a
 * customer's transaction reads it through this store as it did before.
 */
import { asc, eq } from 'drizzle-orm';
import type { ProductDefinition } from '../../../domain/product/productDefinition';
import type { Db } from '../client';
import { products } from '../schema';

/** The stored product definitions. */
export interface ProductStore {
  /** Every product's definition, by product code. */
  list(): Promise<ProductDefinition[]>;
  /** The definition of the product `productId`, or `null` when there is none of that id. */
  find(productId: string): Promise<ProductDefinition | null>;
}

/** The product store over `db` (the operation's transaction, or the database). */
export function productsStore(db: Db): ProductStore {
  return {
    async list() {
      const rows = await db.select({ definition: products.definition }).from(products).orderBy(asc(products.code));
      return rows.map((row) => row.definition);
    },
    async find(productId) {
      const [row] = await db.select({ definition: products.definition }).from(products).where(eq(products.id, productId)).limit(1);
      return row?.definition ?? null;
    },
  };
}
