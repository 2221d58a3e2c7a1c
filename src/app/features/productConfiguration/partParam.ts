/**
 * The product part a route names (`/back-office/products/:productId/draft/:part`), apart from the feature's
 * selectors: the route table reads it in the SPA's first scripts, which should not take the
 * selectors' API module (and its contract operations) with it.
 */
import { PRODUCT_PARTS, type ProductPart } from '../../../domain/product/productParts';

/** The part named by a route parameter, or `null` for an unknown one. */
export const partOfParam = (value: string | undefined): ProductPart | null => ((PRODUCT_PARTS as readonly string[]).includes(value ?? '') ? (value as ProductPart) : null);
