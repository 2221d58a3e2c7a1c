/**
 * Assessments: one administration of a product to an examinee.
 */
import * as yup from 'yup';
import { isIsoDate, type IsoDate } from './dates';
import { essayResponseKey, type ItemDefinition, type ProductDefinition } from './product/productDefinition';
import { isAnswered, isValidKeyedResponse, responseKeys } from './scoring/itemValues';
import type { Responses, ScoreResult } from './scoring/scoreTypes';
import { withSkippedItems } from './scoring/skipRules';

/**
 * The life of an assessment: `draft` (created, nothing entered), `inProgress` (some responses),
 * `complete` (all responses entered, not yet scored), `scored` (a score of record exists).
 */
export const ASSESSMENT_STATUSES = ['draft', 'inProgress', 'complete', 'scored'] as const;
/** One value of {@link ASSESSMENT_STATUSES}. */
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];

/** School seasons of norm tables (fall, winter, spring benchmark windows). */
export const SEASONS = ['fall', 'winter', 'spring'] as const;
/** One value of {@link SEASONS}. */
export type Season = (typeof SEASONS)[number];

/** The lowest and highest school grade an administration may name (0: kindergarten). */
export const GRADE_RANGE = { min: 0, max: 12 } as const;

/**
 * Facts of one administration that scoring and norms need beyond the examinee's record: the
 * student's grade and the season of testing (education norms), and the comparison group (norm
 * table) the examiner chose. Every field is optional: a product names the ones it needs.
 */
export interface AdministrationDetails {
  /** School grade, 0 (kindergarten) to 12. */
  grade?: number;
  season?: Season;
  /** The id of one of the product's comparison groups; the product's default when absent. */
  comparisonGroupId?: string;
}

/** A stored assessment. */
export interface Assessment {
  id: number;
  accountId: number;
  /** The platform id of the examinee record. */
  examineeRecordId: number;
  productId: string;
  administrationDate: IsoDate;
  /** The user id of the examiner. */
  examinerId: number;
  status: AssessmentStatus;
  responses: Responses;
  /** Grade, season and comparison group of this administration (`{}` when none was set). */
  administration: AdministrationDetails;
  /** The score of record, present when `status` is `scored`. */
  score: ScoreResult | null;
  scoredAt: string | null;
  /** Increases with every save; a save naming an older version is rejected (no lost update). */
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** The date context of assessment schemas: pass `{ context: { today } }` to reject future dates. */
export interface TodayContext {
  today?: IsoDate;
}

/** yup schema of an administration date: a real date, not in the future (see {@link TodayContext}). */
export const administrationDateSchema = yup
  .string()
  .required('Enter the administration date.')
  .test('iso-date', 'Enter a real date as YYYY-MM-DD.', (value) => !value || isIsoDate(value))
  .test('not-future', 'The administration date cannot be in the future.', function notFuture(value) {
    const today = (this.options.context as TodayContext | undefined)?.today;
    return !value || !today || value <= today;
  });

/**
 * yup schema of {@link AdministrationDetails}; optional in create and save bodies (absent means
 * `{}`). Whether the product needs grade and season is a scoring matter (ADMINISTRATION_MISSING).
 */
export const administrationSchema = yup
  .object({
    grade: yup.number().integer('Choose a grade from 0 to 12.').min(GRADE_RANGE.min, 'Choose a grade from 0 to 12.').max(GRADE_RANGE.max, 'Choose a grade from 0 to 12.'),
    season: yup.mixed<Season>().oneOf([...SEASONS], 'Choose fall, winter or spring.'),
    comparisonGroupId: yup.string().matches(/^[a-z0-9_]+$/, 'Choose a comparison group of the product.'),
  })
  .default(undefined)
  // Already optional (yup's default); stated so its inferred type says the field may be absent.
  .optional();

/** yup schema of a new assessment. */
export const assessmentCreateSchema = yup.object({
  examineeRecordId: yup.number().integer().positive().required('Choose an examinee.'),
  productId: yup.string().required('Choose a product.'),
  administrationDate: administrationDateSchema,
  examinerId: yup.number().integer().positive().required('Choose an examiner.'),
  /** Grade, season and comparison group; `{}` when absent. */
  administration: administrationSchema,
});

/** Responses as sent: item id to option value or `null` (its test checks what its type says). */
export const responsesSchema: yup.ObjectSchema<Responses> = yup
  .object()
  .test('responses', 'Responses must map item ids to numbers or null.', (value) =>
    Object.values(value ?? {}).every((v) => v === null || (typeof v === 'number' && Number.isFinite(v))),
  );

/** yup schema of a save: responses, administration details and the status asked for. */
export const assessmentSaveSchema = yup.object({
  /** The version the client last read; a save of an older version answers 409. */
  version: yup.number().integer().min(1).required(),
  responses: responsesSchema.required(),
  administrationDate: administrationDateSchema,
  examinerId: yup.number().integer().positive().required('Choose an examiner.'),
  /** Grade, season and comparison group; the stored ones are kept when absent. */
  administration: administrationSchema,
  /** `scored` asks the server to score; it answers 400 when the responses are not scorable. */
  status: yup.mixed<AssessmentStatus>().oneOf([...ASSESSMENT_STATUSES]).required(),
});

/** A field-level problem, named by its path (`responses.phq9_3`). */
export interface FieldError {
  field: string;
  message: string;
}

/** What an item (or an essay criterion under `key`) accepts, in words: "0, 1, 2, 3", "a whole number from 0 to 400". */
function allowedValues(item: ItemDefinition, key: string): string {
  if (item.type === 'choice') return item.options.map((option) => option.value).join(', ');
  if (item.type === 'numeric') return `a whole number from ${item.min} to ${item.max}`;
  const criterion = item.rubric.find((candidate) => essayResponseKey(item.id, candidate.id) === key);
  return (criterion?.levels ?? []).map((level) => level.value).join(', ');
}

/**
 * Checks responses against the product: every key must be an item of it (or an essay's
 * `<itemId>.<criterionId>`) and every value one the item takes: an option value, a whole number
 * within a numeric item's range, a rubric level.
 * @returns one error per bad response, named `responses.<itemId>`; empty when all are valid.
 */
export function responseErrors(product: ProductDefinition, responses: Responses): FieldError[] {
  const items = responseKeys(product.items);
  const errors: FieldError[] = [];
  for (const [id, value] of Object.entries(responses)) {
    const item = items.get(id);
    if (!item) errors.push({ field: `responses.${id}`, message: `${id} is not an item of ${product.code}.` });
    else if (value !== null && !isValidKeyedResponse(item, id, value)) {
      errors.push({ field: `responses.${id}`, message: `Item ${item.number} takes ${allowedValues(item, id)}; ${value} is not one of them.` });
    }
  }
  return errors;
}

/**
 * The status that responses put an assessment in when it is saved without scoring.
 * @returns `draft` with no responses, `complete` when every non-optional item is answered (or skipped by its skip rule), else `inProgress`.
 */
export function statusForResponses(product: ProductDefinition, responses: Responses): AssessmentStatus {
  if (!Object.values(responses).some((value) => typeof value === 'number')) return 'draft';
  const read = withSkippedItems(product, responses);
  const required = product.items.filter((item) => !item.optional);
  return required.every((item) => isAnswered(item, read)) ? 'complete' : 'inProgress';
}
