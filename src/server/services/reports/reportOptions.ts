/**
 * Report options as a generation uses them: the request's choices resolved against the
 * assessment and the user, and the assessment as the report prints it (re-scored with another
 * comparison group when the user chose one). The score of record itself is never changed.
 */
import type { ComparisonGroupOption } from '../../../contract/reportTypes';
import type { Assessment } from '../../../domain/assessment';
import type { Examinee } from '../../../domain/examinee';
import type { Locale } from '../../../domain/locale';
import type { ProductDefinition } from '../../../domain/product/productDefinition';
import { DEFAULT_REPORT_OPTIONS, type ReportOptions } from '../../../domain/reports';
import { comparisonGroupFor } from '../../../domain/scoring/normLookup';
import { scoreAssessment } from '../../../domain/scoring/scoreAssessment';
import { scoringContextFor } from '../../../domain/scoring/scoringContext';

/** The comparison group the score of record was scored with (the administration's, else the product's default), or `null` without norms. */
export function recordComparisonGroupId(product: ProductDefinition, assessment: Assessment, examinee: Pick<Examinee, 'birthDate' | 'sex'>): string | null {
  return comparisonGroupFor(product, scoringContextFor(examinee, assessment.administration, assessment.administrationDate))?.id ?? null;
}

/**
 * The options a report is made with: each field the request leaves out takes the assessment's
 * comparison group (else the product's default) and `userLocale`; the others take
 * DEFAULT_REPORT_OPTIONS. The result is what the history stores and a resubmission reuses.
 */
export function resolveReportOptions(
  requested: Partial<ReportOptions> | undefined,
  product: ProductDefinition,
  assessment: Assessment,
  examinee: Pick<Examinee, 'birthDate' | 'sex'>,
  userLocale: Locale,
): ReportOptions & { locale: Locale } {
  return {
    comparisonGroupId: requested?.comparisonGroupId ?? recordComparisonGroupId(product, assessment, examinee),
    includeItemResponses: requested?.includeItemResponses ?? DEFAULT_REPORT_OPTIONS.includeItemResponses,
    locale: requested?.locale ?? userLocale,
  };
}

/**
 * The assessment as the report prints it. With the score of record's comparison group (or none),
 * the assessment as stored; with another group, a copy whose administration names that group and
 * whose score is the pure scoreAssessment of the same responses against that group's norms.
 */
export function reportedAssessment(product: ProductDefinition, assessment: Assessment, examinee: Pick<Examinee, 'birthDate' | 'sex'>, comparisonGroupId: string | null): Assessment {
  if (comparisonGroupId === null || comparisonGroupId === recordComparisonGroupId(product, assessment, examinee)) return assessment;
  const administration = { ...assessment.administration, comparisonGroupId };
  const score = scoreAssessment(product, assessment.responses, scoringContextFor(examinee, administration, assessment.administrationDate));
  return { ...assessment, administration, score };
}

/** The comparison groups of a product as a report offers them, the default first. */
export function comparisonGroupOptions(product: Pick<ProductDefinition, 'comparisonGroups'>): ComparisonGroupOption[] {
  const options = product.comparisonGroups.map((group) => ({ id: group.id, label: group.label, source: group.source, default: group.default }));
  return [...options.filter((group) => group.default), ...options.filter((group) => !group.default)];
}
