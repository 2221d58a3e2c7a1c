/**
 * A product's own test cases (issue #17, "Product configuration"): typed responses and
 * demographics with the scores, bands and flags the instrument's manual says they give. A draft
 * is published only when every one of its test cases passes, so a change to keys, scales, bands,
 * flags or norms that alters a published result is caught before any examinee is scored with it.
 * The expectations are written by hand from the instrument's published rules, never copied from
 * what the scorer answers.
 */
import * as yup from 'yup';
import { administrationSchema } from '../assessment';
import { isIsoDate } from '../dates';
import { SEXES } from '../examinee';
import { scoreAssessment } from '../scoring/scoreAssessment';
import type { Responses, ScoreResult, ScoringContext } from '../scoring/scoreTypes';
import type { ProductDefinition } from './productDefinition';

/** What a test case expects of one scale. */
export interface ExpectedScale {
  /** The scale's id. */
  scale: string;
  /** The raw score (after reverse keys, proration and multiplier); `null` when no score is expected. */
  raw: number | null;
  /** Whether the scale is a score of record. */
  scorable: boolean;
  /** The interpretive band's label, `null` for none; absent: not checked. */
  band?: string | null;
  /** The percentile band's label of the derived score ("50th-74th"), `null` for none; absent: not checked. */
  percentileBand?: string | null;
  /** The T-score of the derived score, `null` for none; absent: not checked. */
  tScore?: number | null;
}

/** One test case of a product: a scoring context and responses with what they must give. */
export interface ProductTestCase {
  /** Stable id within the product (letters, digits, `_`, `-`). */
  id: string;
  /** What the case shows, in words ("All items at 'several days': mild"). */
  name: string;
  responses: Responses;
  context: ScoringContext;
  expected: {
    /** Whether the whole result may be recorded. */
    scorable: boolean;
    /** The scales checked; a scale not listed is not checked. */
    scales: ExpectedScale[];
    /** The ids of every flag raised, exactly (order does not matter). */
    flags: string[];
  };
}

/** One difference between a test case's expectation and the score. */
export interface TestCaseMismatch {
  /** What differs: `scorable`, `scales.<id>.raw`, `flags`... */
  field: string;
  expected: string;
  actual: string;
}

/** The outcome of one test case. */
export interface TestCaseResult {
  testCaseId: string;
  name: string;
  passed: boolean;
  mismatches: TestCaseMismatch[];
}

const nullableNumber = () =>
  yup
    .number()
    .nullable()
    .defined()
    .transform((value: unknown, original: unknown) => (original === null ? null : value));

const expectedScaleSchema = yup.object({
  scale: yup.string().required('Name the scale.'),
  raw: nullableNumber(),
  scorable: yup.boolean().required('Say whether the scale is scorable.'),
  band: yup.string().nullable().optional(),
  percentileBand: yup.string().nullable().optional(),
  tScore: yup.number().nullable().optional(),
});

/** yup schema of one {@link ProductTestCase}. */
export const productTestCaseSchema = yup.object({
  id: yup
    .string()
    .required('Give the test case an id.')
    .matches(/^[A-Za-z0-9_-]{1,60}$/, 'A test case id is 1 to 60 letters, digits, _ or -.'),
  name: yup.string().trim().required('Say what the test case shows.').max(200, 'Keep the name to 200 characters.'),
  responses: yup
    .object()
    .required()
    .test('responses', 'Each response is a number or null.', (value) =>
      Object.values(value as Record<string, unknown>).every((v) => v === null || (typeof v === 'number' && Number.isFinite(v))),
    ),
  context: yup
    .object({
      demographics: yup
        .object({
          birthDate: yup
            .string()
            .nullable()
            .defined()
            .test('iso', 'Use a date as YYYY-MM-DD.', (v) => v === null || isIsoDate(v)),
          sex: yup.string().oneOf([...SEXES]).nullable().defined(),
        })
        .required(),
      administration: administrationSchema,
      testDate: yup
        .string()
        .required('Give the test date.')
        .test('iso', 'Use a date as YYYY-MM-DD.', (v) => isIsoDate(v)),
    })
    .required(),
  expected: yup
    .object({
      scorable: yup.boolean().required(),
      scales: yup.array(expectedScaleSchema).required(),
      flags: yup.array(yup.string().required()).required(),
    })
    .required(),
});

/** yup schema of a product's test cases: ids unique. */
export const productTestCasesSchema = yup
  .array(productTestCaseSchema)
  .test('unique-ids', 'Each test case needs its own id.', (cases) => new Set((cases ?? []).map((c) => c.id)).size === (cases ?? []).length);

const shown = (value: unknown): string => (value === undefined ? '(none)' : JSON.stringify(value));

/** The differences between what `testCase` expects and `result`; empty when it passes. */
export function testCaseMismatches(testCase: ProductTestCase, result: ScoreResult): TestCaseMismatch[] {
  const mismatches: TestCaseMismatch[] = [];
  const differ = (field: string, expected: unknown, actual: unknown) => {
    if (JSON.stringify(expected) !== JSON.stringify(actual)) mismatches.push({ field, expected: shown(expected), actual: shown(actual) });
  };
  differ('scorable', testCase.expected.scorable, result.scorable);
  for (const expected of testCase.expected.scales) {
    const scale = result.scales.find((s) => s.scaleId === expected.scale);
    if (!scale) {
      mismatches.push({ field: `scales.${expected.scale}`, expected: 'a scale', actual: '(no such scale)' });
      continue;
    }
    differ(`scales.${expected.scale}.raw`, expected.raw, scale.raw);
    differ(`scales.${expected.scale}.scorable`, expected.scorable, scale.scorable);
    if (expected.band !== undefined) differ(`scales.${expected.scale}.band`, expected.band, scale.band?.label ?? null);
    if (expected.percentileBand !== undefined) differ(`scales.${expected.scale}.percentileBand`, expected.percentileBand, scale.derived?.percentileBand ?? null);
    if (expected.tScore !== undefined) differ(`scales.${expected.scale}.tScore`, expected.tScore, scale.derived?.tScore ?? null);
  }
  differ('flags', [...testCase.expected.flags].sort(), result.flags.map((flag) => flag.id).sort());
  return mismatches;
}

/**
 * Scores every test case of `product` with `product` itself.
 * @returns one result per test case, in their order; `[]` when the product has none.
 */
export function runProductTestCases(product: ProductDefinition): TestCaseResult[] {
  return (product.testCases ?? []).map((testCase) => {
    const mismatches = testCaseMismatches(testCase, scoreAssessment(product, testCase.responses, testCase.context));
    return { testCaseId: testCase.id, name: testCase.name, passed: mismatches.length === 0, mismatches };
  });
}
