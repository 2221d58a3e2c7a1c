/**
 * The back office's views of the product catalogue (contract productConfigurationSchemas.ts) built
 * from the catalogue's rows: a product's state, its versions with their assessment counts, and a
 * version's definition with its test case results scored there and then.
 */
import type { ProductDetails, ProductFormRow, ProductReportRow, ProductRow, ProductScoringRow, ProductVersion, ProductVersionDetail } from '../../../contract/services/productConfiguration';
import { productState } from '../../../domain/product/productLifecycle';
import { runProductTestCases } from '../../../domain/product/productTestCases';
import { publicationRefusal } from '../../../domain/product/productLifecycle';
import type { ProductHeadRow, ProductVersionRow } from '../../db/platform/productCatalogue';

/** Assessments per product version, keyed `<productId>@<version>` (productAssessmentCounts). */
export type AssessmentCounts = ReadonlyMap<string, number>;

const iso = (at: Date | null): string | null => (at === null ? null : at.toISOString());
const countOf = (counts: AssessmentCounts, productId: string, version: number): number => counts.get(`${productId}@${version}`) ?? 0;

/** One product's row of the dashboard from its head and its versions (newest first). */
export function toProductRow(head: ProductHeadRow, versions: readonly ProductVersionRow[], counts: AssessmentCounts): ProductRow {
  const draft = versions.find((row) => row.state === 'draft') ?? null;
  const newest = versions[0];
  const updated = versions.reduce((latest, row) => (row.updatedAt > latest ? row.updatedAt : latest), head.updatedAt);
  return {
    id: head.id,
    code: newest?.definition.code ?? head.code,
    name: newest?.definition.name ?? head.name,
    audience: (newest?.definition.audience ?? 'clinical'),
    state: productState({ publishedVersion: head.publishedVersion, retired: head.retiredAt !== null }),
    publishedVersion: head.publishedVersion,
    draftVersion: draft?.version ?? null,
    assessmentCount: versions.reduce((sum, row) => sum + countOf(counts, head.id, row.version), 0),
    updatedAt: updated.toISOString(),
  };
}

/** One version of a product's history. */
export function toProductVersion(row: ProductVersionRow, counts: AssessmentCounts): ProductVersion {
  return {
    version: row.version,
    state: row.state,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    reason: row.reason,
    updatedAt: row.updatedAt.toISOString(),
    publishedBy: row.publishedBy,
    publishedAt: iso(row.publishedAt),
    publicationReason: row.publicationReason,
    assessmentCount: countOf(counts, row.productId, row.version),
  };
}

/** One version with its definition and its test cases' results (scored now with that version). */
export function toProductVersionDetail(row: ProductVersionRow, counts: AssessmentCounts): ProductVersionDetail {
  const testResults = runProductTestCases(row.definition);
  return {
    ...toProductVersion(row, counts),
    definition: row.definition,
    testResults,
    publishable: row.state === 'draft' && publicationRefusal(testResults) === null,
    revision: row.revision,
  };
}

/** A product with all its versions (newest first), its draft and its published version. */
export function toProductDetails(head: ProductHeadRow, versions: readonly ProductVersionRow[], counts: AssessmentCounts): ProductDetails {
  const draft = versions.find((row) => row.state === 'draft');
  const published = versions.find((row) => row.state === 'published');
  return {
    ...toProductRow(head, versions, counts),
    retiredAt: iso(head.retiredAt),
    retiredBy: head.retiredBy,
    retirementReason: head.retirementReason,
    versions: versions.map((row) => toProductVersion(row, counts)),
    draft: draft ? toProductVersionDetail(draft, counts) : null,
    published: published ? toProductVersionDetail(published, counts) : null,
  };
}

/** The catalogue-wide part rows of a product's newest version. */
export function toPartRows(head: ProductHeadRow, newest: ProductVersionRow): { form: ProductFormRow; scoring: ProductScoringRow; report: ProductReportRow } {
  const definition = newest.definition;
  const base = { productId: head.id, code: definition.code, version: newest.version, versionState: newest.state };
  return {
    form: {
      ...base,
      name: definition.name,
      state: productState({ publishedVersion: head.publishedVersion, retired: head.retiredAt !== null }),
      itemCount: definition.items.length,
      languages: definition.languages,
      minYears: definition.ageRange?.minYears ?? null,
      maxYears: definition.ageRange?.maxYears ?? null,
    },
    scoring: {
      ...base,
      scaleCount: definition.scales.length,
      bandCount: definition.bands.length,
      flagCount: definition.flags.length,
      comparisonGroupCount: definition.comparisonGroups.length,
      normTableCount: definition.norms.length,
      testCaseCount: definition.testCases?.length ?? 0,
    },
    report: { ...base, reportSections: definition.reportSections, feedbackReader: definition.feedbackReport?.reader ?? null },
  };
}
