/** Examinee calls of the assessment facade. */
import * as yup from 'yup';
import { isIsoDate } from '../../domain/dates';
import { type Examinee, type ExamineeInput, examineeInputSchema } from '../../domain/examinee';
import type { UnavailableReason } from '../../domain/formEligibility';
import { SUPPORTED_LOCALES } from '../../domain/locale';
import { PERMISSIONS } from '../../domain/permissions';
import type { ProductDefinition } from '../../domain/product/productDefinition';
import { defineOperation } from '../operation';
import { assessmentSummarySchema } from '../assessmentSchemas';
import { productProgressSchema } from '../progressSchemas';
import type { ProductProgress } from '../../domain/progress';
import { ageRangeSchema, pageSchemaOf } from '../responseSchemas';
import type { AssessmentSummary } from '../types';

const recordParams = yup.object({ examineeRecordId: yup.number().integer().positive().required() });

/**
 * An examinee record as answered: the input's fields, the record's id and account, and its times.
 * Typed by the domain's {@link Examinee}, so a field the domain adds cannot be left out of the answer.
 */
export const examineeRecordSchema: yup.ObjectSchema<Examinee> = examineeInputSchema.shape({
  id: yup.number().integer().required(),
  accountId: yup.number().integer().required(),
  createdAt: yup.string().required(),
  updatedAt: yup.string().required(),
});

/** Sort keys of the examinee list. */
export const EXAMINEE_SORTS = ['lastName', '-lastName', 'examineeId', '-examineeId', 'birthDate', '-birthDate', '-updatedAt'] as const;
/** One of {@link EXAMINEE_SORTS}; a leading `-` sorts descending. */
export type ExamineeSort = (typeof EXAMINEE_SORTS)[number];

/** yup schema of {@link ExamineeListQuery}. */
const examineeListQuerySchema = yup.object({
  search: yup.string().trim().max(100),
  sort: yup.string().oneOf([...EXAMINEE_SORTS]),
  page: yup.number().integer().min(1),
  pageSize: yup.number().integer().min(1).max(100),
});

/** Query of the examinee list: search, sort and page ({@link examineeListQuerySchema}). */
export type ExamineeListQuery = yup.InferType<typeof examineeListQuerySchema>;

/** A page of the account's examinees. */
const examineePageSchema = pageSchemaOf(examineeRecordSchema);

/** Examinees of the caller's account: search by name or id, sorted, paged. */
export const listExaminees = defineOperation<Record<string, never>, ExamineeListQuery, undefined, yup.InferType<typeof examineePageSchema>>({
  id: 'assessment.listExaminees',
  service: 'assessment',
  method: 'GET',
  path: '/examinees',
  summary: "Lists the account's examinees (search, sort, paging).",
  access: [PERMISSIONS.EXAMINEE_VIEW],
  query: examineeListQuerySchema,
  response: 'json',
  responseSchema: examineePageSchema,
  audit: { entity: 'examinee', id: null },
});

/** Creates an examinee. */
export const createExaminee = defineOperation<Record<string, never>, Record<string, never>, ExamineeInput, Examinee>({
  id: 'assessment.createExaminee',
  service: 'assessment',
  method: 'POST',
  path: '/examinees',
  summary: 'Creates an examinee record in the caller\'s account.',
  access: [PERMISSIONS.EXAMINEE_EDIT],
  body: examineeInputSchema,
  response: 'json',
  responseSchema: examineeRecordSchema,
  audit: { entity: 'examinee', id: { response: 'id' } },
  successStatus: 201,
});

/** One examinee. */
export const getExaminee = defineOperation<{ examineeRecordId: number }, Record<string, never>, undefined, Examinee>({
  id: 'assessment.getExaminee',
  service: 'assessment',
  method: 'GET',
  path: '/examinees/{examineeRecordId}',
  summary: 'One examinee record.',
  access: [PERMISSIONS.EXAMINEE_VIEW],
  params: recordParams,
  response: 'json',
  responseSchema: examineeRecordSchema,
  audit: { entity: 'examinee', id: { params: 'examineeRecordId' } },
});

/** Updates an examinee. */
export const updateExaminee = defineOperation<{ examineeRecordId: number }, Record<string, never>, ExamineeInput, Examinee>({
  id: 'assessment.updateExaminee',
  service: 'assessment',
  method: 'PUT',
  path: '/examinees/{examineeRecordId}',
  summary: 'Updates an examinee record.',
  access: [PERMISSIONS.EXAMINEE_EDIT],
  params: recordParams,
  body: examineeInputSchema,
  response: 'json',
  responseSchema: examineeRecordSchema,
  audit: { entity: 'examinee', id: { params: 'examineeRecordId' } },
});

/** yup schema of the examinee id check's query: the id, and the record being edited (which may keep its own id). */
const examineeIdUniqueQuerySchema = yup.object({
  examineeId: yup.string().trim().required('Enter an examinee id.'),
  excludeRecordId: yup.number().integer().positive(),
});

/** The answered shape of the examinee id check. */
const examineeIdUniqueSchema = yup.object({ unique: yup.boolean().required() });

/** Whether an examinee id is free within the caller's account. */
export const examineeIdUnique = defineOperation<
  Record<string, never>,
  yup.InferType<typeof examineeIdUniqueQuerySchema>,
  undefined,
  yup.InferType<typeof examineeIdUniqueSchema>
>({
  id: 'assessment.examineeIdUnique',
  service: 'assessment',
  method: 'GET',
  path: '/examinees/id-unique',
  summary: 'Whether an examinee id is free within the account (optionally ignoring one record being edited).',
  access: [PERMISSIONS.EXAMINEE_VIEW],
  query: examineeIdUniqueQuerySchema,
  response: 'json',
  responseSchema: examineeIdUniqueSchema,
  audit: { entity: 'examinee', id: null },
});

/** yup schema of {@link FormsQuery}. */
const formsQuerySchema = yup.object({
  /** The planned test date (today when absent): the age that decides is the age on it. */
  testDate: yup.string().test('iso-date', 'Enter a real date as YYYY-MM-DD.', (value) => !value || isIsoDate(value)),
  /** Offer only forms in this language (any language when absent). */
  language: yup.string().oneOf([...SUPPORTED_LOCALES], 'Choose a supported language.'),
});

/** Query of assessment.loadExamineeAndForms ({@link formsQuerySchema}). */
export type FormsQuery = yup.InferType<typeof formsQuerySchema>;

/** The answered shape of a {@link ProductSummary}. */
const productSummarySchema = yup.object({
  id: yup.string().required(),
  code: yup.string().required(),
  name: yup.string().defined(),
  audience: yup.string<ProductDefinition['audience']>().required(),
  itemCount: yup.number().integer().required(),
  ageRange: ageRangeSchema,
});

/** A product an examinee may take, as listed on the new-assessment screen ({@link productSummarySchema}). */
export type ProductSummary = yup.InferType<typeof productSummarySchema>;

/** The answered shape of an {@link UnavailableForm}. */
const unavailableFormSchema = yup.object({ form: productSummarySchema.required(), reasons: yup.array(yup.string<UnavailableReason>().required()).required() });

/** A form not offered to the examinee, and why (age on the test date, language; {@link unavailableFormSchema}). */
export type UnavailableForm = yup.InferType<typeof unavailableFormSchema>;

/** The answered shape of an {@link ExamineeAndForms}: the examinee record, the offered forms and the others with why. */
const examineeAndFormsSchema = yup.object({
  examinee: examineeRecordSchema.required(),
  /** The test date the forms were filtered for. */
  testDate: yup.string().required(),
  forms: yup.array(productSummarySchema).required(),
  unavailable: yup.array(unavailableFormSchema).required(),
});

/** An examinee with the forms they may take on the test date, and those they may not with the reasons ({@link examineeAndFormsSchema}). */
export type ExamineeAndForms = yup.InferType<typeof examineeAndFormsSchema>;

/** An examinee with the forms they may take. */
export const loadExamineeAndForms = defineOperation<{ examineeRecordId: number }, FormsQuery, undefined, ExamineeAndForms>({
  id: 'assessment.loadExamineeAndForms',
  service: 'assessment',
  method: 'GET',
  path: '/examinees/{examineeRecordId}/forms',
  summary: 'An examinee with the forms offered on the test date (age range, language) and the forms not offered, with why.',
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  params: recordParams,
  query: formsQuerySchema,
  response: 'json',
  responseSchema: examineeAndFormsSchema,
  audit: { entity: 'examinee', id: { params: 'examineeRecordId' } },
});

/** An examinee's assessments over time. */
export const examineeHistory = defineOperation<{ examineeRecordId: number }, Record<string, never>, undefined, AssessmentSummary[]>({
  id: 'assessment.examineeHistory',
  service: 'assessment',
  method: 'GET',
  path: '/examinees/{examineeRecordId}/history',
  summary: "An examinee's assessments, newest first.",
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  params: recordParams,
  response: 'json',
  responseSchema: yup.array(assessmentSummarySchema).required(),
  audit: { entity: 'examinee', id: { params: 'examineeRecordId' } },
});

/**
 * An examinee's progress per product with scored assessments: each headline scale's scores over
 * time (oldest first) with its bands, and the reliable change (Jacobson & Truax) between
 * consecutive administrations and from the first to the last. Products in catalogue order.
 */
export const examineeProgress = defineOperation<{ examineeRecordId: number }, Record<string, never>, undefined, ProductProgress[]>({
  id: 'assessment.examineeProgress',
  service: 'assessment',
  method: 'GET',
  path: '/examinees/{examineeRecordId}/progress',
  summary: "An examinee's scores over time per product, with bands and reliable change.",
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  params: recordParams,
  response: 'json',
  responseSchema: yup.array(productProgressSchema).required(),
  audit: { entity: 'examinee', id: { params: 'examineeRecordId' } },
});

export { SCREENS } from './examineeScreens';
