/**
 * The permission matrix's cases of the back office's assessment tracker: every one needs
 * ASSESSMENT_TRACKER_VIEW, which no customer role holds (the account administrator is refused),
 * and the back-office staff member succeeds, stating the matrix's reason.
 */
import type { MatrixCase } from './permissionMatrixCases';
import { MATRIX_STAFF_REASON } from './permissionMatrixWorld';

const reason = { reason: MATRIX_STAFF_REASON };
const staffCase = (request: MatrixCase['request']): MatrixCase => ({ deniedTo: 'admin', grantedTo: 'backoffice', request });

/** The cases, keyed by operation id. */
export const TRACKER_CASES: Readonly<Record<string, MatrixCase>> = {
  'backOffice.trackerByAssessmentId': staffCase((world) => ({ params: { assessmentId: world.scored.id }, query: reason })),
  'backOffice.trackerBySession': staffCase((world) => ({ params: { sessionId: world.sessionId }, query: { ...reason, kind: 'administration' } })),
  'backOffice.trackerByExaminee': staffCase((world) => ({ params: { accountId: world.demoClinicId }, query: { ...reason, examineeId: world.examinee.examineeId } })),
  'backOffice.trackerStatusUpdate': staffCase(async (world) => {
    const { assessmentId, linkId } = await world.newLinkedDraft();
    return { params: { accountId: world.demoClinicId, assessmentId }, body: { ...reason, action: 'expireLink', linkId } };
  }),
};
