/**
 * The yup schema of a {@link ProductDefinition}, and the cross-checks yup cannot express
 * (scales naming existing items, bands naming existing scales, feedback texts naming existing bands).
 */
import { productTranslationsSchema, translationProblems } from './productTranslationsSchema';
import * as yup from 'yup';
import { isLocale, SUPPORTED_LOCALES } from '../locale';
import { itemLanguageProblems } from './itemLanguages';
import { type ProductDefinition, REPORT_SECTIONS } from './productDefinition';
import { productReferenceProblems } from './productReferences';
import { productTestCasesSchema } from './productTestCases';
import { deliveryModeProblems, productCatalogueSchemaFields } from './productCatalogue';
import { itemSchema, localizedText } from './itemSchema';
import { loincCodeSchema } from './productLoinc';
import { fail, ok, type Result } from '../result';


const itemCriterion = yup.object({ item: yup.string().required(), atLeast: yup.number().required() });

/** Every flag rule but `allOf`, which holds a list of these (one level deep). */
const simpleFlagRule = yup.object({
  kind: yup.string().oneOf(['itemAtLeast', 'anyItemAtMost', 'scaleAtLeast', 'scaleBelow', 'countAtLeast', 'belowNormAnchor']).required(),
  item: yup.string().when('kind', { is: 'itemAtLeast', then: (s) => s.required() }),
  items: yup.array(yup.string().required()).when('kind', { is: 'anyItemAtMost', then: (s) => s.min(1).required() }),
  scale: yup
    .string()
    .when('kind', { is: (kind: string) => kind === 'scaleAtLeast' || kind === 'scaleBelow' || kind === 'belowNormAnchor', then: (s) => s.required() }),
  value: yup.number().when('kind', { is: (kind: string) => kind !== 'countAtLeast' && kind !== 'belowNormAnchor', then: (s) => s.required() }),
  percentile: yup.number().moreThan(0).lessThan(100).when('kind', { is: 'belowNormAnchor', then: (s) => s.required() }),
  margin: yup.number().min(0).when('kind', { is: 'belowNormAnchor', then: (s) => s.required() }),
  criteria: yup.array(itemCriterion).when('kind', { is: 'countAtLeast', then: (s) => s.min(1).required() }),
  min: yup.number().integer().min(0).when('kind', { is: 'countAtLeast', then: (s) => s.required() }),
  max: yup.number().integer().min(0).nullable().when('kind', { is: 'countAtLeast', then: (s) => s.defined() }),
  requireAnyOf: yup.array(itemCriterion).when('kind', { is: 'countAtLeast', then: (s) => s.required() }),
});

const allOfFlagRule = yup.object({
  kind: yup.string().oneOf(['allOf']).required(),
  rules: yup.array(simpleFlagRule.required()).min(2).required(),
});

const flagRule = yup.lazy((value: { kind?: unknown } | undefined) => (value?.kind === 'allOf' ? allOfFlagRule.required() : simpleFlagRule.required()));

const normMatch = yup
  .object({
    grade: yup.number().integer().min(0).max(12),
    season: yup.string().oneOf(['fall', 'winter', 'spring']),
    sex: yup.string().oneOf(['female', 'male']),
    ageYears: yup.object({ min: yup.number().min(0).required(), max: yup.number().min(0).required() }).default(undefined),
  })
  .required();

const normCellBase = { match: normMatch, unverified: yup.boolean().required(), note: yup.string() };

const percentileAnchorTable = yup.object({
  method: yup.string().oneOf(['percentileAnchors']).required(),
  scale: yup.string().required(),
  comparisonGroup: yup.string().required(),
  cells: yup
    .array(
      yup.object({
        ...normCellBase,
        anchors: yup
          .array(yup.object({ percentile: yup.number().moreThan(0).lessThan(100).required(), score: yup.number().required() }))
          .min(2)
          .required(),
      }),
    )
    .min(1)
    .required(),
});

const meanSdTable = yup.object({
  method: yup.string().oneOf(['meanSd']).required(),
  scale: yup.string().required(),
  comparisonGroup: yup.string().required(),
  cells: yup
    .array(yup.object({ ...normCellBase, mean: yup.number().required(), sd: yup.number().positive().required() }))
    .min(1)
    .required(),
});

/** One schema per norm method, chosen by `method`. */
const normTableSchema = yup.lazy((value: { method?: unknown } | undefined) => (value?.method === 'meanSd' ? meanSdTable : percentileAnchorTable));

const feedbackReportSchema = yup
  .object({
    reader: yup.string().oneOf(['examinee', 'parent']).required(),
    title: localizedText.required(),
    introduction: localizedText.required(),
    scales: yup
      .array(
        yup.object({
          scale: yup.string().required(),
          name: localizedText.required(),
          about: localizedText.required(),
          ends: yup.array(localizedText.required()).length(2).nullable().default(null),
        }),
      )
      .min(1)
      .required(),
    bandTexts: yup
      .array(yup.object({ scale: yup.string().required(), band: yup.string().required(), label: localizedText.required(), text: localizedText.required() }))
      .required(),
    percentileTexts: yup
      .array(
        yup.object({
          scale: yup.string().required(),
          atLeast: yup.number().integer().min(0).max(99).required(),
          label: localizedText.required(),
          text: localizedText.required(),
        }),
      )
      .default([]),
    closing: localizedText.required(),
  })
  .nullable()
  .default(null);

/** yup schema of the JSON shape of a product definition. */
export const productDefinitionSchema = yup.object({
  id: yup.string().matches(/^[a-z0-9_]+$/).required(),
  code: yup.string().required(),
  name: yup.string().required(),
  version: yup.number().integer().min(1).required(),
  audience: yup.string().oneOf(['clinical', 'education']).required(),
  citation: yup.string().required(),
  attribution: yup.string().required(),
  licenseNote: yup.string().required(),
  instructions: localizedText.required(),
  recallPeriod: yup.string().defined(),
  ageRange: yup
    .object({ minYears: yup.number().min(0).required(), maxYears: yup.number().min(0).required() })
    .nullable()
    .defined(),
  languages: yup.array(yup.string().oneOf([...SUPPORTED_LOCALES]).required()).min(1).required(),
  itemTextSources: yup
    .lazy((entries: unknown) =>
      yup
        .object(Object.fromEntries(Object.keys(typeof entries === 'object' && entries !== null ? entries : {}).map((key) => [key, yup.string().trim().min(1).required()])))
        .test('locales', 'itemTextSources is keyed by the supported locale codes.', (value) => Object.keys(value ?? {}).every(isLocale)),
    )
    .optional(),
  retestIntervalDays: yup.number().integer().min(0).nullable().defined(),
  items: yup.array(itemSchema).min(1).required(),
  scales: yup
    .array(
      yup.object({
        id: yup.string().required(),
        name: yup.string().required(),
        items: yup.array(yup.string().required()).min(1).required(),
        method: yup.string().oneOf(['sum', 'mean']).required(),
        multiplier: yup.number().positive().required(),
        offset: yup.number().optional(),
        rounding: yup.string().oneOf(['halfUp']).optional(),
        range: yup.array(yup.number().required()).length(2).required(),
        maxOmitted: yup.number().integer().min(0).required(),
        prorate: yup.boolean().required(),
        primary: yup.boolean().required(),
        higherIs: yup.string().oneOf(['worse', 'better', 'neither']).optional(),
        formula: yup
          .object({
            kind: yup.string().oneOf(['difference', 'perMinute', 'ratio', 'countMeeting']).required(),
            of: yup
              .array(yup.string().required())
              .when('kind', { is: 'countMeeting', then: (schema) => schema.strip(), otherwise: (schema) => schema.length(2).required() }),
            // The criteria a count counts (`countMeeting`), in the shape of a `countAtLeast` flag's.
            criteria: yup.array(itemCriterion).when('kind', { is: 'countMeeting', then: (schema) => schema.min(1).required(), otherwise: (schema) => schema.strip() }),
            // The item holding the seconds read, for `perMinute`.
            seconds: yup.string().when('kind', { is: 'perMinute', then: (schema) => schema.required(), otherwise: (schema) => schema.strip() }),
          })
          .nullable()
          .default(null),
        benchmarkPercentile: yup.number().moreThan(0).lessThan(100).optional(),
        reliability: yup
          .object({
            coefficient: yup.number().moreThan(0, 'A reliability coefficient is above 0.').lessThan(1, 'A reliability coefficient is below 1.').required(),
            kind: yup.string().oneOf(['internalConsistency', 'testRetest']).required(),
            sd: yup.number().positive().required(),
            source: yup.string().trim().min(1).required(),
          })
          .default(undefined)
          .optional(),
        clinicalCutoff: yup
          .object({
            value: yup.number().required(),
            source: yup.string().trim().min(1).required(),
          })
          .default(undefined)
          .optional(),
        loinc: loincCodeSchema,
      }),
    )
    .min(1)
    .required(),
  bands: yup
    .array(
      yup.object({
        scale: yup.string().required(),
        min: yup.number().required(),
        max: yup.number().required(),
        label: yup.string().required(),
        interpretation: yup.string().defined(),
      }),
    )
    .required(),
  flags: yup
    .array(
      yup.object({
        id: yup.string().required(),
        label: yup.string().required(),
        severity: yup.string().oneOf(['critical', 'warning', 'info']).required(),
        rule: flagRule,
        action: yup.string().defined(),
        source: yup.string().required(),
      }),
    )
    .required(),
  constraints: yup
    .array(
      yup.object({
        kind: yup.string().oneOf(['atMost', 'minimum']).required(),
        item: yup.string().required(),
        other: yup.string().when('kind', { is: 'atMost', then: (schema) => schema.required(), otherwise: (schema) => schema.strip() }),
        value: yup.number().when('kind', { is: 'minimum', then: (schema) => schema.required(), otherwise: (schema) => schema.strip() }),
        message: yup.string().required(),
      }),
    )
    .required(),
  comparisonGroups: yup
    .array(
      yup.object({
        id: yup.string().matches(/^[a-z0-9_]+$/).required(),
        label: yup.string().required(),
        source: yup.string().required(),
        default: yup.boolean().required(),
      }),
    )
    .required(),
  norms: yup.array(normTableSchema).required(),
  administrationFields: yup.array(yup.string().oneOf(['grade', 'season']).required()).required(),
  passages: yup
    .array(
      yup.object({
        id: yup.string().required(),
        title: yup.string().required(),
        grade: yup.number().integer().min(0).max(12).nullable().defined(),
        text: localizedText.required(),
        wordCount: yup.number().integer().min(1).required(),
      }),
    )
    .required(),
  reportSections: yup.array(yup.string().oneOf([...REPORT_SECTIONS]).required()).min(1).required(),
  changeRules: yup
    .array(
      yup.object({
        id: yup.string().matches(/^[A-Za-z0-9_]+$/).required(),
        scale: yup.string().required(),
        threshold: yup.number().positive().required(),
        label: yup.string().required(),
        source: yup.string().required(),
      }),
    )
    .optional(),
  feedbackReport: feedbackReportSchema,
  itemsPerPage: yup.number().integer().min(1).max(50).optional(),
  sources: yup.array(yup.string().required()).required(),
  loinc: loincCodeSchema,
  // The catalogue block (business unit, delivery modes, marketing): productCatalogue.ts.
  ...productCatalogueSchemaFields,
  translations: productTranslationsSchema,
  testCases: productTestCasesSchema.optional(),
});

/**
 * What is wrong with a product's feedback report: scales, bands and percentile norms it names
 * must exist, every band of a listed scale needs its plain-language text (a reader must never
 * get a result without words), and percentile texts must start at 0 without repeats.
 * @returns one sentence per problem; empty when there is no feedback report or it is consistent.
 */
export function feedbackReportProblems(product: ProductDefinition): string[] {
  const feedback = product.feedbackReport;
  if (!feedback) return [];
  const problems: string[] = [];
  const scaleIds = new Set(product.scales.map((scale) => scale.id));
  const listed = new Set(feedback.scales.map((entry) => entry.scale));
  for (const entry of feedback.scales) if (!scaleIds.has(entry.scale)) problems.push(`feedback report names unknown scale ${entry.scale}`);
  for (const text of feedback.bandTexts) {
    if (!product.bands.some((band) => band.scale === text.scale && band.label === text.band)) {
      problems.push(`feedback report names unknown band ${text.band} of scale ${text.scale}`);
    }
  }
  for (const band of product.bands) {
    if (listed.has(band.scale) && !feedback.bandTexts.some((text) => text.scale === band.scale && text.band === band.label)) {
      problems.push(`feedback report has no text for band ${band.label} of scale ${band.scale}`);
    }
  }
  for (const scale of new Set(feedback.percentileTexts.map((text) => text.scale))) {
    const starts = feedback.percentileTexts.filter((text) => text.scale === scale).map((text) => text.atLeast);
    if (!product.norms.some((table) => table.scale === scale && table.method === 'percentileAnchors')) {
      problems.push(`feedback report has percentile texts for scale ${scale}, which has no percentile norms`);
    }
    if (!starts.includes(0)) problems.push(`feedback report percentile texts of scale ${scale} do not start at 0`);
    if (new Set(starts).size !== starts.length) problems.push(`feedback report percentile texts of scale ${scale} repeat a percentile`);
  }
  return problems;
}

/**
 * Validates unknown JSON as a product definition: its shape (yup) and its internal references.
 * @returns the definition, or an error `{ code: 'INVALID_PRODUCT', message }` naming the first problem.
 */
export function parseProductDefinition(json: unknown): Result<ProductDefinition> {
  let product: ProductDefinition;
  try {
    product = productDefinitionSchema.validateSync(json, { abortEarly: true, stripUnknown: false }) as ProductDefinition;
  } catch (error) {
    return fail({ code: 'INVALID_PRODUCT', message: error instanceof yup.ValidationError ? error.message : String(error) });
  }
  const problems = [...productReferenceProblems(product), ...feedbackReportProblems(product), ...translationProblems(product), ...itemLanguageProblems(product)];
  problems.push(...deliveryModeProblems(product));
  if (problems.length > 0) return fail({ code: 'INVALID_PRODUCT', message: `${product.id}: ${problems.join('; ')}` });
  return ok(product);
}
