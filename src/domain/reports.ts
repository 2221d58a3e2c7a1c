/**
 * Report types and report options: which reports a product offers and what a user may choose
 * when generating one (CATALOGUE.md assessment.reportsPage, assessment.generateReport). Shared by
 * the SPA's reports page and the server, which validates with the same schema.
 */
import * as yup from 'yup';
import { type Locale, SUPPORTED_LOCALES } from './locale';
import type { ProductDefinition } from './product/productDefinition';

/**
 * Reports generated from one assessment: `score` (for the clinician: every product has one),
 * `feedback` (plain language, for the examinee or a parent: where the product defines one) and
 * `progress` (for the clinician: the examinee's scored administrations of the product up to and
 * including this one, with reliable change; every product has one).
 */
export const REPORT_TYPES = ['score', 'feedback', 'progress'] as const;
/** One value of {@link REPORT_TYPES}. */
export type ReportType = (typeof REPORT_TYPES)[number];

/** What the user chooses when generating a report. */
export interface ReportOptions {
  /**
   * The comparison group whose norms the derived scores use; `null` for the one the assessment
   * was scored with (or the product's default). Must be one of the product's groups.
   */
  comparisonGroupId: string | null;
  /** Print the item responses section (score reports only; feedback reports never print items). */
  includeItemResponses: boolean;
  /** The report's language and formats; `null` for the generating user's language. */
  locale: Locale | null;
}

/** The options a report uses when the user changes nothing. */
export const DEFAULT_REPORT_OPTIONS: ReportOptions = { comparisonGroupId: null, includeItemResponses: true, locale: null };

/** yup schema of {@link ReportOptions}; missing fields take {@link DEFAULT_REPORT_OPTIONS}. */
export const reportOptionsSchema = yup.object({
  comparisonGroupId: yup.string().trim().max(64).nullable().default(null),
  includeItemResponses: yup.boolean().default(true),
  locale: yup.mixed<Locale>().oneOf([...SUPPORTED_LOCALES], 'Choose one of the supported languages.').nullable().default(null),
});

/** The report types a product offers: always `score` and `progress`, and `feedback` when the product defines a feedback report. */
export function reportTypesOf(product: Pick<ProductDefinition, 'feedbackReport'>): ReportType[] {
  return product.feedbackReport ? ['score', 'feedback', 'progress'] : ['score', 'progress'];
}

/**
 * Why a comparison group choice is not valid for a product, or `null` when it is: the id must
 * name one of the product's groups, and a product without norms takes none.
 */
export function comparisonGroupError(product: Pick<ProductDefinition, 'comparisonGroups'>, comparisonGroupId: string | null): string | null {
  if (comparisonGroupId === null) return null;
  if (product.comparisonGroups.length === 0) return 'This form has no norms, so it has no comparison groups.';
  return product.comparisonGroups.some((group) => group.id === comparisonGroupId) ? null : 'Choose one of the comparison groups of this form.';
}
