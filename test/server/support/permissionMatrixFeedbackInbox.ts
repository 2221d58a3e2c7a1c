/**
 * The permission matrix's cases of the back office's feedback inbox: every operation needs
 * FEEDBACK_MANAGE, which only the back-office role holds (the account administrator and the
 * data-retention staff are refused), and the back-office staff member succeeds, stating the
 * matrix's reason where one is asked for.
 */
import type { MatrixCase } from './permissionMatrixCases';
import { MATRIX_STAFF_REASON } from './permissionMatrixWorld';

const reason = { reason: MATRIX_STAFF_REASON };
const staffCase = (request: MatrixCase['request'], deniedTo: MatrixCase['deniedTo'] = 'admin'): MatrixCase => ({ deniedTo, grantedTo: 'backoffice', request });

/** The cases, keyed by operation id. */
export const FEEDBACK_INBOX_CASES: Readonly<Record<string, MatrixCase>> = {
  'backOffice.feedbackInbox': staffCase(() => ({ query: { ...reason, status: 'new', pageSize: 5 } })),
  'backOffice.feedbackStaff': staffCase(() => ({}), 'retention'),
  'backOffice.feedbackItem': staffCase(async (world) => ({ params: { accountId: world.demoClinicId, feedbackId: await world.feedbackInbox.newFeedbackId('new') }, query: reason })),
  'backOffice.assignFeedback': staffCase(async (world) => ({
    params: { accountId: world.demoClinicId, feedbackId: await world.feedbackInbox.newFeedbackId('new') },
    body: { assigneeId: world.feedbackInbox.staffId, ...reason },
  })),
  'backOffice.answerFeedback': staffCase(async (world) => ({
    params: { accountId: world.demoClinicId, feedbackId: await world.feedbackInbox.newFeedbackId('assigned') },
    body: { message: 'Thank you: the button is clearer in the next release.', ...reason },
  })),
  'backOffice.closeFeedback': staffCase(async (world) => ({ params: { accountId: world.demoClinicId, feedbackId: await world.feedbackInbox.newFeedbackId('assigned') }, body: reason }), 'retention'),
  'backOffice.reopenFeedback': staffCase(async (world) => ({ params: { accountId: world.demoClinicId, feedbackId: await world.feedbackInbox.newFeedbackId('closed') }, body: reason })),
};
