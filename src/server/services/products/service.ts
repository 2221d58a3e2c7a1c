/**
 * Products (instrument definitions) as stored: read by examinee forms, assessments, scoring and
 * reports. Products are platform data, not account data, so they are read through the platform
 * store db/platform/products.ts, not an account's repositories.
 */
import type { ProductSummary } from '../../../contract/types';
import type { ProductDefinition } from '../../../domain/product/productDefinition';
import type { Db } from '../../db/client';
import { productsStore } from '../../db/platform/products';

/** Every product, by code. */
export async function listProducts(db: Db): Promise<ProductDefinition[]> {
  return productsStore(db).list();
}

/** One product, or `null` when there is no product with this id. */
export async function findProduct(db: Db, productId: string): Promise<ProductDefinition | null> {
  return productsStore(db).find(productId);
}

/**
 * The product an assessment was created with. A stored assessment always names a stored product
 * (a foreign key), so a missing one is a broken database, not bad input.
 * @throws Error when the product is missing.
 */
export async function productOfAssessment(db: Db, assessment: { id: number; productId: string }): Promise<ProductDefinition> {
  const product = await findProduct(db, assessment.productId);
  if (!product) throw new Error(`Product ${assessment.productId} of assessment ${assessment.id} is missing.`);
  return product;
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
