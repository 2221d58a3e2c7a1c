/**
 * The permission matrix's cases of the CSV exports: assessment.exportExaminees needs EXAMINEE_VIEW,
 * as the examinee list does, and assessment.exportAssessmentsCsv ASSESSMENT_VIEW, as the assessment
 * list does, so an account user may export and the back-office staff may not.
 */
import type { MatrixCase } from './permissionMatrixCases';

/** The cases, keyed by operation id. */
export const EXAMINEE_EXPORT_CASES: Readonly<Record<string, MatrixCase>> = {
  'assessment.exportExaminees': { deniedTo: 'backoffice', grantedTo: 'user', request: (world) => ({ query: { search: world.examinee.lastName } }) },
  // The research CSV of the assessment list needs ASSESSMENT_VIEW, as the list does.
  'assessment.exportAssessmentsCsv': { deniedTo: 'backoffice', grantedTo: 'user', request: (world) => ({ query: { search: world.examinee.lastName } }) },
};
