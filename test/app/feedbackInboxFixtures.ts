/** Records the feedback inbox's SPA tests answer from their fake API. */
import type { FeedbackItem, InboxFeedback } from '../../src/contract/services/feedbackInbox';

/** The reason the tests state. */
export const INBOX_REASON = 'Ticket 4711: answering the clinic’s feedback.';

/** A new piece of feedback of the demo clinic, as the inbox lists it. */
export const INBOX_FEEDBACK: InboxFeedback = {
  id: 41,
  accountId: 2,
  accountName: 'Demo Clinic',
  category: 'problem',
  screen: '/assessments/40',
  message: 'The score table is hard to read on a tablet.',
  rating: 2,
  mayContact: true,
  senderName: 'Dr. Emma Examiner',
  senderUserName: 'examiner',
  status: 'new',
  assignee: null,
  createdAt: '2026-11-25T09:30:00.000Z',
  updatedAt: '2026-11-25T09:30:00.000Z',
};

/** The same feedback as its screen shows it. */
export const FEEDBACK_ITEM: FeedbackItem = { ...INBOX_FEEDBACK, userAgent: 'Mozilla/5.0 (iPad)', senderHasEmail: true, actions: ['assign', 'close'], answers: [] };

/** The staff who may be assigned. */
export const STAFF_MEMBERS = [
  { id: 7, name: 'Bob Backoffice' },
  { id: 8, name: 'Sue Support' },
];
