import { expectSaga } from 'redux-saga-test-plan';
import { all, call } from 'typed-redux-saga';
import { answersSaga, sendQueue } from '../../src/osa/features/answers/answersSaga';
import { answerGiven, answerNotSaved, answerSaved, connectionLost, connectionRestored } from '../../src/osa/features/answers/answersSlice';
import { queueStorageKey } from '../../src/osa/features/answers/queueStorage';
import { linkReducer, problemShown, stateLoaded } from '../../src/osa/features/link/linkSlice';
import { navigated, navigationReducer } from '../../src/osa/features/navigation/navigationSlice';
import { submitSaga } from '../../src/osa/features/submit/submitSaga';
import { submitFailed, submitRequested, submitSucceeded } from '../../src/osa/features/submit/submitSlice';
import type { PlayerResponseInput } from '../../src/contract/services/player';
import { createRootReducer } from '../../src/osa/rootReducer';
import { assessment, playerState, rootState } from './support/fixtures';
import { type FakeHandler, fakeHttp, fakeNetwork, fakePlayerIo, ioProvider, memoryStorage, networkError, problemError } from './support/fakePlayerIo';

const loaded = (player = playerState([assessment()], { launched: true })) => rootState({ link: linkReducer(undefined, stateLoaded(player)) });

const answer = (itemId: string, value: number | null) => ({ assessmentId: 41, itemId, value });

/** The server's save: it answers the next version when the version sent is current, else 409. */
function versionedServer(start = 3): FakeHandler {
  let current = start;
  return (request) => {
    const { version } = request.body as PlayerResponseInput;
    if (version !== current) return Promise.reject(problemError('conflict', 409));
    current += 1;
    return { assessmentId: 41, itemId: (request.params as { itemId: string }).itemId, version: current };
  };
}

const sent = (http: ReturnType<typeof fakeHttp>) =>
  http.calls
    .filter((call) => call.operationId === 'assessment.osaSaveResponse')
    .map((call) => [(call.request.params as { itemId: string }).itemId, (call.request.body as PlayerResponseInput).value, (call.request.body as PlayerResponseInput).version]);

describe('the autosave queue', () => {
  it('sends answers one at a time, in order, each with the version the previous save answered', async () => {
    const http = fakeHttp({ 'assessment.osaSaveResponse': versionedServer() });
    const { io } = fakePlayerIo({ http });
    const result = await expectSaga(sendQueue)
      .withReducer(createRootReducer(), loaded())
      .provide([ioProvider(io)])
      .dispatch(answerGiven(answer('q1', 2)))
      .dispatch(answerGiven(answer('q2', 0)))
      .dispatch(answerGiven(answer('q1', 3)))
      .put(answerSaved({ ...answer('q1', 2), version: 4 }))
      .put(answerSaved({ ...answer('q2', 0), version: 5 }))
      .put(answerSaved({ ...answer('q1', 3), version: 6 }))
      .silentRun(50);
    expect(sent(http)).toEqual([
      ['q1', 2, 3],
      ['q2', 0, 4],
      ['q1', 3, 5],
    ]);
    expect(result.storeState.answers.queue).toEqual([]);
    expect(result.storeState.link.player?.assessments[0]).toMatchObject({ version: 6, responses: { q1: 3, q2: 0 } });
  });

  it('offline: keeps the answers queued, in order and in local storage, and sends them when the browser is back online', async () => {
    const network = fakeNetwork(true);
    const storage = memoryStorage();
    const server = versionedServer();
    let storedWhileOffline: unknown = null;
    const http = fakeHttp({
      'assessment.osaSaveResponse': (request, call) => {
        if (call === 1) {
          network.goOffline();
          // Later answers arrive while offline; then the browser reports the connection back.
          setTimeout(() => {
            storedWhileOffline = JSON.parse(storage.get(queueStorageKey(41)) ?? 'null');
            network.goOnline();
          }, 20);
          return Promise.reject(networkError());
        }
        return server(request, call);
      },
    });
    const { io } = fakePlayerIo({ http, network, storage });
    const result = await expectSaga(answersSaga)
      .withReducer(createRootReducer(), rootState())
      .provide([ioProvider(io)])
      .dispatch(stateLoaded(playerState([assessment()], { launched: true })))
      .dispatch(answerGiven(answer('q1', 2)))
      .dispatch(answerGiven(answer('q2', 1)))
      .dispatch(answerGiven(answer('q3', 0)))
      .put(connectionLost())
      .put(connectionRestored())
      .put(answerSaved({ ...answer('q3', 0), version: 6 }))
      .silentRun(200);
    expect(storedWhileOffline).toEqual([answer('q1', 2), answer('q2', 1), answer('q3', 0)]);
    expect(sent(http)).toEqual([
      ['q1', 2, 3],
      ['q1', 2, 3],
      ['q2', 1, 4],
      ['q3', 0, 5],
    ]);
    expect(result.storeState.answers.online).toBe(true);
    // Sent: nothing is left on the device.
    expect(storage.data.has(queueStorageKey(41))).toBe(false);
  });

  it('a stale version (409) is not dropped silently: the respondent is told, the state reloads, later answers go on with the new version', async () => {
    const http = fakeHttp({
      'assessment.osaSaveResponse': versionedServer(7),
      'assessment.osaState': () => playerState([assessment({ version: 7, responses: { q1: 1 } })], { launched: true }),
    });
    const { io } = fakePlayerIo({ http });
    const result = await expectSaga(sendQueue)
      .withReducer(createRootReducer(), loaded())
      .provide([ioProvider(io)])
      .dispatch(answerGiven(answer('q1', 3)))
      .dispatch(answerGiven(answer('q2', 2)))
      .put(answerNotSaved({ ...answer('q1', 3), reason: 'changedElsewhere' }))
      .put(answerSaved({ ...answer('q2', 2), version: 8 }))
      .silentRun(50);
    expect(sent(http)).toEqual([
      ['q1', 3, 3],
      ['q2', 2, 7],
    ]);
    expect(result.storeState.answers.notSaved).toEqual([{ ...answer('q1', 3), reason: 'changedElsewhere' }]);
    // The respondent sees the answer the server kept, and is asked to check it.
    expect(result.storeState.link.player?.assessments[0]?.responses).toEqual({ q1: 1, q2: 2 });
  });

  it('moves past a form submitted in another tab when its answer comes back stale', async () => {
    const submitted = playerState([assessment({ status: 'submitted', version: 9, responses: { q1: 1, q2: 1, q3: 1 } })], { launched: true, state: 'completed' });
    const http = fakeHttp({
      'assessment.osaSaveResponse': () => Promise.reject(problemError('conflict', 409, 'This questionnaire was already submitted.')),
      'assessment.osaState': () => submitted,
    });
    const { io } = fakePlayerIo({ http });
    const state = loaded();
    await expectSaga(sendQueue)
      .withReducer(createRootReducer(), { ...state, navigation: navigationReducer(undefined, navigated({ kind: 'page', assessmentId: 41, page: 3 })) })
      .provide([ioProvider(io)])
      .dispatch(answerGiven(answer('q4', 1)))
      .put(answerNotSaved({ ...answer('q4', 1), reason: 'changedElsewhere' }))
      .put(stateLoaded(submitted))
      .put(navigated({ kind: 'thanks' }))
      .silentRun(50);
  });

  it('stops on a link that takes no more answers and shows its page', async () => {
    const http = fakeHttp({ 'assessment.osaSaveResponse': () => Promise.reject(problemError('linkExpired', 410)) });
    const { io } = fakePlayerIo({ http });
    await expectSaga(sendQueue)
      .withReducer(createRootReducer(), loaded())
      .provide([ioProvider(io)])
      .dispatch(answerGiven(answer('q1', 3)))
      .put(problemShown({ kind: 'linkExpired', detail: null }))
      .run();
  });
});

/** The sender and the submit saga side by side, as the root saga runs them. */
function* sendQueueAndSubmit() {
  yield* all([call(sendQueue), call(submitSaga)]);
}

describe('submitting', () => {
  const complete = () => loaded(playerState([assessment({ responses: { q1: 1, q2: 1, q3: 0 } })], { launched: true }));
  const submitted = playerState([assessment({ status: 'submitted', version: 4, responses: { q1: 1, q2: 1, q3: 0 } })], { launched: true, state: 'completed' });

  it('submits once with the current version, however often Submit is pressed, then thanks', async () => {
    // The answer arrives on a later turn, so the second press comes while the first is on its way.
    const http = fakeHttp({ 'assessment.osaSubmit': () => new Promise((resolve) => setTimeout(() => resolve(submitted), 0)) });
    const { io } = fakePlayerIo({ http });
    const result = await expectSaga(submitSaga)
      .withReducer(createRootReducer(), complete())
      .provide([ioProvider(io)])
      .dispatch(submitRequested({ assessmentId: 41 }))
      .dispatch(submitRequested({ assessmentId: 41 }))
      .put(submitSucceeded({ assessmentId: 41, player: submitted }))
      .put(navigated({ kind: 'thanks' }))
      .silentRun(50);
    expect(http.calls.map((call) => [call.operationId, call.request.body])).toEqual([['assessment.osaSubmit', { version: 3 }]]);
    expect(result.storeState.link.player?.link.state).toBe('completed');
  });

  it('waits for queued answers before submitting', async () => {
    const http = fakeHttp({ 'assessment.osaSubmit': () => submitted, 'assessment.osaSaveResponse': versionedServer() });
    const { io } = fakePlayerIo({ http });
    await expectSaga(sendQueueAndSubmit)
      .withReducer(createRootReducer(), complete())
      .provide([ioProvider(io)])
      .dispatch(answerGiven(answer('q4', 1)))
      .dispatch(submitRequested({ assessmentId: 41 }))
      .put(submitSucceeded({ assessmentId: 41, player: submitted }))
      .silentRun(50);
    expect(http.calls.map((call) => [call.operationId, call.request.body])).toEqual([
      ['assessment.osaSaveResponse', { value: 1, version: 3 }],
      ['assessment.osaSubmit', { version: 4 }],
    ]);
  });

  it('without a connection says the answers are kept and to submit again', async () => {
    const { io } = fakePlayerIo({ http: fakeHttp({ 'assessment.osaSubmit': () => Promise.reject(networkError()) }) });
    await expectSaga(submitSaga)
      .withReducer(createRootReducer(), complete())
      .provide([ioProvider(io)])
      .dispatch(submitRequested({ assessmentId: 41 }))
      .put(connectionLost())
      .put(submitFailed('network'))
      .silentRun(50);
  });
});
