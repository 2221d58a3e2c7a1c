/**
 * The player's loads: it has no takeLatest load, no polling and no sign-out. What stands in for
 * them is tested here: the link's state is loaded once however often the start is signalled, and
 * the wait before trying again without a connection is cut short (cancelled) by the browser's
 * online event rather than waited out.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { connectionRestored } from '../../src/osa/features/answers/answersSlice';
import { linkSaga } from '../../src/osa/features/link/linkSaga';
import { playerStarted, retryRequested, stateLoaded, stateUnreachable } from '../../src/osa/features/link/linkSlice';
import { createRootReducer } from '../../src/osa/rootReducer';
import { playerState, rootState } from './support/fixtures';
import { fakeHttp, fakeNetwork, fakePlayerIo, ioProvider, networkError } from './support/fakePlayerIo';

const TOKEN = 'Xq3v9b2kP0aZ7mN4tR8sW1yC6dF5gH2jK9lQ0eU3iO7';

/** Lets the saga run what became ready. */
const settle = async () => {
  for (let round = 0; round < 5; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('opening the link, once', () => {
  it('a second start or a "Try again" while the state loads sends nothing more, and the token is used once', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const http = fakeHttp({ 'assessment.osaOpen': () => new Promise((resolve) => (answer = resolve)) });
    const { io, taken } = fakePlayerIo({ http, token: TOKEN });
    const test = expectSaga(linkSaga).withReducer(createRootReducer(), rootState()).provide([ioProvider(io)]);
    const run = test.put(stateLoaded(playerState())).silentRun(500);
    test.dispatch(playerStarted());
    await settle();
    test.dispatch(playerStarted());
    test.dispatch(retryRequested());
    await settle();
    answer(playerState());
    await settle();
    test.dispatch(playerStarted());
    await run;
    expect(taken).toEqual([TOKEN]);
    expect(http.calls.map((call) => call.operationId)).toEqual(['assessment.osaOpen']);
  });
});

describe('waiting for a connection', () => {
  it('the browser\'s online event cancels the wait before the next try: the state loads at once, not after the back-off', async () => {
    const network = fakeNetwork(true);
    const http = fakeHttp({ 'assessment.osaOpen': (_request, call) => (call === 1 ? Promise.reject(networkError()) : playerState()) });
    const { io } = fakePlayerIo({ http, token: TOKEN, network });
    const test = expectSaga(linkSaga).withReducer(createRootReducer(), rootState()).provide([ioProvider(io)]);
    const run = test.put(stateUnreachable()).put(stateLoaded(playerState())).silentRun(500);
    const started = Date.now();
    test.dispatch(playerStarted());
    await settle();
    // The browser believes it is online, so the player waits 1 s or for the online event.
    expect(http.calls).toHaveLength(1);
    test.dispatch(connectionRestored());
    await settle();
    expect(http.calls).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(900);
    const { storeState } = await run;
    expect(storeState.link.player).toEqual(playerState());
  });
});
