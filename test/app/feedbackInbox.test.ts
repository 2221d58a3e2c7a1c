/**
 * The back office's feedback inbox in the SPA: the reducer's state machine and the sagas
 * (redux-saga-test-plan) for the staff list, the inbox, one piece of feedback and its changes,
 * with their success, their failure and the stated reason sent along.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { backOfficeReducer, workReasonStated } from '../../src/app/features/backOffice/backOfficeSlice';
import { answer, assign, changeStatus, loadFeedback, loadInbox, loadStaff } from '../../src/app/features/feedbackInbox/feedbackInboxSaga';
import { selectInbox } from '../../src/app/features/feedbackInbox/feedbackInboxSelectors';
import {
  answerRequested,
  assignRequested,
  changeFailed,
  changeSucceeded,
  feedbackFailed,
  feedbackInboxReducer,
  feedbackRequested,
  feedbackStatusRequested,
  feedbackSucceeded,
  INBOX_PAGE_SIZE,
  inboxFailed,
  inboxRequested,
  inboxSucceeded,
  staffRequested,
  staffSucceeded,
} from '../../src/app/features/feedbackInbox/feedbackInboxSlice';
import { loggedOut } from '../../src/app/core/session/sessionSlice';
import { FEEDBACK_ITEM, INBOX_FEEDBACK, INBOX_REASON, STAFF_MEMBERS } from './feedbackInboxFixtures';
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { testRootReducer, testState } from './support/state';

const criteria = { status: 'assigned' as const, category: '' as const, assigneeId: '7', account: ' clinic ' };
const withReason = () => testState({ backOffice: backOfficeReducer(undefined, workReasonStated({ reason: INBOX_REASON })) });
const page = (ids: number[], total: number, pageNumber = 1) => ({ items: ids.map((id) => ({ ...INBOX_FEEDBACK, id })), total, page: pageNumber, pageSize: INBOX_PAGE_SIZE });
const key = { accountId: 2, feedbackId: 41 };

describe('feedback inbox reducer', () => {
  it('opens on new feedback, keeps the page asked for last and counts its pages', () => {
    expect(feedbackInboxReducer(undefined, { type: '@@init' }).inbox.criteria.status).toBe('new');
    let state = feedbackInboxReducer(undefined, inboxRequested({ criteria, page: 2 }));
    state = feedbackInboxReducer(state, inboxSucceeded(page([1], 60, 1)));
    expect(state.inbox).toMatchObject({ status: 'loading', page: 2, items: [] });
    state = feedbackInboxReducer(state, inboxSucceeded(page([2], 60, 2)));
    expect(selectInbox(testState({ feedbackInbox: state }))).toMatchObject({ status: 'succeeded', pageCount: 3, criteria });
  });

  it('shows a change’s answer as the feedback on screen, loads the staff once, and forgets everything on sign-out', () => {
    let state = feedbackInboxReducer(undefined, answerRequested({ ...key, message: 'Thanks.' }));
    expect(state.change).toEqual({ status: 'loading', error: null, kind: 'answer' });
    state = feedbackInboxReducer(state, changeSucceeded({ ...FEEDBACK_ITEM, status: 'answered' }));
    expect(state.item.feedback?.status).toBe('answered');
    state = feedbackInboxReducer(feedbackInboxReducer(state, staffRequested()), staffSucceeded(STAFF_MEMBERS));
    expect(feedbackInboxReducer(state, staffRequested()).staff.status).toBe('succeeded');
    expect(feedbackInboxReducer(state, loggedOut())).toEqual(feedbackInboxReducer(undefined, { type: '@@init' }));
  });
});

describe('feedback inbox sagas', () => {
  it('loads the inbox with the stated reason and the filters, trimmed', async () => {
    const http = fakeHttp({ 'backOffice.feedbackInbox': () => page([41], 1) });
    const { io } = fakeIo({ http });
    await expectSaga(loadInbox)
      .withReducer(testRootReducer(), { ...withReason(), feedbackInbox: feedbackInboxReducer(undefined, inboxRequested({ criteria, page: 1 })) })
      .provide([ioProvider(io)])
      .put(inboxSucceeded(page([41], 1)))
      .run();
    expect(http.calls[0]?.request).toEqual({ query: { reason: INBOX_REASON, page: 1, pageSize: INBOX_PAGE_SIZE, status: 'assigned', assigneeId: 7, account: 'clinic' } });
  });

  it('reports a refused inbox', async () => {
    const refused = apiError(403, 'forbidden', 'You may not do this.');
    const { io } = fakeIo({ http: fakeHttp({ 'backOffice.feedbackInbox': () => Promise.reject(refused) }) });
    await expectSaga(loadInbox).withState(withReason()).provide([ioProvider(io)]).put(inboxFailed(refused.info)).run();
  });

  it('loads the staff who may be assigned', async () => {
    const { io } = fakeIo({ http: fakeHttp({ 'backOffice.feedbackStaff': () => STAFF_MEMBERS }) });
    await expectSaga(loadStaff).withState(testState()).provide([ioProvider(io)]).put(staffSucceeded(STAFF_MEMBERS)).run();
  });

  it('loads one piece of feedback, and reports another account’s as not found', async () => {
    const http = fakeHttp({ 'backOffice.feedbackItem': () => FEEDBACK_ITEM });
    const { io } = fakeIo({ http });
    await expectSaga(loadFeedback, feedbackRequested(key)).withState(withReason()).provide([ioProvider(io)]).put(feedbackSucceeded(FEEDBACK_ITEM)).run();
    expect(http.calls[0]?.request).toEqual({ params: key, query: { reason: INBOX_REASON } });
    const missing = apiError(404, 'notFound', 'The feedback was not found.');
    const { io: refusing } = fakeIo({ http: fakeHttp({ 'backOffice.feedbackItem': () => Promise.reject(missing) }) });
    await expectSaga(loadFeedback, feedbackRequested({ accountId: 3, feedbackId: 41 })).withState(withReason()).provide([ioProvider(refusing)]).put(feedbackFailed(missing.info)).run();
  });

  it('assigns and answers with the reason and an Idempotency-Key', async () => {
    const assigned = { ...FEEDBACK_ITEM, status: 'assigned' as const, assignee: STAFF_MEMBERS[0] ?? null, actions: ['assign' as const, 'answer' as const, 'close' as const] };
    const answered = { ...assigned, status: 'answered' as const };
    const http = fakeHttp({ 'backOffice.assignFeedback': () => assigned, 'backOffice.answerFeedback': () => answered });
    const { io } = fakeIo({ http });
    await expectSaga(assign, assignRequested({ ...key, assigneeId: 7 })).withState(withReason()).provide([ioProvider(io)]).put(changeSucceeded(assigned)).run();
    await expectSaga(answer, answerRequested({ ...key, message: 'Fixed next week.' })).withState(withReason()).provide([ioProvider(io)]).put(changeSucceeded(answered)).run();
    expect(http.calls.map((call) => call.request)).toEqual([
      { params: key, body: { assigneeId: 7, reason: INBOX_REASON }, idempotencyKey: expect.stringMatching(/^uuid-/) },
      { params: key, body: { message: 'Fixed next week.', reason: INBOX_REASON }, idempotencyKey: expect.stringMatching(/^uuid-/) },
    ]);
  });

  it('closes and reopens through their own calls, and reports a refusal', async () => {
    const http = fakeHttp({ 'backOffice.closeFeedback': () => ({ ...FEEDBACK_ITEM, status: 'closed', actions: ['reopen'] }), 'backOffice.reopenFeedback': () => FEEDBACK_ITEM });
    const { io } = fakeIo({ http });
    await expectSaga(changeStatus, feedbackStatusRequested({ ...key, action: 'close' })).withState(withReason()).provide([ioProvider(io)]).run();
    await expectSaga(changeStatus, feedbackStatusRequested({ ...key, action: 'reopen' })).withState(withReason()).provide([ioProvider(io)]).put(changeSucceeded(FEEDBACK_ITEM)).run();
    expect(http.calls.map((call) => call.operationId)).toEqual(['backOffice.closeFeedback', 'backOffice.reopenFeedback']);
    const refused = apiError(409, 'conflict', 'Only closed feedback can be reopened.');
    const { io: refusing } = fakeIo({ http: fakeHttp({ 'backOffice.reopenFeedback': () => Promise.reject(refused) }) });
    await expectSaga(changeStatus, feedbackStatusRequested({ ...key, action: 'reopen' })).withState(withReason()).provide([ioProvider(refusing)]).put(changeFailed(refused.info)).run();
  });
});
