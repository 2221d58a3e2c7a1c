/**
 * The "Live sessions" dashboard and planning sagas (issue #20): the page loads for the filter and
 * reports a failure; Start launches and opens the live screen; Cancel cancels the row; a plan is
 * sent as a live session with one Idempotency-Key reused after an unknown outcome; the invitation's
 * link is copied through the clipboard I/O and the e-mail names the session.
 */
import { push } from 'redux-first-history';
import { expectSaga } from 'redux-saga-test-plan';
import { cancelSession, launchSession, loadDashboard } from '../../src/app/features/liveSessions/liveDashboardSaga';
import { cancelRequested, filterChanged, launchRequested, liveDashboardReducer } from '../../src/app/features/liveSessions/liveDashboardSlice';
import { copyLink, createLink, emailInvitation, submitPlan } from '../../src/app/features/liveSessions/livePlanSaga';
import { copyRequested, emailRequested, inviteOpened, linkRequested, livePlanReducer, planSubmitted } from '../../src/app/features/liveSessions/livePlanSlice';
import type { RootState } from '../../src/app/rootReducer';
import type { SessionRequest } from '../../src/contract/services/sessions';
import { SUMMARY } from './liveSessionsFixtures';
import { apiError, fakeClipboard, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { testRootReducer, testState } from './support/state';

const SETUP = { defaultVideo: { mode: 'builtIn' as const, url: null }, turnConfigured: true, durations: [30, 60] };

describe('dashboard sagas', () => {
  it('loads the page of the current filter', async () => {
    const http = fakeHttp({ 'assessment.prosaSetupDashboard': () => ({ sessions: [SUMMARY], total: 1, setup: SETUP }) });
    const { io } = fakeIo({ http });
    const state = testState({ liveDashboard: liveDashboardReducer(undefined, filterChanged({ when: 'past', search: 'Ada' })) });
    const result = await expectSaga(loadDashboard).withReducer(testRootReducer(), state).provide([ioProvider(io)]).run();
    expect(http.calls[0]?.request).toEqual({ query: { when: 'past', search: 'Ada', page: 1, pageSize: 25 } });
    expect(result.storeState.liveDashboard).toMatchObject({ status: 'succeeded', sessions: [SUMMARY], total: 1, setup: SETUP, error: null });
  });

  it('reports a page that could not be loaded', async () => {
    const http = fakeHttp({ 'assessment.prosaSetupDashboard': () => Promise.reject(apiError(503, 'unavailable', 'Try again later.')) });
    const { io } = fakeIo({ http });
    const result = await expectSaga(loadDashboard).withReducer(testRootReducer(), testState()).provide([ioProvider(io)]).run();
    expect(result.storeState.liveDashboard).toMatchObject({ status: 'failed', error: { code: 'unavailable', message: 'Try again later.' } });
  });

  it('starts a session and opens its live screen', async () => {
    const started = { ...SUMMARY, status: 'inProgress' as const };
    const http = fakeHttp({ 'assessment.vppLaunch': () => ({ session: started, url: '/tsl/sessions/7' }) });
    const { io } = fakeIo({ http });
    const result = await expectSaga(launchSession, launchRequested({ sessionId: 7 }))
      .withReducer(testRootReducer(), testState())
      .provide([ioProvider(io)])
      .put(push('/tsl/sessions/7'))
      .run();
    expect(http.calls[0]?.request).toMatchObject({ params: { sessionId: 7 }, idempotencyKey: 'uuid-1' });
    expect(result.storeState.liveDashboard.launch).toEqual({ sessionId: 7, status: 'succeeded', error: null });
  });

  it('keeps a refused start to show it, and stays on the dashboard', async () => {
    const http = fakeHttp({ 'assessment.vppLaunch': () => Promise.reject(apiError(409, 'noLicense', 'No licence is left for ORF.')) });
    const { io } = fakeIo({ http });
    const result = await expectSaga(launchSession, launchRequested({ sessionId: 7 }))
      .withReducer(testRootReducer(), testState({}, '/tsl'))
      .provide([ioProvider(io)])
      .not.put(push('/tsl/sessions/7'))
      .run();
    expect(result.storeState.liveDashboard.launch).toMatchObject({ status: 'failed', error: { code: 'noLicense' } });
  });

  it('cancels a session and shows the row cancelled', async () => {
    const cancelled = { ...SUMMARY, status: 'cancelled' as const };
    const http = fakeHttp({ 'prosa.cancelSession': () => cancelled });
    const { io } = fakeIo({ http });
    const listed = testState({ liveDashboard: { ...liveDashboardReducer(undefined, { type: '@@init' }), sessions: [{ ...SUMMARY, status: 'scheduled' }], confirmingCancel: 7 } });
    const result = await expectSaga(cancelSession, cancelRequested({ sessionId: 7 })).withReducer(testRootReducer(), listed).provide([ioProvider(io)]).run();
    expect(result.storeState.liveDashboard).toMatchObject({ confirmingCancel: null, sessions: [cancelled], cancel: { status: 'succeeded' } });
  });
});

const REQUEST: SessionRequest = {
  examineeRecordId: 3,
  delivery: 'live',
  assessmentIds: [],
  productIds: ['phq2', 'orf'],
  scheduledAt: '2026-12-01T09:00:00.000Z',
  durationMinutes: 60,
  locale: 'en_us',
  video: { mode: 'external', url: 'https://video.example.com/room' },
};

describe('plan and invite sagas', () => {
  it('plans a live session with one idempotency key, reused for a retry after an unknown outcome, then opens its invitation', async () => {
    let answer: () => unknown = () => Promise.reject(apiError(0, 'network', 'Offline.'));
    const http = fakeHttp({ 'prosa.session': () => answer() });
    const { io } = fakeIo({ http });
    const first = await expectSaga(submitPlan, planSubmitted(REQUEST)).withReducer(testRootReducer(), testState()).provide([ioProvider(io)]).run();
    expect(first.storeState.livePlan.submit).toMatchObject({ status: 'failed', idempotencyKey: 'uuid-1' });
    answer = () => ({ id: 7, examineeRecordId: 3, title: '', delivery: 'live', createdAt: '2026-11-26T09:00:00.000Z', createdByName: 'Eve', assessments: [] });
    const second = await expectSaga(submitPlan, planSubmitted(REQUEST)).withReducer(testRootReducer(), first.storeState as RootState).provide([ioProvider(io)]).run();
    expect(http.calls.map((call) => call.request)).toEqual([
      { body: REQUEST, idempotencyKey: 'uuid-1' },
      { body: REQUEST, idempotencyKey: 'uuid-1' },
    ]);
    expect(second.storeState.livePlan).toMatchObject({ open: false, submit: { status: 'succeeded', idempotencyKey: null }, invite: { sessionId: 7, examineeRecordId: 3, locale: 'en_us' } });
  });

  const inviting = () => testState({ livePlan: livePlanReducer(undefined, inviteOpened({ sessionId: 7, examineeRecordId: 3, examineeName: 'Lovelace, Ada', locale: 'de_de' })) });

  it('creates a link for a parent in the session language and shows its address; Copy puts it on the clipboard', async () => {
    // The server answers config.json's player address, relative here: the examiner is shown it absolute.
    const http = fakeHttp({ 'assessment.createExamineeLink': () => ({ link: {}, url: '/osa/live#t=abc' }) });
    const clipboard = fakeClipboard();
    const { io } = fakeIo({ http, clipboard, location: { href: () => 'https://qg.example.com/tsl', assign: () => undefined, replace: () => undefined } });
    const asked = linkRequested({ respondent: 'parent' });
    const state = inviting();
    const made = await expectSaga(createLink, asked).withReducer(testRootReducer(), { ...state, livePlan: livePlanReducer(state.livePlan, asked) }).provide([ioProvider(io)]).run();
    expect(http.calls[0]?.request).toMatchObject({ params: { sessionId: 7 }, body: { respondent: 'parent', locale: 'de_de' } });
    expect(made.storeState.livePlan.link).toMatchObject({ status: 'succeeded', url: 'https://qg.example.com/osa/live#t=abc', respondent: 'parent' });
    const copied = await expectSaga(copyLink, copyRequested({ url: 'https://qg.example.com/osa/live#t=abc' })).withReducer(testRootReducer(), made.storeState as RootState).provide([ioProvider(io)]).run();
    expect(clipboard.written).toEqual(['https://qg.example.com/osa/live#t=abc']);
    expect(copied.storeState.livePlan.link.copied).toBe('copied');
    clipboard.refusing = true;
    const refused = await expectSaga(copyLink, copyRequested({ url: 'x' })).withReducer(testRootReducer(), made.storeState as RootState).provide([ioProvider(io)]).run();
    expect(refused.storeState.livePlan.link.copied).toBe('failed');
  });

  it('e-mails the invitation of the session (its appointment is the session’s)', async () => {
    const http = fakeHttp({ 'assessment.vppEmail': () => ({ id: 1 }) });
    const { io } = fakeIo({ http });
    const result = await expectSaga(emailInvitation, emailRequested({ recipientAddress: 'ada@example.com', recipientName: 'Ada' })).withReducer(testRootReducer(), inviting()).provide([ioProvider(io)]).run();
    expect(http.calls[0]?.request).toMatchObject({
      body: { examineeRecordId: 3, sessionId: 7, assessmentId: null, startsAt: null, recipientAddress: 'ada@example.com', recipientName: 'Ada', locale: 'de_de' },
      idempotencyKey: 'uuid-1',
    });
    expect(result.storeState.livePlan.email).toEqual({ status: 'succeeded', error: null, sentTo: 'ada@example.com' });
  });
});
