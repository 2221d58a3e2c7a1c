/**
 * The permission matrix's case of assessment.exportExaminees: it needs EXAMINEE_VIEW, as the
 * examinee list does, so an account user may export and the back-office staff may not.
 */
import type { MatrixCase } from './permissionMatrixCases';

/** The cases, keyed by operation id. */
export const EXAMINEE_EXPORT_CASES: Readonly<Record<string, MatrixCase>> = {
  'assessment.exportExaminees': { deniedTo: 'backoffice', grantedTo: 'user', request: (world) => ({ query: { search: world.examinee.lastName } }) },
};
