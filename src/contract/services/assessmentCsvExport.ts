/** The research CSV export of the account's assessments (issue #22, "Interoperability"). */
import { PERMISSIONS } from '../../domain/permissions';
import { defineOperation } from '../operation';
import { type AssessmentFilter, assessmentFilterSchema } from './assessmentSelection';

/** The most assessments one CSV export covers; a filter matching more is refused (narrow it). */
export const MAX_CSV_EXPORT = 10_000;

/**
 * The assessments the caller's assessment list shows under `filter` (the list's own filter, so the
 * export holds exactly the rows the list matched; deleted assessments and deleted examinees never),
 * one row per assessment: the examinee's fields headed with the account's labels in the caller's
 * language, the product, version, form, status, administration date and details, every item
 * response, each scale's raw score, band, T-score and percentile (where the product has norms),
 * proration and omitted items (where the scale allows omissions), then each flag. The columns
 * depend on the product, so a filter matching one product answers one CSV file (UTF-8 with BOM,
 * RFC 4180, formula-like cells escaped), and one matching several answers a ZIP with one CSV per
 * product. A bad filter answers a validation problem, as does one matching more than
 * {@link MAX_CSV_EXPORT} assessments.
 */
export const exportAssessmentsCsv = defineOperation<Record<string, never>, AssessmentFilter, undefined, Blob>({
  id: 'assessment.exportAssessmentsCsv',
  service: 'assessment',
  method: 'GET',
  path: '/assessments/export',
  summary: 'Exports the assessment list (under its filter) as CSV for research: responses, scores, bands and flags, one file per product.',
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  query: assessmentFilterSchema,
  response: 'file',
  // A read of examinee data (names, custom fields, responses), audited as the examinee export is.
  audit: { entity: 'examinee', id: null },
});

/** The filter the export reads: the assessment list's. */
export type { AssessmentFilter };
