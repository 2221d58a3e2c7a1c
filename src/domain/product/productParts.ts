/**
 * The editable parts of a product definition: apart from the product's lifecycle rules and their
 * schemas (productLifecycle.ts), so that the SPA's route table, in its first scripts, tells a
 * part's route without taking yup with it.
 */

/** The editable parts of a product definition, one back-office operation each (CATALOGUE.md backOffice.product*). */
export const PRODUCT_PARTS = ['form', 'scoring', 'report', 'fsr', 'testCases'] as const;
/** One of {@link PRODUCT_PARTS}. */
export type ProductPart = (typeof PRODUCT_PARTS)[number];
