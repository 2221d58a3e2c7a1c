/**
 * A product's life in the catalogue (issue #17, "Product configuration"): every change is made on
 * a draft version, a draft becomes the product's next published version only when all its test
 * cases pass, an assessment keeps the version it was created with, and a retired product is
 * offered for no new assessment while its assessments keep scoring and reporting.
 */
import * as yup from 'yup';
import type { ProductDefinition } from './productDefinition';
import type { ProductPart } from './productParts';
import type { TestCaseResult } from './productTestCases';
import { STAFF_REASON_LIMITS } from '../staffReason';

/** The states of a product: `draft` (never published), `published` (offered), `retired` (hidden from new assessments). */
export const PRODUCT_STATES = ['draft', 'published', 'retired'] as const;
/** One of {@link PRODUCT_STATES}. */
export type ProductState = (typeof PRODUCT_STATES)[number];

/**
 * The states of one version: `draft` (the one being edited; at most one per product),
 * `published` (the version new assessments get), `superseded` (published once; the assessments
 * created on it keep it).
 */
export const PRODUCT_VERSION_STATES = ['draft', 'published', 'superseded'] as const;
/** One of {@link PRODUCT_VERSION_STATES}. */
export type ProductVersionState = (typeof PRODUCT_VERSION_STATES)[number];

/** The editable parts of a product definition (productParts.ts, apart from the schemas here for the SPA's first scripts). */
export { PRODUCT_PARTS, type ProductPart } from './productParts';

/**
 * The top-level fields of the definition each part owns. `form`: what the examinee is given;
 * `scoring`: how responses become scores; `report`: the feedback report; `fsr`: the final score
 * report's definition (its sections); `testCases`: the product's own test cases. `id` and
 * `version` belong to no part: the catalogue sets them.
 */
export const PRODUCT_PART_FIELDS = {
  form: [
    'code',
    'name',
    'audience',
    'citation',
    'attribution',
    'licenseNote',
    'instructions',
    'recallPeriod',
    'ageRange',
    'languages',
    'itemTextSources',
    'retestIntervalDays',
    'items',
    'itemsPerPage',
    'passages',
    'sources',
    'loinc',
    'businessUnit',
    'deliveryModes',
    'marketing',
  ],
  scoring: ['scales', 'bands', 'flags', 'constraints', 'comparisonGroups', 'norms', 'administrationFields', 'changeRules', 'translations'],
  report: ['feedbackReport'],
  fsr: ['reportSections'],
  testCases: ['testCases'],
} as const satisfies Record<ProductPart, readonly string[]>;

/** A field of the definition no part owns: must stay `id` and `version` (a compile error names any other). */
type UnownedField = Exclude<keyof ProductDefinition, (typeof PRODUCT_PART_FIELDS)[ProductPart][number]>;
/** Fails to compile when a new definition field is not given to a part. */
export const UNOWNED_FIELDS_ARE_ID_AND_VERSION: UnownedField extends 'id' | 'version' ? true : never = true;

/** Why a draft may not be published, or `null` when it may. */
export type PublicationRefusal = { kind: 'noTestCases' } | { kind: 'testCasesFail'; failing: string[] };

/**
 * Whether a draft may be published: it needs at least one test case, and every one must pass.
 * A product without test cases could change every score without anything noticing.
 * @param results the draft's test case results (`runProductTestCases`).
 */
export function publicationRefusal(results: readonly TestCaseResult[]): PublicationRefusal | null {
  if (results.length === 0) return { kind: 'noTestCases' };
  const failing = results.filter((result) => !result.passed).map((result) => result.testCaseId);
  return failing.length > 0 ? { kind: 'testCasesFail', failing } : null;
}

/** The state of a product from its published version (if any) and whether it is retired. */
export function productState(product: { publishedVersion: number | null; retired: boolean }): ProductState {
  if (product.retired) return 'retired';
  return product.publishedVersion === null ? 'draft' : 'published';
}

/**
 * The length of the reason a product change records, in characters after trimming: the staff
 * reason's limits, so every reason form in the back office shares one rule and one set of words.
 */
export const PRODUCT_CHANGE_REASON_LIMITS = STAFF_REASON_LIMITS;

/**
 * Why a product is imported, changed, published, retired or reinstated: kept with the version and
 * in the audit log, so a reviewer can trace every change of a score to a ticket or a manual's page.
 */
export const productChangeReasonSchema = yup
  .string()
  .trim()
  .required('Say why you make this change.')
  .min(PRODUCT_CHANGE_REASON_LIMITS.min, `Say why in at least ${PRODUCT_CHANGE_REASON_LIMITS.min} characters.`)
  .max(PRODUCT_CHANGE_REASON_LIMITS.max, `Say why in at most ${PRODUCT_CHANGE_REASON_LIMITS.max} characters.`);
