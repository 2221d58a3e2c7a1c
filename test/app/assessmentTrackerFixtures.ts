/** Answers of the assessment tracker's calls for the SPA's tests. */
import type { AssessmentTracker, TrackerMatch } from '../../src/contract/services/assessmentTracker';

export const TRACKER_REASON = 'Ticket 4711: the clinic asks about a submitted questionnaire.';
export const REVEAL_REASON = 'Ticket 4711: the clinic needs the examinee confirmed by name.';

/** A PHQ-9 of the demo clinic answered remotely and scored, with a link that can still be expired. */
export const TRACKER: AssessmentTracker = {
  accountId: 2,
  accountName: 'Demo Clinic',
  assessment: {
    id: 42,
    examineeRecordId: 7,
    productId: 'phq9',
    productName: 'PHQ-9',
    productVersion: 1,
    status: 'scored',
    administrationDate: '2026-11-02',
    sessionId: null,
    version: 11,
    createdAt: '2026-11-02T09:00:00.000Z',
    scoredAt: '2026-11-02T09:05:00.000Z',
    deletedAt: null,
    verifiedAt: null,
  },
  links: [{ id: 5, kind: 'remote', state: 'completed', createdAt: '2026-11-02T09:01:00.000Z', expiresAt: '2026-11-09T22:59:59.999Z', openedAt: '2026-11-02T09:02:00.000Z', completedAt: '2026-11-02T09:05:00.000Z', canExpire: false }],
  emails: [{ id: 9, linkId: 5, state: 'failed', attempts: 1, lastError: '550 mailbox unavailable', sentAt: null, deliveryResolvedAt: null, canResolve: true }],
  timeline: [
    { at: '2026-11-02T09:00:00.000Z', kind: 'created', subject: 'assessment', subjectId: 42, actor: 'Dr. Emma Examiner', detail: null, reason: null },
    { at: '2026-11-02T09:01:00.000Z', kind: 'linkCreated', subject: 'remoteLink', subjectId: 5, actor: 'Dr. Emma Examiner', detail: null, reason: null },
    { at: '2026-11-02T09:05:00.000Z', kind: 'submitted', subject: 'assessment', subjectId: 42, actor: null, detail: null, reason: null },
    { at: '2026-11-02T09:05:00.000Z', kind: 'scored', subject: 'assessment', subjectId: 42, actor: null, detail: null, reason: null },
    { at: '2026-11-02T09:06:00.000Z', kind: 'reportGenerated', subject: 'report', subjectId: 3, actor: 'Dr. Emma Examiner', detail: 'score', reason: null },
  ],
  reopenRefusal: null,
};

/** The same tracker with what a stated reason reveals. */
export const REVEALED: AssessmentTracker = {
  ...TRACKER,
  revealed: { firstName: 'Tamsin', lastName: 'Trackwell', examineeId: 'TT-0042', birthDate: '1987-03-14', responses: { phq9_1: 2 }, recipients: [{ messageId: 9, address: 'tamsin@example.org' }] },
  timeline: [...TRACKER.timeline, { at: '2026-11-26T10:00:00.000Z', kind: 'revealed', subject: 'assessment', subjectId: 42, actor: 'Bob Backoffice', detail: null, reason: REVEAL_REASON }],
};

/** The assessment as a lookup lists it. */
export const MATCH: TrackerMatch = {
  accountId: 2,
  accountName: 'Demo Clinic',
  assessmentId: 42,
  productId: 'phq9',
  productName: 'PHQ-9',
  status: 'scored',
  administrationDate: '2026-11-02',
  createdAt: '2026-11-02T09:00:00.000Z',
  deleted: false,
};
