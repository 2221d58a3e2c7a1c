import { expectSaga } from 'redux-saga-test-plan';
import { all, call } from 'typed-redux-saga';
import { answersSaga } from '../../src/osa/features/answers/answersSaga';
import { queueRestored } from '../../src/osa/features/answers/answersSlice';
import { queueStorageKey } from '../../src/osa/features/answers/queueStorage';
import { startPlayer } from '../../src/osa/features/link/linkSaga';
import { browserLocaleDetected, problemShown, retryRequested, servicesLocated, stateLoaded, stateUnreachable } from '../../src/osa/features/link/linkSlice';
import { navigated } from '../../src/osa/features/navigation/navigationSlice';
import { createRootReducer } from '../../src/osa/rootReducer';
import { assessment, playerState, rootState } from './support/fixtures';
import { fakeHttp, fakeNetwork, fakePlayerIo, ioProvider, memoryStorage, networkError, problemError } from './support/fakePlayerIo';

/** The player's start with the autosave sender beside it, as the root saga runs them. */
function* startWithAutosave() {
  yield* all([call(answersSaga), call(startPlayer)]);
}

const TOKEN = 'Xq3v9b2kP0aZ7mN4tR8sW1yC6dF5gH2jK9lQ0eU3iO7';

describe('opening the link', () => {
  it('takes the token out of the address, exchanges it for the cookie and starts on the instructions', async () => {
    const http = fakeHttp({ 'assessment.osaOpen': () => playerState() });
    const { io, taken } = fakePlayerIo({ http, token: TOKEN, language: 'de-DE' });
    await expectSaga(startPlayer)
      .withReducer(createRootReducer(), rootState())
      .provide([ioProvider(io)])
      .put(browserLocaleDetected('de_de'))
      .put(servicesLocated('/qg-services'))
      .put(stateLoaded(playerState()))
      .put(navigated({ kind: 'instructions', assessmentId: 41 }))
      .run();
    expect(taken).toEqual([TOKEN]);
    expect(http.calls).toEqual([{ operationId: 'assessment.osaOpen', request: { body: { token: TOKEN } }, baseUrl: '/qg-services' }]);
  });

  it('without a token reads the state by the cookie, at the configured services address, and resumes at the first unanswered item', async () => {
    const launched = playerState([assessment({ responses: { q1: 1, q2: 0 } })], { launched: true });
    const http = fakeHttp({ 'assessment.osaState': () => launched }, { qgServices: { host: 'https://api.example.org', contextRoot: '/svc' } });
    const { io } = fakePlayerIo({ http });
    await expectSaga(startPlayer)
      .withReducer(createRootReducer(), rootState())
      .provide([ioProvider(io)])
      .put(stateLoaded(launched))
      .put(navigated({ kind: 'page', assessmentId: 41, page: 2 }))
      .run();
    expect(http.calls.map((call) => [call.operationId, call.baseUrl])).toEqual([['assessment.osaState', 'https://api.example.org/svc']]);
  });

  it.each([
    ['linkInvalid', 404, null],
    ['linkExpired', 410, null],
    ['linkRevoked', 410, null],
    ['linkCompleted', 410, null],
    ['linkNotYetOpen', 403, 'The link opens at 2030-05-01T08:00:00.000Z.'],
    ['rateLimited', 429, null],
  ] as const)('shows the page of %s', async (code, status, detail) => {
    const { io } = fakePlayerIo({ http: fakeHttp({ 'assessment.osaOpen': () => Promise.reject(problemError(code, status, detail)) }), token: TOKEN });
    const result = await expectSaga(startPlayer)
      .withReducer(createRootReducer(), rootState())
      .provide([ioProvider(io)])
      .put(problemShown({ kind: code, detail }))
      .not.put.actionType(stateLoaded.type)
      .silentRun(50);
    expect(result.storeState.link.status).toBe('problem');
  });

  it('tries again with the same token when the respondent asks after too many tries', async () => {
    const http = fakeHttp({ 'assessment.osaOpen': (_request, call) => (call === 1 ? Promise.reject(problemError('rateLimited', 429)) : playerState()) });
    const { io } = fakePlayerIo({ http, token: TOKEN });
    await expectSaga(startPlayer)
      .withReducer(createRootReducer(), rootState())
      .provide([ioProvider(io)])
      .dispatch(retryRequested())
      .put(problemShown({ kind: 'rateLimited', detail: null }))
      .put(stateLoaded(playerState()))
      .run();
    expect(http.calls.map((call) => call.request)).toEqual([{ body: { token: TOKEN } }, { body: { token: TOKEN } }]);
  });

  it('without a connection says so, waits for the browser to be online and loads then', async () => {
    const network = fakeNetwork(false);
    const http = fakeHttp({
      'assessment.osaState': (_request, call) => {
        if (call === 1) {
          // The browser reports the connection back once the player is waiting for it.
          setTimeout(() => network.goOnline(), 0);
          return Promise.reject(networkError());
        }
        return playerState();
      },
    });
    const { io } = fakePlayerIo({ http, network });
    await expectSaga(startWithAutosave)
      .withReducer(createRootReducer(), rootState())
      .provide([ioProvider(io)])
      .put(stateUnreachable())
      .put(stateLoaded(playerState()))
      .silentRun(200);
    expect(http.calls.map((call) => call.operationId)).toEqual(['assessment.osaState', 'assessment.osaState']);
  });

  it('puts the answers kept on this device back first and sends them before anything else', async () => {
    const kept = [
      { assessmentId: 41, itemId: 'q1', value: 2 },
      { assessmentId: 41, itemId: 'q2', value: 1 },
      { assessmentId: 41, itemId: 'unknown', value: 1 },
    ];
    const storage = memoryStorage({ [queueStorageKey(41)]: JSON.stringify(kept) });
    const launched = playerState([assessment()], { launched: true });
    const http = fakeHttp({
      'assessment.osaState': () => launched,
      'assessment.osaSaveResponse': (request) => ({ assessmentId: 41, itemId: (request.params as { itemId: string }).itemId, version: (request.body as { version: number }).version + 1 }),
    });
    const { io } = fakePlayerIo({ http, storage });
    const result = await expectSaga(startWithAutosave)
      .withReducer(createRootReducer(), rootState())
      .provide([ioProvider(io)])
      .put(queueRestored(kept.slice(0, 2)))
      // Resumes after the kept answers, not at item 1.
      .put(navigated({ kind: 'page', assessmentId: 41, page: 2 }))
      .silentRun(100);
    expect(http.calls.map((call) => [call.operationId, call.request.params, call.request.body])).toEqual([
      ['assessment.osaState', undefined, undefined],
      ['assessment.osaSaveResponse', { assessmentId: 41, itemId: 'q1' }, { value: 2, version: 3 }],
      ['assessment.osaSaveResponse', { assessmentId: 41, itemId: 'q2' }, { value: 1, version: 4 }],
    ]);
    expect(storage.data.has(queueStorageKey(41))).toBe(false);
    expect(result.storeState.link.player?.assessments[0]?.responses).toEqual({ q1: 2, q2: 1 });
  });
});
