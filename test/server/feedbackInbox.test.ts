/**
 * The back office's feedback inbox through the API (issue #17): staff list the feedback of every
 * account, read one, assign it, answer it (the sender gets a notification with the answer and an
 * e-mail in their language, delivered with no link), close and reopen it; each step enters the
 * sender's account with the stated reason, audited. Customers never reach these calls, and
 * another account's feedback is a missing one.
 */
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FeedbackItem, FeedbackStaffMember, InboxPage } from '../../src/contract/services/feedbackInbox';
import type { NotificationPage } from '../../src/contract/services/notifications';
import { auditLog, emailMessages, feedbackAnswers } from '../../src/server/db/schema';
import { demoClinicId } from './support/permissionMatrixAccounts';
import { apiAs, selfUserId, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let staff: Api;
let examiner: Api;
let other: Api;
let clinicId: number;
let staffId: number;
let examinerId: number;
let outboxDir: string;

const REASON = 'Ticket 4711: answering the clinic’s feedback.';
const q = (reason = REASON) => `reason=${encodeURIComponent(reason)}`;
const itemPath = (accountId: number, feedbackId: number) => `/back-office/accounts/${accountId}/feedback/${feedbackId}`;

beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(os.tmpdir(), 'qg-feedback-outbox-'));
  test = await createTestApp({ outboxDir });
  clinicId = await demoClinicId(test.db);
  staff = apiAs(test.app, await signIn(test.app, 'backoffice'));
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  other = apiAs(test.app, await signIn(test.app, 'other'));
  staffId = await selfUserId(staff);
  examinerId = await selfUserId(examiner);
});
afterAll(async () => {
  await test?.close();
});

async function sendFeedback(api: Api, message = 'The score table is hard to read on a tablet.'): Promise<number> {
  const sent = await api('POST', '/misc/feedback', { category: 'problem', message, screen: '/assessments' });
  expect(sent.statusCode).toBe(201);
  return sent.json<{ id: number }>().id;
}

const assign = (feedbackId: number, assigneeId = staffId) => staff('POST', `${itemPath(clinicId, feedbackId)}/assignment`, { assigneeId, reason: REASON });
const answer = (feedbackId: number, message: string) => staff('POST', `${itemPath(clinicId, feedbackId)}/answers`, { message, reason: REASON });

describe('the inbox', () => {
  it('lists the feedback of every account, filtered, entering all accounts with the reason', async () => {
    const id = await sendFeedback(examiner);
    const page = await staff('GET', `/back-office/feedback?status=new&category=problem&account=${clinicId}&${q()}`);
    expect(page.statusCode).toBe(200);
    const found = page.json<InboxPage>().items.find((item) => item.id === id);
    expect(found).toMatchObject({ accountId: clinicId, status: 'new', assignee: null, senderUserName: 'examiner', message: 'The score table is hard to read on a tablet.' });
    const suggestions = await staff('GET', `/back-office/feedback?category=suggestion&${q()}`);
    expect(suggestions.json<InboxPage>().items.map((item) => item.id)).not.toContain(id);
    const audited = await test.db.select({ reason: auditLog.reason }).from(auditLog).where(eq(auditLog.action, 'staff.enterAllAccounts'));
    expect(audited.map((row) => row.reason)).toContain(REASON);
  });

  it('filters by assignee and pages', async () => {
    const id = await sendFeedback(examiner);
    expect((await assign(id)).statusCode).toBe(200);
    const mine = (await staff('GET', `/back-office/feedback?assigneeId=${staffId}&pageSize=1&${q()}`)).json<InboxPage>();
    expect(mine).toMatchObject({ page: 1, pageSize: 1 });
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({ id, assignee: { id: staffId } });
    expect(mine.total).toBeGreaterThanOrEqual(1);
  });

  it('lists the staff who may be assigned, and refuses anyone else as assignee', async () => {
    const members = (await staff('GET', '/back-office/feedback/staff')).json<FeedbackStaffMember[]>();
    expect(members.map((member) => member.id)).toContain(staffId);
    expect(members.map((member) => member.id)).not.toContain(examinerId);
    const id = await sendFeedback(examiner);
    const refused = await assign(id, examinerId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: [{ field: 'assigneeId' }] });
  });

  it('refuses a reason too short to check, and customers outright', async () => {
    expect((await staff('GET', `/back-office/feedback?${q('because')}`)).statusCode).toBe(400);
    expect((await examiner('GET', `/back-office/feedback?${q()}`)).statusCode).toBe(403);
    expect((await examiner('GET', '/back-office/feedback/staff')).statusCode).toBe(403);
  });
});

describe('one piece of feedback', () => {
  it('is assigned, answered, closed and reopened by the domain’s rules', async () => {
    const id = await sendFeedback(examiner);
    const read = await staff('GET', `${itemPath(clinicId, id)}?${q()}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<FeedbackItem>()).toMatchObject({ status: 'new', actions: ['assign', 'close'], answers: [], senderHasEmail: true, screen: '/assessments' });

    const early = await answer(id, 'Thanks!');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ detail: 'Assign the feedback before answering it.' });

    const assigned = await assign(id);
    expect(assigned.json<FeedbackItem>()).toMatchObject({ status: 'assigned', assignee: { id: staffId }, actions: ['assign', 'answer', 'close'] });

    const answered = await answer(id, 'The next release shows the table in a larger type.');
    expect(answered.statusCode).toBe(200);
    const item = answered.json<FeedbackItem>();
    expect(item.status).toBe('answered');
    expect(item.answers).toEqual([expect.objectContaining({ message: 'The next release shows the table in a larger type.', email: { state: 'queued', sentAt: null } })]);

    const closed = await staff('POST', `${itemPath(clinicId, id)}/close`, { reason: REASON });
    expect(closed.json<FeedbackItem>()).toMatchObject({ status: 'closed', actions: ['reopen'] });
    expect((await answer(id, 'One more thing.')).statusCode).toBe(409);
    expect((await assign(id)).statusCode).toBe(409);
    const reopened = await staff('POST', `${itemPath(clinicId, id)}/reopen`, { reason: REASON });
    expect(reopened.json<FeedbackItem>()).toMatchObject({ status: 'assigned', assignee: { id: staffId } });
    expect((await staff('POST', `${itemPath(clinicId, id)}/reopen`, { reason: REASON })).statusCode).toBe(409);

    const entered = await test.db
      .select({ reason: auditLog.reason, accountId: auditLog.accountId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.enterAccount'), eq(auditLog.accountId, clinicId)));
    expect(entered.map((row) => row.reason)).toContain(REASON);
  });

  it('delivers an answer to the sender: a notification with the answer, and an e-mail with no link', async () => {
    const id = await sendFeedback(examiner, 'Could reports name the norm group used?');
    await assign(id);
    const answered = (await answer(id, 'They do from next month, under the score table; {link} stays as written.')).json<FeedbackItem>();

    const notices = (await examiner('GET', '/account/users/self/notifications?pageSize=5')).json<NotificationPage>();
    expect(notices.items[0]).toMatchObject({
      kind: 'feedbackAnswered',
      title: 'Your feedback was answered',
      body: expect.stringContaining('They do from next month, under the score table; {link} stays as written.'),
      link: '/legacy/feedback',
    });

    const [stored] = await test.db.select({ emailMessageId: feedbackAnswers.emailMessageId }).from(feedbackAnswers).where(eq(feedbackAnswers.id, answered.answers[0]?.id ?? -1));
    const messageId = stored?.emailMessageId;
    if (messageId === null || messageId === undefined) throw new Error('The answer has no e-mail.');
    const [message] = await test.db.select().from(emailMessages).where(eq(emailMessages.id, messageId));
    expect(message).toMatchObject({ kind: 'feedbackAnswer', examineeRecordId: null, linkId: null, recipientAddress: 'examiner@example.org', accountId: clinicId });

    // The app's own delivery worker sends it (to the outbox): the staff see it sent.
    let email = answered.answers[0]?.email;
    while (email?.state !== 'sent') {
      expect(email?.state).not.toBe('failed');
      await new Promise((resolve) => setTimeout(resolve, 100));
      email = (await staff('GET', `${itemPath(clinicId, id)}?${q()}`)).json<FeedbackItem>().answers[0]?.email;
    }
    const files = await readdir(outboxDir);
    // Quoted-printable soft line breaks joined, so the answer reads as written.
    const mails = await Promise.all(files.map(async (file) => (await readFile(path.join(outboxDir, file), 'utf8')).replace(/=\r?\n/g, '')));
    const mail = mails.find((text) => text.includes('They do from next month'));
    expect(mail).toContain('Subject: Q-global has answered your feedback');
    expect(mail).toContain('examiner@example.org');
    expect(mail).toContain('They do from next month, under the score table; {link} stays as written.');
  });

  it('answers another account’s feedback like a missing one', async () => {
    const othersId = await sendFeedback(other);
    expect((await staff('GET', `${itemPath(clinicId, othersId)}?${q()}`)).statusCode).toBe(404);
    expect((await staff('POST', `${itemPath(clinicId, othersId)}/close`, { reason: REASON })).statusCode).toBe(404);
    expect((await staff('GET', `${itemPath(clinicId, 2_000_000_000)}?${q()}`)).statusCode).toBe(404);
  });
});
