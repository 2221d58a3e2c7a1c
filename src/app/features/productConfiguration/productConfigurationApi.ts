/** Calls of the back office's product configuration, through the contract's operations. */
import { operationPath } from '../../../contract/operation';
import {
  createProduct,
  createProductDraft,
  discardProductDraft,
  exportProduct,
  previewProductScoring,
  productDashboard,
  productDetails,
  productForm,
  productForms,
  productFsr,
  productReport,
  productReports,
  productScoring,
  productScorings,
  productTestCases,
  publishProduct,
  reinstateProduct,
  retireProduct,
} from '../../../contract/services/productConfiguration';
import type { ProductPart, ProductState } from '../../../domain/product/productLifecycle';
import type { Responses, ScoringContext } from '../../../domain/scoring/scoreTypes';
import type { HttpClient, ServiceEndpoint } from '../../core/http/httpClient';
import type { CatalogueList, PartSave, ProductDecision } from './productConfigurationSlice';

/** The catalogue's products, optionally of one state. */
export const fetchProducts = (http: HttpClient, endpoint: ServiceEndpoint, filter: ProductState | '') =>
  http.send(productDashboard, { query: filter ? { state: filter } : {} }, endpoint);

/** One catalogue-wide list of the dashboard's tabs. */
export async function fetchCatalogueList(http: HttpClient, endpoint: ServiceEndpoint, list: CatalogueList['list']): Promise<CatalogueList> {
  if (list === 'forms') return { list, items: await http.send(productForms, {}, endpoint) };
  if (list === 'scorings') return { list, items: await http.send(productScorings, {}, endpoint) };
  return { list, items: await http.send(productReports, {}, endpoint) };
}

/** One product with its versions, draft and published version. */
export const fetchProduct = (http: HttpClient, endpoint: ServiceEndpoint, productId: string) => http.send(productDetails, { params: { productId } }, endpoint);

/** Imports a definition as a draft (with an Idempotency-Key, so a retried request imports once). */
export const postProduct = (http: HttpClient, endpoint: ServiceEndpoint, body: { definition: Record<string, unknown>; reason: string }, idempotencyKey: string) =>
  http.send(createProduct, { body, idempotencyKey }, endpoint);

/** Each part's operation. */
const PART_OPERATIONS = { form: productForm, scoring: productScoring, report: productReport, fsr: productFsr, testCases: productTestCases } as const satisfies Record<ProductPart, unknown>;

/** Replaces one part of the draft (PUT: a retry is harmless; the revision guards against overwriting). */
export const putPart = (http: HttpClient, endpoint: ServiceEndpoint, save: PartSave) =>
  http.send(PART_OPERATIONS[save.part], { params: { productId: save.productId }, body: { revision: save.revision, reason: save.reason, fields: save.fields } }, endpoint);

/** Starts a draft as a copy of a version. */
export const postDraft = (http: HttpClient, endpoint: ServiceEndpoint, productId: string, body: { fromVersion: number; reason: string }, idempotencyKey: string) =>
  http.send(createProductDraft, { params: { productId }, body, idempotencyKey }, endpoint);

const DECISION_OPERATIONS = { publish: publishProduct, discard: discardProductDraft, retire: retireProduct, reinstate: reinstateProduct } as const satisfies Record<ProductDecision, unknown>;

/** Publishes, discards, retires or reinstates. */
export const postDecision = (
  http: HttpClient,
  endpoint: ServiceEndpoint,
  productId: string,
  decision: ProductDecision,
  body: { reason: string; revision?: number },
  idempotencyKey: string,
) => http.send(DECISION_OPERATIONS[decision], { params: { productId }, body, idempotencyKey }, endpoint);

/** Scores typed responses with the draft. */
export const postPreview = (http: HttpClient, endpoint: ServiceEndpoint, productId: string, body: { responses: Responses; context: ScoringContext }) =>
  http.send(previewProductScoring, { params: { productId }, body }, endpoint);

/** The URL of one version's JSON file (a plain link: the server accepts the token cookie on GET). */
export const exportUrl = (baseUrl: string, productId: string, version: number): string => `${baseUrl}${operationPath(exportProduct, { productId, version })}`;
