/**
 * The back office's product configuration (issue #17, "Product configuration"; contract
 * services/productConfiguration.ts). Products are platform data: these operations reach no
 * customer account. Every change is made on the product's one draft version, names the draft's
 * revision it was made on (a stale one answers 409), and is audited with its reason by the
 * operation pipeline (the contract's `audit.reason`); the version rows keep who made and published
 * each version, when and why. Publishing needs every test case of the draft to pass (domain
 * productLifecycle.ts `publicationRefusal`); the published version is the one new assessments get,
 * while existing assessments keep theirs. A definition's `version` field always equals its version
 * number, and its `id` the product's: the catalogue sets both.
 */
import type { CreateProductBody, ProductDetails, ProductPartBody, ProductRow } from '../../../contract/services/productConfiguration';
import type { ProductDefinition } from '../../../domain/product/productDefinition';
import { PRODUCT_PART_FIELDS, publicationRefusal, type ProductPart, type ProductState } from '../../../domain/product/productLifecycle';
import { productDefinitionProblems } from '../../../domain/product/productProblems';
import { runProductTestCases } from '../../../domain/product/productTestCases';
import type { Responses, ScoreResult, ScoringContext } from '../../../domain/scoring/scoreTypes';
import { scoreAssessment } from '../../../domain/scoring/scoreAssessment';
import type { Db } from '../../db/client';
import { type CatalogueChange, productAssessmentCounts, productCatalogue, type ProductVersionRow } from '../../db/platform/productCatalogue';
import type { FileAnswer, SignedInCall } from '../../http/operationHandler';
import { HttpProblem, notFound } from '../../http/problems';
import { toPartRows, toProductDetails, toProductRow } from './productViews';

const productMissing = () => notFound('The product');
const stale = () => new HttpProblem('conflict', 'The draft was changed by someone else since you opened it. Reload it and make your change again.');

/** The change a staff member makes now with `reason`. */
const changeBy = (call: SignedInCall, reason: string): CatalogueChange => ({ by: call.user.displayName, at: call.now, reason: reason.trim() });

/** The details of product `productId` as they are now in the transaction. @throws HttpProblem notFound. */
export async function productDetails(db: Db, productId: string): Promise<ProductDetails> {
  const catalogue = productCatalogue(db);
  const head = await catalogue.head(productId);
  if (!head) throw productMissing();
  return toProductDetails(head, await catalogue.versions(productId), await productAssessmentCounts(db));
}

/** backOffice.productDashboard: every product with its state, by code; only those in `state` when given. */
export async function productDashboard(db: Db, state: ProductState | undefined): Promise<ProductRow[]> {
  const catalogue = productCatalogue(db);
  const versions = await catalogue.versions();
  const counts = await productAssessmentCounts(db);
  const rows = (await catalogue.heads()).map((head) => toProductRow(head, versions.filter((row) => row.productId === head.id), counts));
  return state === undefined ? rows : rows.filter((row) => row.state === state);
}

/** The forms, scorings and reports of every product's newest version (backOffice.productForms, productScorings, productReports). */
export async function productParts(db: Db) {
  const catalogue = productCatalogue(db);
  const versions = await catalogue.versions();
  return (await catalogue.heads()).flatMap((head) => {
    const newest = versions.find((row) => row.productId === head.id);
    return newest ? [toPartRows(head, newest)] : [];
  });
}

/**
 * The definition `json` as the catalogue stores it under `productId` and `version`, checked.
 * @throws HttpProblem validation with every problem at its field (domain productProblems.ts).
 */
function checkedDefinition(json: Record<string, unknown>, productId: string, version: number): ProductDefinition {
  if (json.id !== undefined && json.id !== productId) {
    throw new HttpProblem('validation', "The definition's id cannot differ from the product's.", [{ field: 'id', message: `The id must stay ${productId}.` }]);
  }
  const candidate = { ...json, id: productId, version };
  const problems = productDefinitionProblems(candidate);
  if (problems.length > 0) throw new HttpProblem('validation', problems[0]?.message, problems);
  return productDefinitionFrom(candidate);
}

/** The validated definition (its shape was just checked by productDefinitionProblems). */
function productDefinitionFrom(candidate: Record<string, unknown>): ProductDefinition {
  return candidate as unknown as ProductDefinition;
}

/** The id a definition to import names. @throws HttpProblem validation when it has none. */
function importedId(definition: Record<string, unknown>): string {
  const id = definition.id;
  if (typeof id !== 'string' || !/^[a-z0-9_]{1,60}$/.test(id)) {
    throw new HttpProblem('validation', 'Give the product an id of 1 to 60 lower-case letters, digits or _.', [{ field: 'definition.id', message: 'Give the product an id of 1 to 60 lower-case letters, digits or _.' }]);
  }
  return id;
}

/**
 * backOffice.createProduct: imports a definition as a draft, of a new product (version 1) or as
 * the next version of an existing one.
 * @throws HttpProblem validation (every problem at its field), conflict while the product has a draft.
 */
export async function createProduct(call: SignedInCall, body: CreateProductBody): Promise<ProductDetails> {
  const catalogue = productCatalogue(call.db);
  const productId = importedId(body.definition);
  await catalogue.lockProductId(productId);
  const head = await catalogue.head(productId, { forUpdate: true });
  const version = (await catalogue.highestVersion(productId)) + 1;
  if (head && (await catalogue.versions(productId)).some((row) => row.state === 'draft')) throw draftExists();
  const definition = withPrefixedFields(() => checkedDefinition(body.definition, productId, version), 'definition');
  if (!head) await catalogue.insertHead({ id: productId, code: definition.code, name: definition.name, publishedVersion: null }, call.now);
  await catalogue.insertVersion(productId, version, 'draft', definition, changeBy(call, body.reason));
  return productDetails(call.db, productId);
}

const draftExists = () => new HttpProblem('conflict', 'This product already has a draft: publish or discard it first.');

/** Runs `check`, moving the field paths of a validation problem under `prefix` (the body's field). */
function withPrefixedFields<T>(check: () => T, prefix: string): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof HttpProblem && error.code === 'validation' && error.errors) {
      throw new HttpProblem('validation', error.detail, error.errors.map(({ field, message }) => ({ field: field === '' ? prefix : `${prefix}.${field}`, message })));
    }
    throw error;
  }
}

/** The product's head, locked, and its draft. @throws HttpProblem notFound (product or draft). */
async function lockedDraft(db: Db, productId: string): Promise<ProductVersionRow> {
  const catalogue = productCatalogue(db);
  if (!(await catalogue.head(productId, { forUpdate: true }))) throw productMissing();
  const draft = (await catalogue.versions(productId)).find((row) => row.state === 'draft');
  if (!draft) throw notFound('The draft of this product');
  return draft;
}

/** backOffice.createProductDraft: a draft of the next version as a copy of version `fromVersion`. @throws HttpProblem notFound, conflict. */
export async function createProductDraft(call: SignedInCall, productId: string, body: { fromVersion: number; reason: string }): Promise<ProductDetails> {
  const catalogue = productCatalogue(call.db);
  if (!(await catalogue.head(productId, { forUpdate: true }))) throw productMissing();
  const versions = await catalogue.versions(productId);
  if (versions.some((row) => row.state === 'draft')) throw draftExists();
  const from = versions.find((row) => row.version === body.fromVersion);
  if (!from) throw notFound('That version of the product');
  const version = (versions[0]?.version ?? 0) + 1;
  await catalogue.insertVersion(productId, version, 'draft', { ...from.definition, version }, changeBy(call, body.reason));
  return productDetails(call.db, productId);
}

/**
 * Replaces one part of the draft (backOffice.productForm, productScoring, productReport,
 * productFsr, productTestCases): exactly the part's fields (PRODUCT_PART_FIELDS); a field the
 * body leaves out is removed where the definition allows it.
 * @throws HttpProblem notFound, conflict (stale revision), validation (a field of another part, or
 *   any problem of the resulting definition at its field).
 */
export async function changeProductPart(call: SignedInCall, productId: string, part: ProductPart, body: ProductPartBody): Promise<ProductDetails> {
  const draft = await lockedDraft(call.db, productId);
  if (draft.revision !== body.revision) throw stale();
  const owned: readonly string[] = PRODUCT_PART_FIELDS[part];
  const foreign = Object.keys(body.fields).filter((name) => !owned.includes(name));
  if (foreign.length > 0) {
    throw new HttpProblem(
      'validation',
      `Only the ${part} part's fields can change here.`,
      foreign.map((name) => ({ field: `fields.${name}`, message: `${name} is not a field of the ${part} part.` })),
    );
  }
  const next: Record<string, unknown> = { ...draft.definition };
  for (const name of owned) delete next[name];
  Object.assign(next, body.fields);
  const definition = withPrefixedFields(() => checkedDefinition(next, productId, draft.version), 'fields');
  await productCatalogue(call.db).updateDraft(productId, draft.version, definition, call.now);
  return productDetails(call.db, productId);
}

/** backOffice.previewProductScoring: scores `responses` with the draft; nothing is stored. @throws HttpProblem notFound. */
export async function previewProductScoring(db: Db, productId: string, body: { responses: Responses; context: ScoringContext }): Promise<ScoreResult> {
  const catalogue = productCatalogue(db);
  if (!(await catalogue.head(productId))) throw productMissing();
  const draft = (await catalogue.versions(productId)).find((row) => row.state === 'draft');
  if (!draft) throw notFound('The draft of this product');
  // The scorer never throws (property tests); a context of the wrong shape gives scorability errors.
  return scoreAssessment(draft.definition, body.responses, body.context);
}

/**
 * backOffice.publishProduct: the draft becomes the published version.
 * @throws HttpProblem notFound, conflict (stale revision), publicationRefused (no test case, or failing ones, named).
 */
export async function publishProduct(call: SignedInCall, productId: string, body: { reason: string; revision?: number }): Promise<ProductDetails> {
  const draft = await lockedDraft(call.db, productId);
  if (body.revision !== undefined && draft.revision !== body.revision) throw stale();
  const refusal = publicationRefusal(runProductTestCases(draft.definition));
  if (refusal?.kind === 'noTestCases') {
    throw new HttpProblem('publicationRefused', 'The draft has no test case: add at least one before publishing.', [{ field: 'testCases', message: 'Add at least one test case.' }]);
  }
  if (refusal?.kind === 'testCasesFail') {
    throw new HttpProblem(
      'publicationRefused',
      `These test cases fail: ${refusal.failing.join(', ')}.`,
      refusal.failing.map((id) => ({ field: 'testCases', message: `Test case ${id} fails.` })),
    );
  }
  await productCatalogue(call.db).publish(productId, draft.version, draft.definition, changeBy(call, body.reason));
  return productDetails(call.db, productId);
}

/** backOffice.discardProductDraft: throws the draft away. @throws HttpProblem notFound. */
export async function discardProductDraft(call: SignedInCall, productId: string): Promise<ProductDetails> {
  const draft = await lockedDraft(call.db, productId);
  const catalogue = productCatalogue(call.db);
  await catalogue.deleteDraft(productId, draft.version);
  await catalogue.updateHead(productId, {}, call.now);
  return productDetails(call.db, productId);
}

/**
 * backOffice.retireProduct and reinstateProduct: hides a published product from new assessments,
 * or offers it again.
 * @throws HttpProblem notFound; conflict when it was never published, or is already in that state.
 */
export async function setProductRetired(call: SignedInCall, productId: string, retire: boolean, reason: string): Promise<ProductDetails> {
  const catalogue = productCatalogue(call.db);
  const head = await catalogue.head(productId, { forUpdate: true });
  if (!head) throw productMissing();
  if (head.publishedVersion === null) throw new HttpProblem('conflict', 'Only a published product can be retired or reinstated.');
  if ((head.retiredAt !== null) === retire) throw new HttpProblem('conflict', retire ? 'This product is already retired.' : 'This product is not retired.');
  await catalogue.updateHead(
    productId,
    retire ? { retiredAt: call.now, retiredBy: call.user.displayName, retirementReason: reason.trim() } : { retiredAt: null, retiredBy: null, retirementReason: null },
    call.now,
  );
  return productDetails(call.db, productId);
}

/** backOffice.exportProduct: one version's definition as a JSON file `<id>-v<version>.json`. @throws HttpProblem notFound. */
export async function exportProduct(db: Db, productId: string, version: number): Promise<FileAnswer> {
  const row = await productCatalogue(db).version(productId, version);
  if (!row) throw notFound('That version of the product');
  return {
    kind: 'file',
    contentType: 'application/json',
    fileName: `${productId}-v${version}.json`,
    bytes: Buffer.from(`${JSON.stringify(row.definition, null, 2)}\n`, 'utf8'),
  };
}
