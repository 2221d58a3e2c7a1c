import { expectSaga } from 'redux-saga-test-plan';
import { liveSend as liveSendAction } from '../../src/osa/features/live/liveSlice';
import { LIVE_CONNECTION_ACTIONS, liveSaga, sendAnswer, startLive } from '../../src/osa/features/live/liveSaga';
import { answerChosen, liveConnected, liveDisconnected, liveConnecting, liveJoined, liveProblemShown, liveReceived, liveReducer, liveStarted } from '../../src/osa/features/live/liveSlice';
import { browserLocaleDetected, retryRequested, servicesLocated } from '../../src/osa/features/link/linkSlice';
import { createRootReducer } from '../../src/osa/rootReducer';
import { rootState } from './support/fixtures';
import { fakeHttp, fakePlayerIo, ioProvider, problemError } from './support/fakePlayerIo';
import { fakeSockets, itemContent, joinState, liveEvent, sessionState, welcome } from './support/liveFixtures';

const TOKEN = 'Lv3v9b2kP0aZ7mN4tR8sW1yC6dF5gH2jK9lQ0eU3iO7';
const SOCKET = 'wss://qg.example/qg-services/prosa-facade/live/socket';

describe('opening the live page', () => {
  it('takes the token out of the address, exchanges it for the live cookie, speaks the session’s language and connects', async () => {
    const http = fakeHttp({ 'prosa.liveOpen': () => joinState({ locale: 'de_de' }) });
    const sockets = fakeSockets();
    const { io, taken } = fakePlayerIo({ http, token: TOKEN, liveSockets: sockets.opener });
    const run = expectSaga(startLive)
      .withReducer(createRootReducer(), rootState())
      .provide([ioProvider(io)])
      .put(servicesLocated('/qg-services'))
      .put(browserLocaleDetected('de_de'))
      .put(liveJoined(joinState({ locale: 'de_de' })))
      .put(liveConnecting(1))
      .put(liveConnected())
      .put(liveReceived(welcome(itemContent())));
    const done = run.silentRun(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    sockets.emit({ kind: 'open' });
    sockets.emit({ kind: 'text', text: JSON.stringify(welcome(itemContent())) });
    await done;
    expect(taken).toEqual([TOKEN]);
    expect(http.calls.map((c) => [c.operationId, c.request])).toEqual([['prosa.liveOpen', { body: { token: TOKEN } }]]);
    expect(sockets.urls).toEqual([SOCKET]);
  });

  it('without a token resumes by the cookie (a reload, a reopened tab)', async () => {
    const http = fakeHttp({ 'prosa.liveState': () => joinState() });
    const sockets = fakeSockets();
    const { io } = fakePlayerIo({ http, liveSockets: sockets.opener });
    await expectSaga(startLive).withReducer(createRootReducer(), rootState()).provide([ioProvider(io)]).put(liveJoined(joinState())).silentRun(100);
    expect(http.calls.map((c) => c.operationId)).toEqual(['prosa.liveState']);
    expect(sockets.urls).toEqual([SOCKET]);
  });

  it('does not connect to a session that has ended', async () => {
    const http = fakeHttp({ 'prosa.liveState': () => joinState({ status: 'ended' }) });
    const sockets = fakeSockets();
    const { io } = fakePlayerIo({ http, liveSockets: sockets.opener });
    const { storeState } = await expectSaga(startLive).withReducer(createRootReducer(), rootState()).provide([ioProvider(io)]).run();
    expect(sockets.urls).toEqual([]);
    expect(storeState.live.content).toEqual({ kind: 'ended' });
  });

  it('shows the problem page of a link that does not work', async () => {
    const http = fakeHttp({ 'prosa.liveOpen': () => Promise.reject(problemError('linkExpired', 410)) });
    const { io } = fakePlayerIo({ http, token: TOKEN });
    await expectSaga(startLive).withReducer(createRootReducer(), rootState()).provide([ioProvider(io)]).put(liveProblemShown({ kind: 'linkExpired', detail: null })).run();
  });

  it('tries again with the same token when the respondent asks to, after a problem that allows it', async () => {
    const http = fakeHttp({ 'prosa.liveOpen': (_request, call) => (call === 1 ? Promise.reject(problemError('rateLimited', 429)) : joinState()) });
    const { io } = fakePlayerIo({ http, token: TOKEN });
    const { storeState } = await expectSaga(startLive)
      .withReducer(createRootReducer(), rootState())
      .provide([ioProvider(io)])
      .dispatch(retryRequested())
      .put(liveJoined(joinState()))
      .silentRun(100);
    expect(http.calls.map((c) => c.request)).toEqual([{ body: { token: TOKEN } }, { body: { token: TOKEN } }]);
    expect(storeState.live.problem).toBeNull();
  });
});

describe('the socket actions', () => {
  it('sends a tap as an answer command', async () => {
    const tap = answerChosen({ assessmentId: 4, itemId: 'phq9_2', value: 1 });
    await expectSaga(sendAnswer, tap).put(liveSendAction({ type: 'answer', assessmentId: 4, itemId: 'phq9_2', value: 1 })).run();
  });

  it('puts the answer on the socket, and closes the socket when the saga is cancelled', async () => {
    const http = fakeHttp({ 'prosa.liveState': () => joinState() });
    const sockets = fakeSockets();
    let closed = 0;
    const opener = { open: (url: string, report: Parameters<typeof sockets.opener.open>[1]) => ({ ...sockets.opener.open(url, report), close: () => void (closed += 1) }) };
    const { io } = fakePlayerIo({ http, liveSockets: opener });
    const run = expectSaga(liveSaga).withReducer(createRootReducer(), rootState()).provide([ioProvider(io)]).dispatch(liveStarted());
    const done = run.silentRun(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    sockets.emit({ kind: 'open' });
    run.dispatch(answerChosen({ assessmentId: 4, itemId: 'phq9_2', value: 1 }));
    await done;
    expect(sockets.sent.map((text) => JSON.parse(text) as unknown)).toEqual([{ type: 'answer', assessmentId: 4, itemId: 'phq9_2', value: 1 }]);
    expect(closed).toBeGreaterThan(0);
    expect(LIVE_CONNECTION_ACTIONS.sendType).toBe('live/liveSend');
  });
});

describe('the live slice', () => {
  const joined = liveReducer(undefined, liveJoined(joinState()));
  const welcomed = liveReducer(joined, liveReceived(welcome(itemContent(), sessionState({ step: { kind: 'item', assessmentId: 4, itemId: 'phq9_2' } }))));

  it('folds events with applyLiveEvent, once each, and moves to each page pushed', () => {
    const pushed = liveReceived({ type: 'event', event: liveEvent(4, { type: 'step.shown', step: { kind: 'waiting' } }), content: { kind: 'waiting' } });
    const once = liveReducer(welcomed, pushed);
    expect(once).toMatchObject({ content: { kind: 'waiting' }, shownCount: welcomed.shownCount + 1, session: { sequence: 4, step: { kind: 'waiting' } } });
    expect(liveReducer(once, pushed)).toBe(once);
  });

  it('marks the answer the server acknowledged, and says why a refused one was not saved', () => {
    const answered = liveReducer(welcomed, liveReceived({ type: 'event', event: liveEvent(4, { type: 'item.answered', assessmentId: 4, itemId: 'phq9_2', value: 1 }) }));
    expect(answered.content).toMatchObject({ kind: 'item', answer: 1 });
    const refused = liveReducer(welcomed, liveReceived({ type: 'refused', code: 'notShown', message: 'Only the question on the screen can be answered.' }));
    expect(refused.refusal).toEqual({ code: 'notShown', message: 'Only the question on the screen can be answered.' });
  });

  it('follows the answer of the item shown only: a change, a clearing, not another item', () => {
    const answered = liveReducer(welcomed, liveReceived({ type: 'event', event: liveEvent(4, { type: 'item.answered', assessmentId: 4, itemId: 'phq9_2', value: 2 }) }));
    const other = liveReducer(answered, liveReceived({ type: 'event', event: liveEvent(5, { type: 'item.answered', assessmentId: 4, itemId: 'phq9_3', value: 0 }) }));
    expect(other.content).toMatchObject({ kind: 'item', answer: 2 });
    expect(other.session?.answers).toEqual({ '4': { phq9_2: 2, phq9_3: 0 } });
    const cleared = liveReducer(other, liveReceived({ type: 'event', event: liveEvent(6, { type: 'item.answered', assessmentId: 4, itemId: 'phq9_2', value: null }) }));
    expect(cleared.content).toMatchObject({ kind: 'item', answer: null });
    expect(cleared.shownCount).toBe(welcomed.shownCount);
    expect(JSON.parse(JSON.stringify(cleared))).toEqual(cleared);
  });

  it('leaves the page as it is on fresh ICE servers (the video takes them)', () => {
    expect(liveReducer(welcomed, liveReceived({ type: 'iceServers', iceServers: [{ urls: ['turn:turn.example.org'], username: '1:participant-2', credential: 'c' }] }))).toBe(welcomed);
  });

  it('ends when the server closes the socket because the session is over', () => {
    const closed = liveReducer(welcomed, liveDisconnected({ code: 4410, reason: 'ended', retryInMs: null }));
    expect(closed).toMatchObject({ connection: 'closed', content: { kind: 'ended' } });
    expect(liveReducer(welcomed, liveDisconnected({ code: 1006, reason: '', retryInMs: 500 }))).toMatchObject({ connection: 'reconnecting', content: { kind: 'item' } });
  });

  it('ends on session.ended', () => {
    expect(liveReducer(welcomed, liveReceived({ type: 'event', event: liveEvent(9, { type: 'session.ended' }) })).content).toEqual({ kind: 'ended' });
  });
});
