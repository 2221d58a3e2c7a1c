/**
 * The account's assessment list and the selection of many assessments that batch and group
 * reports take (one filter schema for both, so "all of a filtered list" means the same thing).
 */
import * as yup from 'yup';
import { ASSESSMENT_STATUSES } from '../../domain/assessment';
import { isIsoDate } from '../../domain/dates';
import { PERMISSIONS } from '../../domain/permissions';
import { defineOperation } from '../operation';
import { assessmentListPageSchema } from '../reportSchemas';
import type { AssessmentListPage, AssessmentSelection } from '../reportTypes';
import type { Agreed, Same } from '../schemaAgreement';

/** The most assessments one batch or group report covers. */
export const MAX_SELECTION = 1000;

const isoDate = () =>
  yup
    .string()
    .optional()
    .test('iso-date', 'Enter a real date as YYYY-MM-DD.', (value) => value === undefined || isIsoDate(value));

/** yup schema of {@link AssessmentFilter}: filters of the account's assessment list; every field narrows. */
export const assessmentFilterSchema = yup.object({
  productId: yup.string().trim().max(64).optional(),
  status: yup.string().oneOf([...ASSESSMENT_STATUSES]).optional(),
  examinerId: yup.number().integer().positive().optional(),
  /** Administration dates from and to, inclusive. */
  administeredFrom: isoDate(),
  administeredTo: isoDate().test('after-from', 'The end date cannot be before the start date.', function afterFrom(value) {
    const from = (this.parent as { administeredFrom?: string }).administeredFrom;
    return !value || !from || value >= from;
  }),
  /** Text in the examinee's name, examinee id or custom fields (a class, a school). */
  search: yup.string().trim().max(100).optional(),
});

/** Filters of the account's assessment list; every field narrows ({@link assessmentFilterSchema}). */
export type AssessmentFilter = yup.InferType<typeof assessmentFilterSchema>;

const ids = (label: string) =>
  yup
    .array(yup.number().integer().positive().required())
    .min(1, `Select at least one ${label}.`)
    .max(MAX_SELECTION, `Select at most ${MAX_SELECTION} ${label}s.`)
    .required();

/**
 * yup schema of {@link AssessmentSelection}: the fields of each `kind` are picked with `when`,
 * which yup cannot infer as the union the type is; the discriminant is checked to agree.
 */
export const assessmentSelectionSchema = yup
  .object({
    kind: yup.string().oneOf(['assessments', 'filter', 'examinees']).required('Choose what to include.'),
    assessmentIds: yup.array().when('kind', { is: 'assessments', then: () => ids('assessment'), otherwise: (schema) => schema.strip() }),
    examineeRecordIds: yup.array().when('kind', { is: 'examinees', then: () => ids('examinee'), otherwise: (schema) => schema.strip() }),
    filter: yup.object().when('kind', { is: 'filter', then: () => assessmentFilterSchema.required(), otherwise: (schema) => schema.strip() }),
  })
  .required('Choose what to include.');

/** The kinds of a selection are those of {@link AssessmentSelection} (checked when compiling). */
type _SelectionKindsAgree = Agreed<Same<yup.InferType<typeof assessmentSelectionSchema>['kind'], AssessmentSelection['kind']>>;

/** Sort keys of the assessment list. */
export const ASSESSMENT_SORTS = ['-administrationDate', 'administrationDate', 'examineeName', '-examineeName', '-updatedAt'] as const;
/** One of {@link ASSESSMENT_SORTS}; a leading `-` sorts descending. */
export type AssessmentSort = (typeof ASSESSMENT_SORTS)[number];

/** yup schema of {@link AssessmentListQuery}: the filters, the sort and the page. */
const assessmentListQuerySchema = assessmentFilterSchema.shape({
  sort: yup.string().oneOf([...ASSESSMENT_SORTS]).optional(),
  page: yup.number().integer().min(1).optional(),
  pageSize: yup.number().integer().min(1).max(100).optional(),
});

/** Query of the assessment list ({@link assessmentListQuerySchema}). */
export type AssessmentListQuery = yup.InferType<typeof assessmentListQuerySchema>;

/** The account's assessments (not deleted), filtered, sorted and paged. */
export const searchAssessments = defineOperation<Record<string, never>, AssessmentListQuery, undefined, AssessmentListPage>({
  id: 'assessment.searchAssessments',
  service: 'assessment',
  method: 'GET',
  path: '/assessments',
  summary: "Lists the account's assessments: filter by form, status, examiner, dates and examinee text; sorted and paged; with the forms the account has assessments of.",
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  query: assessmentListQuerySchema,
  response: 'json',
  responseSchema: assessmentListPageSchema,
  audit: { entity: 'assessment', id: null },
});

/** Which assessments a batch or group report covers (reportTypes.ts). */
export type { AssessmentSelection };

export { SCREENS } from './assessmentSelectionScreens';
