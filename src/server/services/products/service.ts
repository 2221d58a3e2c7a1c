/**
 * Products (instrument definitions) as stored: read by examinee forms, assessments, scoring and
 * reports. Products are platform data, not account data, so they are read through the platform
 * store db/platform/products.ts, not an account's repositories. A product has versions: a new
 * assessment gets the published one, an existing assessment is always read with its own
 * (issue #17, "Product configuration"); a retired product is offered for no new assessment.
 */
import type { ProductSummary } from '../../../contract/types';
import type { ProductDefinition } from '../../../domain/product/productDefinition';
import type { Db } from '../../db/client';
import { productsStore } from '../../db/platform/products';
import { productCacheOf } from '../../db/platform/productVersionCache';

/** The products offered for new assessments (published, not retired), by code. */
export async function listProducts(db: Db): Promise<ProductDefinition[]> {
  return productsStore(db).list('offered');
}

/**
 * Every published product, retired ones included, by code: to name the product of existing
 * assessments (lists, filters), never to offer one for a new assessment.
 */
export async function listCatalogueProducts(db: Db): Promise<ProductDefinition[]> {
  return productsStore(db).list('catalogue');
}

/**
 * The published version of a product offered for new assessments, or `null` when there is no such
 * product, it was never published, or it is retired.
 */
export async function findProduct(db: Db, productId: string): Promise<ProductDefinition | null> {
  return productsStore(db).find(productId, 'offered');
}

/** The published version of a product, retired or not, or `null` when it was never published. */
export async function findCatalogueProduct(db: Db, productId: string): Promise<ProductDefinition | null> {
  return productsStore(db).find(productId, 'catalogue');
}

/**
 * One stored version of a product, or `null` when that version is not stored. A published or
 * superseded version comes from the database's cache (db/platform/productVersionCache.ts): the
 * same frozen object on every call, so it is compiled into its scorer once; a draft is read anew.
 */
export async function findProductVersion(db: Db, productId: string, version: number): Promise<ProductDefinition | null> {
  return productCacheOf(db).version(db, { productId, version });
}

/**
 * The product version an assessment was created with: it is shown, scored and reported with
 * exactly that version, whatever was published since. A stored assessment always names a stored
 * version (a foreign key), so a missing one is a broken database, not bad input. The definition is
 * the cached, frozen one ({@link findProductVersion}); the caller has read `assessment` in its
 * account's scope, which is the access check (a product version is no account's).
 * @throws Error when the version is missing.
 */
export async function productOfAssessment(db: Db, assessment: { id: number; productId: string; productVersion: number }): Promise<ProductDefinition> {
  return productCacheOf(db).productOf(db, assessment);
}

/** The summary of a product listed on the new-assessment screen. */
export const productSummary = (product: ProductDefinition): ProductSummary => ({
  id: product.id,
  code: product.code,
  name: product.name,
  audience: product.audience,
  itemCount: product.items.length,
  ageRange: product.ageRange,
});
