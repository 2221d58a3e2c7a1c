/**
 * The back office's feedback inbox (issue #17): list the feedback of every account, read one with
 * its thread, assign it, answer it, close and reopen it. Feedback is its sender's account's data:
 * every step into it goes through the staff member's audited cross-account access with their
 * stated reason. The status rules are the domain's (domain/feedbackInbox.ts). An answer is
 * written to the thread and, in the same transaction, delivered: a notification to the sender
 * (with the answer) and, when the sender has an address, an e-mail queued with its delivery job,
 * so an answer that committed is never without either.
 */
import type {
  AnswerFeedbackBody,
  AssignFeedbackBody,
  FeedbackItem,
  FeedbackReasonBody,
  FeedbackStaffMember,
  InboxPage,
  InboxQuery,
} from '../../../contract/services/feedbackInbox';
import { type FeedbackAction, type FeedbackStatus, feedbackStatusAfter } from '../../../domain/feedbackInbox';
import { licenseDay } from '../../../domain/licensing';
import { localeForLanguage } from '../../../domain/locale';
import { PERMISSIONS, ROLE_PERMISSIONS, ROLES } from '../../../domain/permissions';
import { personName } from '../../auth/principal';
import { searchFeedback } from '../../db/platform/feedbackSearch';
import type { Repositories } from '../../db/repositories';
import type { FeedbackRow } from '../../db/repositories/feedbackInbox';
import type { SignedInCall, StaffCall } from '../../http/operationHandler';
import { HttpProblem, invalidField, notFound } from '../../http/problems';
import { EMAIL_DELIVERY_QUEUE, deliveryJob, deliveryRetry } from '../email/deliveryJob';
import { notifyFeedbackAnswered } from '../notifications/producers';
import { ANSWER_MAIL_TEXT } from './answerMailText';
import { toFeedbackItem, toInboxFeedback } from './views';

/** Pieces of feedback per page when the query names no size. */
export const DEFAULT_INBOX_PAGE_SIZE = 25;

/** The roles whose users may be assigned feedback: those that hold the inbox's permission. */
const INBOX_ROLES = ROLES.filter((role) => ROLE_PERMISSIONS[role].includes(PERMISSIONS.FEEDBACK_MANAGE));

const feedbackMissing = () => notFound('The feedback');

/** backOffice.feedbackInbox: a page of the feedback of every account, newest first. */
export async function findFeedback(call: StaffCall, query: InboxQuery): Promise<InboxPage> {
  const all = await call.crossAccount.allAccounts(query.reason);
  const page = await searchFeedback(
    all,
    { status: query.status, assigneeId: query.assigneeId, category: query.category, account: query.account },
    query.page ?? 1,
    query.pageSize ?? DEFAULT_INBOX_PAGE_SIZE,
  );
  return { ...page, items: page.items.map(toInboxFeedback) };
}

/** backOffice.feedbackStaff: the operator's staff who may be assigned feedback (the caller's own account). */
export async function feedbackStaff(call: SignedInCall): Promise<FeedbackStaffMember[]> {
  const members = await call.repos.feedbackInbox.staffMembers(INBOX_ROLES);
  return members.map((member) => ({ id: member.id, name: personName(member) }));
}

/** The detail of feedback `feedbackId` of the entered account, as it is now in the transaction. */
async function itemOf(repos: Repositories, feedbackId: number): Promise<FeedbackItem> {
  const row = await repos.feedbackInbox.item(feedbackId);
  if (!row) throw feedbackMissing();
  const contact = await repos.feedbackInbox.senderContact(await senderId(repos, feedbackId));
  return toFeedbackItem(row, await repos.feedbackInbox.answers(feedbackId), (contact?.email ?? '') !== '');
}

async function senderId(repos: Repositories, feedbackId: number): Promise<number> {
  const id = await repos.feedbackInbox.senderOf(feedbackId);
  if (id === null) throw feedbackMissing();
  return id;
}

/** backOffice.feedbackItem: one piece of feedback with its thread. @throws HttpProblem notFound. */
export async function readFeedback(call: StaffCall, accountId: number, feedbackId: number, reason: string): Promise<FeedbackItem> {
  return itemOf(await call.crossAccount.account(accountId, reason), feedbackId);
}

/** The feedback locked for a change. @throws HttpProblem notFound. */
async function locked(repos: Repositories, feedbackId: number): Promise<FeedbackRow> {
  const row = await repos.feedbackInbox.item(feedbackId, { forUpdate: true });
  if (!row) throw feedbackMissing();
  return row;
}

/** The status after `action`. @throws HttpProblem conflict when the domain refuses it. */
function statusAfter(row: FeedbackRow, action: FeedbackAction): FeedbackStatus {
  const next = feedbackStatusAfter({ status: row.status, assigned: row.assigneeId !== null }, action);
  if (!next.ok) throw new HttpProblem('conflict', next.error.message);
  return next.value;
}

/**
 * backOffice.assignFeedback: gives feedback to a staff member who holds the inbox's permission.
 * @throws HttpProblem notFound; validation for someone who may not be assigned; conflict when closed.
 */
export async function assignFeedback(call: StaffCall, accountId: number, feedbackId: number, body: AssignFeedbackBody): Promise<FeedbackItem> {
  // Read in the staff member's own account, before the transaction moves to the customer's.
  const assignee = (await feedbackStaff(call)).find((member) => member.id === body.assigneeId);
  if (!assignee) throw invalidField('assigneeId', 'Choose a staff member who works on the feedback inbox.');
  const repos = await call.crossAccount.account(accountId, body.reason);
  const row = await locked(repos, feedbackId);
  await repos.feedbackInbox.update(feedbackId, { status: statusAfter(row, 'assign'), assignee }, call.now);
  return itemOf(repos, feedbackId);
}

/**
 * backOffice.answerFeedback: adds an answer to the thread and delivers it to the sender: a
 * notification with the answer, and an e-mail in the sender's language when they have an address.
 * @throws HttpProblem notFound; conflict when nobody has it or it is closed.
 */
export async function answerFeedback(call: StaffCall, accountId: number, feedbackId: number, body: AnswerFeedbackBody): Promise<FeedbackItem> {
  const repos = await call.crossAccount.account(accountId, body.reason);
  const row = await locked(repos, feedbackId);
  const status = statusAfter(row, 'answer');
  const contact = await repos.feedbackInbox.senderContact(await senderId(repos, feedbackId));
  if (!contact) throw feedbackMissing();
  const sentOn = licenseDay(row.createdAt);
  let emailMessageId: number | null = null;
  if (contact.email !== '') {
    const locale = localeForLanguage(contact.languageCode);
    const text = ANSWER_MAIL_TEXT[locale];
    emailMessageId = await repos.emails.queueForUser(
      {
        kind: 'feedbackAnswer',
        locale,
        recipientAddress: contact.email,
        recipientName: contact.name,
        subject: text.subject,
        body: text.paragraphs(contact.name, sentOn, body.message).join('\n\n'),
      },
      call.now,
    );
    // Queued in the same transaction: the message exists exactly when its delivery job does.
    await call.context.jobs.enqueue(call.db, EMAIL_DELIVERY_QUEUE, [deliveryJob(emailMessageId, deliveryRetry(call.context.config))]);
    call.context.jobs.wake(EMAIL_DELIVERY_QUEUE);
  }
  await repos.feedbackInbox.addAnswer({ feedbackId, authorName: call.user.displayName, message: body.message, emailMessageId }, call.now);
  await repos.feedbackInbox.update(feedbackId, { status }, call.now);
  await notifyFeedbackAnswered(repos.notifications, contact.userId, { sentOn, answer: body.message }, call.now);
  return itemOf(repos, feedbackId);
}

/** backOffice.closeFeedback and reopenFeedback. @throws HttpProblem notFound; conflict when the action is not open. */
export async function changeFeedbackStatus(call: StaffCall, accountId: number, feedbackId: number, action: 'close' | 'reopen', body: FeedbackReasonBody): Promise<FeedbackItem> {
  const repos = await call.crossAccount.account(accountId, body.reason);
  const row = await locked(repos, feedbackId);
  await repos.feedbackInbox.update(feedbackId, { status: statusAfter(row, action) }, call.now);
  return itemOf(repos, feedbackId);
}
