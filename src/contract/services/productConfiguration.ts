/**
 * The back office's product configuration (CATALOGUE.md `/back-office`: backOffice.productDashboard,
 * productDetails, productForm, productScoring, productReport, productFsr, productForms,
 * productScorings, productReports, createProduct; issue #17). Products are platform data, not an
 * account's: these calls reach no customer account. Every change is made on a draft version and
 * records a reason; publishing needs every test case of the draft to pass and makes the draft the
 * version new assessments get, while existing assessments keep theirs.
 *
 * The parts: `form` (what the examinee is given), `scoring` (scales, bands, flags, norms),
 * `report` (the feedback report), `fsr` (the final score report's sections), `testCases`
 * (`PRODUCT_PART_FIELDS` in the domain's productLifecycle.ts names each part's fields).
 */
import * as yup from 'yup';
import { PERMISSIONS } from '../../domain/permissions';
import { PRODUCT_STATES, productChangeReasonSchema, type ProductState } from '../../domain/product/productLifecycle';
import type { Responses, ScoreResult, ScoringContext } from '../../domain/scoring/scoreTypes';
import { defineOperation } from '../operation';
import {
  previewScoreSchema,
  productDetailsSchema,
  productFormRowSchema,
  productReportRowSchema,
  productRowSchema,
  productScoringRowSchema,
} from '../productConfigurationSchemas';

export { SCREENS } from './productConfigurationScreens';

const CONFIGURE = [PERMISSIONS.PRODUCT_CONFIGURE] as const;

/** A product as the dashboard lists it ({@link productRowSchema}). */
export type ProductRow = yup.InferType<typeof productRowSchema>;
/** A product with its versions, draft and published version ({@link productDetailsSchema}). */
export type ProductDetails = yup.InferType<typeof productDetailsSchema>;
/** One version of a product, with its definition and test case results. */
export type ProductVersionDetail = NonNullable<ProductDetails['draft']>;
/** One version of a product in its history. */
export type ProductVersion = ProductDetails['versions'][number];
/** One test case result. */
export type TestCaseResultRow = ProductVersionDetail['testResults'][number];
/** A form of the catalogue ({@link productFormRowSchema}). */
export type ProductFormRow = yup.InferType<typeof productFormRowSchema>;
/** A scoring of the catalogue ({@link productScoringRowSchema}). */
export type ProductScoringRow = yup.InferType<typeof productScoringRowSchema>;
/** The reports of a product ({@link productReportRowSchema}). */
export type ProductReportRow = yup.InferType<typeof productReportRowSchema>;

/** A product id as the catalogue writes it (`phq9`). */
const productIdSchema = () =>
  yup
    .string()
    .required()
    .matches(/^[a-z0-9_]{1,60}$/, 'A product id is 1 to 60 lower-case letters, digits or _.');

const productParams = yup.object({ productId: productIdSchema() });
const versionParams = yup.object({ productId: productIdSchema(), version: yup.number().integer().min(1).max(100_000).required() });

/** The product dashboard's filter. */
const dashboardQuerySchema = yup.object({ state: yup.string().oneOf([...PRODUCT_STATES], 'Choose a product state.') });

/** The catalogue's products with their state and versions, by code. */
export const productDashboard = defineOperation<Record<string, never>, { state?: ProductState }, undefined, ProductRow[]>({
  id: 'backOffice.productDashboard',
  service: 'backOffice',
  method: 'GET',
  path: '/products',
  summary: 'Lists the products of the catalogue with their state, published version and draft (back office).',
  access: CONFIGURE,
  query: dashboardQuerySchema,
  response: 'json',
  responseSchema: yup.array(productRowSchema).required(),
  audit: 'none',
});

/** One product with every version, its draft and its published version. */
export const productDetails = defineOperation<{ productId: string }, Record<string, never>, undefined, ProductDetails>({
  id: 'backOffice.productDetails',
  service: 'backOffice',
  method: 'GET',
  path: '/products/{productId}',
  summary: 'A product with its versions, its draft and its published version, each with its test case results (back office).',
  access: CONFIGURE,
  params: productParams,
  response: 'json',
  responseSchema: productDetailsSchema,
  audit: 'none',
});

/** The newest version of each product's form, scoring and reports, catalogue-wide. */
export const productForms = defineOperation<Record<string, never>, Record<string, never>, undefined, yup.InferType<typeof productFormRowSchema>[]>({
  id: 'backOffice.productForms',
  service: 'backOffice',
  method: 'GET',
  path: '/product-forms',
  summary: "Lists every product's form (its newest version): items, languages and ages (back office).",
  access: CONFIGURE,
  response: 'json',
  responseSchema: yup.array(productFormRowSchema).required(),
  audit: 'none',
});

/** Every product's scoring (its newest version), in numbers. */
export const productScorings = defineOperation<Record<string, never>, Record<string, never>, undefined, ProductScoringRow[]>({
  id: 'backOffice.productScorings',
  service: 'backOffice',
  method: 'GET',
  path: '/product-scorings',
  summary: "Lists every product's scoring (its newest version): scales, bands, flags, norms and test cases (back office).",
  access: CONFIGURE,
  response: 'json',
  responseSchema: yup.array(productScoringRowSchema).required(),
  audit: 'none',
});

/** Every product's reports (its newest version). */
export const productReports = defineOperation<Record<string, never>, Record<string, never>, undefined, ProductReportRow[]>({
  id: 'backOffice.productReports',
  service: 'backOffice',
  method: 'GET',
  path: '/product-reports',
  summary: "Lists every product's reports (its newest version): the final score report's sections and the feedback report (back office).",
  access: CONFIGURE,
  response: 'json',
  responseSchema: yup.array(productReportRowSchema).required(),
  audit: 'none',
});

/** Body of createProduct: a product definition (JSON as exported) and why it is imported. */
const createProductBodySchema = yup.object({
  /** The definition; validated by the domain's `parseProductDefinition` (its `version` is set by the catalogue). */
  definition: yup.object().required('Give the product definition (JSON).'),
  reason: productChangeReasonSchema,
});
/** Body of createProduct ({@link createProductBodySchema}). */
export interface CreateProductBody {
  definition: Record<string, unknown>;
  reason: string;
}

/**
 * Imports a definition as a draft: of a new product (version 1) or the next version of an existing
 * one. 409 while the product already has a draft; 400 with each problem at its field when the
 * definition is invalid.
 */
export const createProduct = defineOperation<Record<string, never>, Record<string, never>, CreateProductBody, ProductDetails>({
  id: 'backOffice.createProduct',
  service: 'backOffice',
  method: 'POST',
  path: '/products',
  summary: 'Imports a product definition as a draft: a new product, or the next version of an existing one (back office).',
  access: CONFIGURE,
  body: createProductBodySchema,
  response: 'json',
  responseSchema: productDetailsSchema,
  successStatus: 201,
  audit: { entity: 'product', id: { response: 'id' }, reason: 'reason' },
});

/** Body of createProductDraft: the version the draft starts from, and why. */
const newDraftBodySchema = yup.object({ fromVersion: yup.number().integer().min(1).required('Choose the version to start from.'), reason: productChangeReasonSchema });

/** Starts a draft of the next version as a copy of one of the product's versions. 409 while a draft exists. */
export const createProductDraft = defineOperation<{ productId: string }, Record<string, never>, { fromVersion: number; reason: string }, ProductDetails>({
  id: 'backOffice.createProductDraft',
  service: 'backOffice',
  method: 'POST',
  path: '/products/{productId}/draft',
  summary: "Starts a draft of a product's next version as a copy of one of its versions (back office).",
  access: CONFIGURE,
  params: productParams,
  body: newDraftBodySchema,
  response: 'json',
  responseSchema: productDetailsSchema,
  successStatus: 201,
  audit: { entity: 'product', id: { params: 'productId' }, reason: 'reason' },
});

/** Body of a part's change: the draft's revision it was edited from, and the part's fields. */
const partBodySchema = yup.object({
  revision: yup.number().integer().min(1).required(),
  /** Why the part changes (kept in the audit log). */
  reason: productChangeReasonSchema,
  /** The part's fields (and only those), as in the product JSON; the whole draft is validated after the change. */
  fields: yup.object().required(),
});
/** Body of a change of one part of the draft ({@link partBodySchema}). */
export interface ProductPartBody {
  revision: number;
  reason: string;
  fields: Record<string, unknown>;
}

const partOperation = (id: string, part: string, path: string, what: string) =>
  defineOperation<{ productId: string }, Record<string, never>, ProductPartBody, ProductDetails>({
    id,
    service: 'backOffice',
    method: 'PUT',
    path: `/products/{productId}/draft/${path}`,
    summary: `Replaces the ${what} of a product's draft (the \`${part}\` part); 400 with each problem at its field, 409 on a stale revision (back office).`,
    access: CONFIGURE,
    params: productParams,
    body: partBodySchema,
    response: 'json',
    responseSchema: productDetailsSchema,
    audit: { entity: 'product', id: { params: 'productId' }, reason: 'reason' },
  });

/** The draft's form: general facts, instructions, languages, items and their options, passages. */
export const productForm = partOperation('backOffice.productForm', 'form', 'form', 'form (items, options, instructions, languages, passages)');
/** The draft's scoring: scales, bands, flags, constraints, comparison groups and norm tables. */
export const productScoring = partOperation('backOffice.productScoring', 'scoring', 'scoring', 'scoring (scales, bands, flags, comparison groups, norm tables)');
/** The draft's feedback report. */
export const productReport = partOperation('backOffice.productReport', 'report', 'report', 'feedback report');
/** The draft's final score report definition (its sections in order). */
export const productFsr = partOperation('backOffice.productFsr', 'fsr', 'fsr', 'final score report definition');
/** The draft's test cases. */
export const productTestCases = partOperation('backOffice.productTestCases', 'testCases', 'test-cases', 'test cases');

/** Body of the preview: typed responses and a scoring context. */
const previewBodySchema = yup.object({
  responses: yup.object().required(),
  context: yup.object().required(),
});

/** Scores typed responses with the draft (nothing is stored). */
export const previewProductScoring = defineOperation<{ productId: string }, Record<string, never>, { responses: Responses; context: ScoringContext }, ScoreResult>({
  id: 'backOffice.previewProductScoring',
  service: 'backOffice',
  method: 'POST',
  path: '/products/{productId}/draft/preview',
  summary: "Scores typed responses and a scoring context with a product's draft; nothing is stored (back office).",
  access: CONFIGURE,
  params: productParams,
  body: previewBodySchema,
  response: 'json',
  responseSchema: previewScoreSchema,
  audit: 'none',
});

/** Body of publish, retire, reinstate and discard: why (and, to publish, the revision reviewed). */
const decisionBodySchema = yup.object({ reason: productChangeReasonSchema, revision: yup.number().integer().min(1) });

/**
 * Publishes the draft as the version new assessments get (the previous published version is
 * superseded; its assessments keep it). 422 naming the failing test cases while one fails or when
 * there is none; 409 on a stale revision.
 */
export const publishProduct = defineOperation<{ productId: string }, Record<string, never>, { reason: string; revision?: number }, ProductDetails>({
  id: 'backOffice.publishProduct',
  service: 'backOffice',
  method: 'POST',
  path: '/products/{productId}/draft/publish',
  summary: "Publishes a product's draft when all its test cases pass; new assessments get it, existing ones keep their version (back office).",
  access: CONFIGURE,
  params: productParams,
  body: decisionBodySchema,
  response: 'json',
  responseSchema: productDetailsSchema,
  audit: { entity: 'product', id: { params: 'productId' }, reason: 'reason' },
});

/** Throws the draft away (the published versions stay). */
export const discardProductDraft = defineOperation<{ productId: string }, Record<string, never>, { reason: string }, ProductDetails>({
  id: 'backOffice.discardProductDraft',
  service: 'backOffice',
  method: 'POST',
  path: '/products/{productId}/draft/discard',
  summary: "Discards a product's draft; its published versions stay (back office).",
  access: CONFIGURE,
  params: productParams,
  body: decisionBodySchema,
  response: 'json',
  responseSchema: productDetailsSchema,
  audit: { entity: 'product', id: { params: 'productId' }, reason: 'reason' },
});

/** Retires a published product: no new assessment may use it; existing ones still score and report. */
export const retireProduct = defineOperation<{ productId: string }, Record<string, never>, { reason: string }, ProductDetails>({
  id: 'backOffice.retireProduct',
  service: 'backOffice',
  method: 'POST',
  path: '/products/{productId}/retire',
  summary: 'Retires a product: it is offered for no new assessment; existing assessments keep scoring and reporting (back office).',
  access: CONFIGURE,
  params: productParams,
  body: decisionBodySchema,
  response: 'json',
  responseSchema: productDetailsSchema,
  audit: { entity: 'product', id: { params: 'productId' }, reason: 'reason' },
});

/** Offers a retired product for new assessments again. */
export const reinstateProduct = defineOperation<{ productId: string }, Record<string, never>, { reason: string }, ProductDetails>({
  id: 'backOffice.reinstateProduct',
  service: 'backOffice',
  method: 'POST',
  path: '/products/{productId}/reinstate',
  summary: 'Offers a retired product for new assessments again (back office).',
  access: CONFIGURE,
  params: productParams,
  body: decisionBodySchema,
  response: 'json',
  responseSchema: productDetailsSchema,
  audit: { entity: 'product', id: { params: 'productId' }, reason: 'reason' },
});

/** One version's definition as a JSON file (`<id>-v<version>.json`), the import format of createProduct. */
export const exportProduct = defineOperation<{ productId: string; version: number }, Record<string, never>, undefined, Blob>({
  id: 'backOffice.exportProduct',
  service: 'backOffice',
  method: 'GET',
  path: '/products/{productId}/versions/{version}/export',
  summary: "Downloads one version of a product's definition as JSON, the format createProduct imports (back office).",
  access: CONFIGURE,
  params: versionParams,
  response: 'file',
  audit: 'none',
});
