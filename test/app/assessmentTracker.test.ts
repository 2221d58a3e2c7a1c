/**
 * The assessment tracker in the SPA: the reducer's state machine and the sagas
 * (redux-saga-test-plan) for the lookups, the tracker, revealing and status updates, with the
 * stated reasons sent along and failures kept as data.
 */
import { push } from 'redux-first-history';
import { expectSaga } from 'redux-saga-test-plan';
import { loadTracker, reveal, runLookup, updateStatus } from '../../src/app/features/assessmentTracker/assessmentTrackerSaga';
import {
  assessmentTrackerReducer,
  lookupFailed,
  lookupRequested,
  lookupSucceeded,
  revealRequested,
  statusUpdateRequested,
  trackerChanged,
  trackerChangeFailed,
  trackerDialogOpened,
  trackerReasonStated,
  trackerRequested,
  trackerSucceeded,
} from '../../src/app/features/assessmentTracker/assessmentTrackerSlice';
import { loggedOut } from '../../src/app/core/session/sessionSlice';
import { MATCH, REVEAL_REASON, REVEALED, TRACKER, TRACKER_REASON } from './assessmentTrackerFixtures';
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { testState } from './support/state';

const withReason = () => testState({ assessmentTracker: assessmentTrackerReducer(undefined, trackerReasonStated({ reason: TRACKER_REASON })) });
const KEY = { accountId: 2, assessmentId: 42 };

describe('assessment tracker reducer', () => {
  it('keeps the tracker a change answers and closes its dialog; a failed change keeps the dialog open', () => {
    let state = assessmentTrackerReducer(undefined, trackerSucceeded(TRACKER));
    state = assessmentTrackerReducer(state, trackerDialogOpened('reveal'));
    state = assessmentTrackerReducer(state, revealRequested({ ...KEY, revealReason: REVEAL_REASON }));
    expect(assessmentTrackerReducer(state, trackerDialogOpened(null)).dialog).toBe('reveal');
    const failed = assessmentTrackerReducer(state, trackerChangeFailed(apiError(400, 'validation', 'State the reason in at least 10 characters.').info));
    expect(failed).toMatchObject({ dialog: 'reveal', change: { status: 'failed' } });
    const changed = assessmentTrackerReducer(state, trackerChanged(REVEALED));
    expect(changed).toMatchObject({ dialog: null, change: { status: 'succeeded', kind: 'reveal' }, tracker: { status: 'succeeded', key: KEY, data: REVEALED } });
  });

  it('drops revealed data when a timeline loads again, and everything on sign-out', () => {
    let state = assessmentTrackerReducer(undefined, trackerChanged(REVEALED));
    state = assessmentTrackerReducer(state, trackerRequested(KEY));
    expect(state.tracker).toEqual({ status: 'loading', error: null, key: KEY, data: null });
    expect(assessmentTrackerReducer(state, loggedOut())).toEqual(assessmentTrackerReducer(undefined, { type: '@@init' }));
  });
});

describe('assessment tracker sagas', () => {
  it('looks an assessment up by id with the reason, keeps its tracker and opens its timeline', async () => {
    const http = fakeHttp({ 'backOffice.trackerByAssessmentId': () => TRACKER });
    const { io } = fakeIo({ http });
    await expectSaga(runLookup, lookupRequested({ kind: 'assessment', assessmentId: 42 }))
      .withState(withReason())
      .provide([ioProvider(io)])
      .put(lookupSucceeded([MATCH]))
      .put(trackerSucceeded(TRACKER))
      .put(push('/back-office/accounts/2/assessments/42/tracker'))
      .run();
    expect(http.calls[0]?.request).toEqual({ params: { assessmentId: 42 }, query: { reason: TRACKER_REASON } });
  });

  it('looks up by session and by examinee, and keeps a refusal as data', async () => {
    const http = fakeHttp({ 'backOffice.trackerBySession': () => [MATCH], 'backOffice.trackerByExaminee': () => [] });
    const { io } = fakeIo({ http });
    await expectSaga(runLookup, lookupRequested({ kind: 'session', sessionKind: 'link', sessionId: 5 })).withState(withReason()).provide([ioProvider(io)]).put(lookupSucceeded([MATCH])).run();
    await expectSaga(runLookup, lookupRequested({ kind: 'examinee', accountId: 2, examineeId: 'TT-0042' })).withState(withReason()).provide([ioProvider(io)]).put(lookupSucceeded([])).run();
    expect(http.calls.map((entry) => entry.request)).toEqual([
      { params: { sessionId: 5 }, query: { reason: TRACKER_REASON, kind: 'link' } },
      { params: { accountId: 2 }, query: { reason: TRACKER_REASON, examineeId: 'TT-0042' } },
    ]);
    const missing = apiError(404, 'notFound', 'The session was not found.');
    const refusing = fakeIo({ http: fakeHttp({ 'backOffice.trackerBySession': () => Promise.reject(missing) }) }).io;
    await expectSaga(runLookup, lookupRequested({ kind: 'session', sessionKind: 'administration', sessionId: 9 })).withState(withReason()).provide([ioProvider(refusing)]).put(lookupFailed(missing.info)).run();
  });

  it('loads a timeline in the account its address names, without revealing', async () => {
    const http = fakeHttp({ 'backOffice.trackerByAssessmentId': () => TRACKER });
    const { io } = fakeIo({ http });
    await expectSaga(loadTracker, trackerRequested(KEY)).withState(withReason()).provide([ioProvider(io)]).put(trackerSucceeded(TRACKER)).run();
    expect(http.calls[0]?.request).toEqual({ params: { assessmentId: 42 }, query: { reason: TRACKER_REASON, accountId: 2 } });
  });

  it('reveals with the second reason', async () => {
    const http = fakeHttp({ 'backOffice.trackerByAssessmentId': () => REVEALED });
    const { io } = fakeIo({ http });
    await expectSaga(reveal, revealRequested({ ...KEY, revealReason: REVEAL_REASON })).withState(withReason()).provide([ioProvider(io)]).put(trackerChanged(REVEALED)).run();
    expect(http.calls[0]?.request).toEqual({ params: { assessmentId: 42 }, query: { reason: TRACKER_REASON, accountId: 2, reveal: true, revealReason: REVEAL_REASON } });
  });

  it('sends a status update with an Idempotency-Key, and keeps a refusal for the dialog', async () => {
    const http = fakeHttp({ 'backOffice.trackerStatusUpdate': () => TRACKER });
    const { io } = fakeIo({ http });
    const body = { action: 'resolveEmail' as const, messageId: 9, reason: TRACKER_REASON };
    await expectSaga(updateStatus, statusUpdateRequested({ ...KEY, body })).withState(withReason()).provide([ioProvider(io)]).put(trackerChanged(TRACKER)).run();
    expect(http.calls[0]?.request).toEqual({ params: KEY, body, idempotencyKey: expect.stringMatching(/^uuid-/) });
    const refused = apiError(409, 'conflict', 'This e-mail’s failed delivery is already marked resolved.');
    const refusing = fakeIo({ http: fakeHttp({ 'backOffice.trackerStatusUpdate': () => Promise.reject(refused) }) }).io;
    await expectSaga(updateStatus, statusUpdateRequested({ ...KEY, body })).withState(withReason()).provide([ioProvider(refusing)]).put(trackerChangeFailed(refused.info)).run();
  });
});
