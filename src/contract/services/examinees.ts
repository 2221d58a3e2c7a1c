/** Examinee calls of the assessment facade. */
import * as yup from 'yup';
import { type Examinee, type ExamineeInput, examineeInputSchema } from '../../domain/examinee';
import { PERMISSIONS } from '../../domain/permissions';
import { defineOperation } from '../operation';
import type { AssessmentSummary, Page, ProductSummary } from '../types';

const recordParams = yup.object({ examineeRecordId: yup.number().integer().positive().required() });

/** Sort keys of the examinee list. */
export const EXAMINEE_SORTS = ['lastName', '-lastName', 'examineeId', '-examineeId', 'birthDate', '-birthDate', '-updatedAt'] as const;
/** One of {@link EXAMINEE_SORTS}; a leading `-` sorts descending. */
export type ExamineeSort = (typeof EXAMINEE_SORTS)[number];

/** Query of the examinee list. */
export interface ExamineeListQuery {
  search?: string;
  sort?: ExamineeSort;
  page?: number;
  pageSize?: number;
}

/** Examinees of the caller's account: search by name or id, sorted, paged. */
export const listExaminees = defineOperation<Record<string, never>, ExamineeListQuery, undefined, Page<Examinee>>({
  id: 'assessment.listExaminees',
  service: 'assessment',
  method: 'GET',
  path: '/examinees',
  summary: "Lists the account's examinees (search, sort, paging).",
  access: [PERMISSIONS.EXAMINEE_VIEW],
  query: yup.object({
    search: yup.string().trim().max(100),
    sort: yup.string().oneOf([...EXAMINEE_SORTS]),
    page: yup.number().integer().min(1),
    pageSize: yup.number().integer().min(1).max(100),
  }),
  response: 'json',
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
});

/** Whether an examinee id is free within the caller's account. */
export const examineeIdUnique = defineOperation<
  Record<string, never>,
  { examineeId: string; excludeRecordId?: number },
  undefined,
  { unique: boolean }
>({
  id: 'assessment.examineeIdUnique',
  service: 'assessment',
  method: 'GET',
  path: '/examinees/id-unique',
  summary: 'Whether an examinee id is free within the account (optionally ignoring one record being edited).',
  access: [PERMISSIONS.EXAMINEE_VIEW],
  query: yup.object({
    examineeId: yup.string().trim().required('Enter an examinee id.'),
    excludeRecordId: yup.number().integer().positive(),
  }),
  response: 'json',
});

/** An examinee with the forms they may take. */
export const loadExamineeAndForms = defineOperation<
  { examineeRecordId: number },
  Record<string, never>,
  undefined,
  { examinee: Examinee; forms: ProductSummary[] }
>({
  id: 'assessment.loadExamineeAndForms',
  service: 'assessment',
  method: 'GET',
  path: '/examinees/{examineeRecordId}/forms',
  summary: 'An examinee with the forms (products) that may be administered to them.',
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  params: recordParams,
  response: 'json',
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
});
