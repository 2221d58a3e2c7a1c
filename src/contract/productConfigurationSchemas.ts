/**
 * The shapes the back office's product configuration answers (services/productConfiguration.ts):
 * the catalogue's products with their state and versions, a version's definition with its test
 * case results, and the catalogue-wide lists of forms, scorings and reports. A definition travels
 * as stored (`ProductDefinition`, validated by the domain's `parseProductDefinition`). Types are
 * inferred from these schemas.
 */
import * as yup from 'yup';
import type { ProductDefinition } from '../domain/product/productDefinition';
import type { ProductState, ProductVersionState } from '../domain/product/productLifecycle';
import type { ReportSection } from '../domain/product/productDefinition';
import type { Locale } from '../domain/locale';
import type { ScoreResult } from '../domain/scoring/scoreTypes';

const count = () => yup.number().integer().required();
const text = () => yup.string().defined();
const nullableText = () => yup.string().nullable().defined();
const nullableCount = () => yup.number().integer().nullable().defined();

/** A product of the catalogue as the product dashboard lists it. */
export const productRowSchema = yup.object({
  id: text(),
  code: text(),
  name: text(),
  audience: yup.string<'clinical' | 'education'>().defined(),
  state: yup.string<ProductState>().defined(),
  /** The version new assessments get; `null` before the first publication. */
  publishedVersion: nullableCount(),
  /** The draft being edited, if any. */
  draftVersion: nullableCount(),
  /** Assessments created on any version of the product, in every account (a count, no account data). */
  assessmentCount: count(),
  /** ISO instant of the last change of any version. */
  updatedAt: text(),
});

/** One version of a product: its state and who made, changed and published it, why, when. */
export const productVersionSchema = yup.object({
  version: count(),
  state: yup.string<ProductVersionState>().defined(),
  createdBy: text(),
  /** ISO instant. */
  createdAt: text(),
  /** The reason given when the draft was made (an import, a new draft, a copy of a version). */
  reason: text(),
  /** ISO instant of the last change of the draft (its creation once published). */
  updatedAt: text(),
  publishedBy: nullableText(),
  publishedAt: nullableText(),
  publicationReason: nullableText(),
  /** Assessments created on this version, in every account. */
  assessmentCount: count(),
});

/** What differed between one test case's expectation and its score. */
export const testCaseMismatchSchema = yup.object({ field: text(), expected: text(), actual: text() });

/** The outcome of one test case, scored with the version it belongs to. */
export const testCaseResultSchema = yup.object({
  testCaseId: text(),
  name: text(),
  passed: yup.boolean().required(),
  mismatches: yup.array(testCaseMismatchSchema).required(),
});

/** One version's definition with its test cases' results. */
export const productVersionDetailSchema = productVersionSchema.shape({
  definition: yup.mixed<ProductDefinition>().defined(),
  testResults: yup.array(testCaseResultSchema).required(),
  /** Whether it may be published now: a draft with at least one test case, all passing. */
  publishable: yup.boolean().required(),
  /**
   * Revision of the draft, raised by every change: a change or publication names the revision it
   * was made on, and a stale one answers 409 (two staff members never overwrite each other).
   */
  revision: count(),
});

/** A product with every version (newest first), its draft and its published version in full. */
export const productDetailsSchema = productRowSchema.shape({
  retiredAt: nullableText(),
  retiredBy: nullableText(),
  retirementReason: nullableText(),
  versions: yup.array(productVersionSchema).required(),
  draft: productVersionDetailSchema.nullable().defined(),
  published: productVersionDetailSchema.nullable().defined(),
});

/** A form of the catalogue (the `form` part of each product's newest version): what is given to whom. */
export const productFormRowSchema = yup.object({
  productId: text(),
  code: text(),
  name: text(),
  version: count(),
  versionState: yup.string<ProductVersionState>().defined(),
  state: yup.string<ProductState>().defined(),
  itemCount: count(),
  languages: yup.array(yup.string<Locale>().defined()).required(),
  minYears: nullableCount(),
  maxYears: nullableCount(),
});

/** A scoring of the catalogue (the `scoring` part of each product's newest version), in numbers. */
export const productScoringRowSchema = yup.object({
  productId: text(),
  code: text(),
  version: count(),
  versionState: yup.string<ProductVersionState>().defined(),
  scaleCount: count(),
  bandCount: count(),
  flagCount: count(),
  comparisonGroupCount: count(),
  normTableCount: count(),
  testCaseCount: count(),
});

/** The reports of a product of the catalogue (the `report` and `fsr` parts of its newest version). */
export const productReportRowSchema = yup.object({
  productId: text(),
  code: text(),
  version: count(),
  versionState: yup.string<ProductVersionState>().defined(),
  /** The final score report's sections, in order. */
  reportSections: yup.array(yup.string<ReportSection>().defined()).required(),
  /** Who the feedback report is written for; `null` without one. */
  feedbackReader: yup.string<'examinee' | 'parent'>().nullable().defined(),
});

/** The score of typed responses with the draft (the preview). */
export const previewScoreSchema = yup.mixed<ScoreResult>().defined();
