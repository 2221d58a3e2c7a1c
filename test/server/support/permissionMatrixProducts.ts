/**
 * The permission matrix's cases of the back office's product configuration: every one needs
 * PRODUCT_CONFIGURE, which no customer role holds (the account administrator is refused), and the
 * back-office staff member succeeds, on a fresh product of the matrix world where the call changes one.
 */
import type { MatrixCase } from './permissionMatrixCases';
import { MATRIX_STAFF_REASON } from './permissionMatrixWorld';

const reason = { reason: MATRIX_STAFF_REASON };
const staffCase = (request: MatrixCase['request']): MatrixCase => ({ deniedTo: 'admin', grantedTo: 'backoffice', request });
const CONTEXT = { demographics: { birthDate: null, sex: null }, administration: {}, testDate: '2024-05-06' };

/** A part change of a fresh draft: its current fields of the part, unchanged. */
const partCase = (fields: (definition: Record<string, unknown>) => Record<string, unknown>): MatrixCase =>
  staffCase(async (world) => {
    const productId = await world.newProduct('draft');
    return { params: { productId }, body: { revision: 1, ...reason, fields: fields(await world.productDefinition(productId, 'draft')) } };
  });

const pick = (definition: Record<string, unknown>, names: readonly string[]) => Object.fromEntries(names.filter((name) => name in definition).map((name) => [name, definition[name]]));

/** The cases, keyed by operation id. */
export const PRODUCT_CASES: Readonly<Record<string, MatrixCase>> = {
  'backOffice.productDashboard': staffCase(() => ({})),
  'backOffice.productDetails': staffCase(() => ({ params: { productId: 'phq9' } })),
  'backOffice.productForms': staffCase(() => ({})),
  'backOffice.productScorings': staffCase(() => ({})),
  'backOffice.productReports': staffCase(() => ({})),
  'backOffice.exportProduct': staffCase(async (world) => ({ params: { productId: await world.newProduct('published'), version: 1 } })),
  'backOffice.createProduct': staffCase(async (world) => {
    const productId = await world.newProduct('published');
    return { body: { definition: await world.productDefinition(productId, 'published'), ...reason } };
  }),
  'backOffice.createProductDraft': staffCase(async (world) => ({ params: { productId: await world.newProduct('published') }, body: { fromVersion: 1, ...reason } })),
  'backOffice.productForm': partCase((d) => pick(d, ['code', 'name', 'audience', 'citation', 'attribution', 'licenseNote', 'instructions', 'recallPeriod', 'ageRange', 'languages', 'itemTextSources', 'retestIntervalDays', 'items', 'itemsPerPage', 'passages', 'sources'])),
  'backOffice.productScoring': partCase((d) => pick(d, ['scales', 'bands', 'flags', 'constraints', 'comparisonGroups', 'norms', 'administrationFields', 'changeRules', 'translations'])),
  'backOffice.productReport': partCase((d) => pick(d, ['feedbackReport'])),
  'backOffice.productFsr': partCase((d) => pick(d, ['reportSections'])),
  'backOffice.productTestCases': partCase((d) => pick(d, ['testCases'])),
  'backOffice.previewProductScoring': staffCase(async (world) => ({ params: { productId: await world.newProduct('draft') }, body: { responses: { who5_1: 3 }, context: CONTEXT } })),
  'backOffice.publishProduct': staffCase(async (world) => ({ params: { productId: await world.newProduct('draft') }, body: reason })),
  'backOffice.discardProductDraft': staffCase(async (world) => ({ params: { productId: await world.newProduct('draft') }, body: reason })),
  'backOffice.retireProduct': staffCase(async (world) => ({ params: { productId: await world.newProduct('published') }, body: reason })),
  'backOffice.reinstateProduct': staffCase(async (world) => {
    const productId = await world.newProduct('published');
    await world.newProduct('published', productId);
    return { params: { productId }, body: reason };
  }),
};
