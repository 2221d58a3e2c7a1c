/**
 * The examiner's live screen (issue #20): opening loads the session, its assessments' steps and
 * the books, then forks the socket (cancelled when the screen is left); commands go out on the
 * socket; every message is one action folded with the domain's applyLiveEvent, so replaying the
 * recorded action log gives the same state; a failed open opens no socket.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { configLoadSucceeded } from '../../src/app/core/config/configSlice';
import { liveScreenSaga } from '../../src/app/features/liveSessions/liveScreenSaga';
import {
  commandSent,
  connected,
  connecting,
  initialLiveScreenState,
  liveScreenReducer,
  messageReceived,
  refusalDismissed,
  screenLeft,
  screenOpened,
  sessionLoaded,
} from '../../src/app/features/liveSessions/liveScreenSlice';
import { liveSocketUrl } from '../../src/app/features/liveSessions/liveSocketUrl';
import { planOf } from '../../src/app/features/liveSessions/liveSteps';
import { foldLiveEvents } from '../../src/domain/live/liveState';
import type { LiveServerMessage } from '../../src/domain/live/liveProtocol';
import type { StepContent } from '../../src/domain/live/liveSession';
import { BOOKS, DETAILS, event, ORF_DETAILS, PHQ_DETAILS, WELCOME } from './liveSessionsFixtures';
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { fakeLiveSockets } from './support/fakeLiveSockets';
import { testRootReducer, testState } from './support/state';
import { settle } from './support/virtualTime';

const handlers = () => ({
  'prosa.liveSession': () => DETAILS,
  'assessment.loadDetails': (request: { params?: unknown }) => ((request.params as { assessmentId: number }).assessmentId === 11 ? PHQ_DETAILS : ORF_DETAILS),
  'content.stimulusBooksByLanguage': () => BOOKS,
});

function startScreen(http = fakeHttp(handlers())) {
  const sockets = fakeLiveSockets();
  const { io } = fakeIo({ http, liveSockets: sockets });
  const saga = expectSaga(liveScreenSaga).withReducer(testRootReducer(), testState()).provide([ioProvider(io)]);
  const done = saga.silentRun(800);
  return { saga, done, sockets, http };
}

describe('live screen sagas', () => {
  it('opens the session with its steps and books, forks the socket to the session, and cancels it when the screen is left', async () => {
    const { saga, done, sockets } = startScreen();
    saga.dispatch(screenOpened({ sessionId: 7 }));
    await settle();
    expect(sockets.sockets.map((socket) => socket.url)).toEqual(['ws://localhost/qg-services/prosa-facade/sessions/7/socket']);
    const socket = sockets.sockets[0]!;
    socket.serverOpens();
    socket.serverSends(WELCOME);
    await settle();
    saga.dispatch(commandSent({ type: 'show', step: { kind: 'instructions', assessmentId: 11 } }));
    await settle();
    expect(socket.sent).toEqual([{ type: 'show', step: { kind: 'instructions', assessmentId: 11 } }]);
    saga.dispatch(screenLeft());
    await settle();
    expect(socket.closedByClient).toBe(true);
    saga.dispatch(screenOpened({ sessionId: 7 }));
    await settle();
    saga.dispatch(screenLeft());
    const result = await done;
    expect(result.effects.put?.map((effect: { payload: { action: { type: string } } }) => effect.payload.action.type)).toContain(sessionLoaded.type);
    // Left again: the second screen's socket was closed too, and no third opened.
    expect(sockets.sockets.map((opened) => opened.closedByClient)).toEqual([true, true]);
  });

  it('keeps the session, its plans in the session language and the books', async () => {
    const { saga, done } = startScreen();
    saga.dispatch(screenOpened({ sessionId: 7 }));
    await settle();
    const state = (await done).storeState as ReturnType<ReturnType<typeof testRootReducer>>;
    expect(state.liveScreen).toMatchObject({ status: 'succeeded', session: DETAILS, books: BOOKS, plans: [planOf(PHQ_DETAILS, 'en_us'), planOf(ORF_DETAILS, 'en_us')] });
    expect(state.liveScreen.plans[1]).toMatchObject({ items: [], passages: [{ id: 'p1', wordCount: 6, text: 'The cat sat on the mat.' }] });
  });

  it('reports a session that cannot be opened and opens no socket', async () => {
    const http = fakeHttp({ 'prosa.liveSession': () => Promise.reject(apiError(404, 'notFound', 'No such session.')) });
    const { saga, done, sockets } = startScreen(http);
    saga.dispatch(screenOpened({ sessionId: 7 }));
    await settle();
    const state = (await done).storeState as ReturnType<ReturnType<typeof testRootReducer>>;
    expect(state.liveScreen).toMatchObject({ status: 'failed', error: { code: 'notFound' } });
    expect(sockets.sockets).toEqual([]);
  });

  it('still opens without books when the books cannot be loaded', async () => {
    const http = fakeHttp({ ...handlers(), 'content.stimulusBooksByLanguage': () => Promise.reject(apiError(500, 'internal', 'Down.')) });
    const { saga, done, sockets } = startScreen(http);
    saga.dispatch(screenOpened({ sessionId: 7 }));
    await settle();
    const state = (await done).storeState as ReturnType<ReturnType<typeof testRootReducer>>;
    expect(state.liveScreen).toMatchObject({ status: 'succeeded', books: [] });
    expect(sockets.sockets).toHaveLength(1);
  });
});

describe('live socket address', () => {
  it('is the page origin as ws(s) with the context root, or the services host when config.json names another origin', () => {
    expect(liveSocketUrl('https://qg.example.com/tsl/sessions/7', { host: '', contextRoot: '/qg-services' }, 7)).toBe('wss://qg.example.com/qg-services/prosa-facade/sessions/7/socket');
    expect(liveSocketUrl('http://localhost:8312/tsl', undefined, 9)).toBe('ws://localhost:8312/qg-services/prosa-facade/sessions/9/socket');
    expect(liveSocketUrl('https://qg.example.com/tsl', { host: 'https://api.example.com', contextRoot: '/svc' }, 7)).toBe('wss://api.example.com/svc/prosa-facade/sessions/7/socket');
  });

  it('follows the configuration the SPA loaded', async () => {
    const sockets = fakeLiveSockets();
    const { io } = fakeIo({ http: fakeHttp(handlers()), liveSockets: sockets });
    const reducer = testRootReducer();
    const state = reducer(testState(), configLoadSucceeded({ qgServices: { host: 'https://api.example.com', contextRoot: '/svc' } }));
    const saga = expectSaga(liveScreenSaga).withReducer(reducer, state).provide([ioProvider(io)]);
    const done = saga.silentRun(800);
    saga.dispatch(screenOpened({ sessionId: 7 }));
    await settle();
    saga.dispatch(screenLeft());
    await done;
    expect(sockets.sockets[0]?.url).toBe('wss://api.example.com/svc/prosa-facade/sessions/7/socket');
  });
});

describe('live screen slice', () => {
  const shown = event(3, { type: 'step.shown', step: { kind: 'item', assessmentId: 11, itemId: 'phq2_1' } });
  const answered = event(4, { type: 'item.answered', assessmentId: 11, itemId: 'phq2_1', value: 1 }, 'examinee');
  const itemContent: StepContent = { kind: 'item', productName: 'PHQ-2', number: 1, itemCount: 2, stem: '', text: 'Little interest', options: [], min: null, max: null, answer: null };
  const messages: LiveServerMessage[] = [
    WELCOME,
    { type: 'event', event: shown, content: itemContent },
    { type: 'event', event: answered },
    // A duplicate (after a reconnect) changes nothing.
    { type: 'event', event: answered },
    { type: 'refused', code: 'notShown', message: 'Only the question on the screen can be answered.' },
    { type: 'pong', id: 'x' },
  ];
  const log = [
    screenOpened({ sessionId: 7 }),
    sessionLoaded({ session: DETAILS, plans: [planOf(PHQ_DETAILS, 'en_us')], books: BOOKS }),
    connecting(1),
    connected(),
    ...messages.map((message) => messageReceived(message)),
  ];

  it('folds the messages with applyLiveEvent: the welcome replaces the state, events fold in order, duplicates change nothing', () => {
    const state = log.reduce(liveScreenReducer, initialLiveScreenState);
    expect(state.live).toEqual(foldLiveEvents(WELCOME.type === 'welcome' ? WELCOME.state : DETAILS.state, [shown, answered]));
    expect(state.live?.answers).toEqual({ '11': { phq2_1: 1 } });
    // The panel shows the examinee's answer to the item shown (the server sends content only with step.shown).
    expect(state.content).toEqual({ ...itemContent, answer: 1 });
    expect(state.refusal).toEqual({ code: 'notShown', message: 'Only the question on the screen can be answered.' });
    expect(state.connection.phase).toBe('open');
    expect(liveScreenReducer(state, refusalDismissed()).refusal).toBeNull();
  });

  it('gives the same state when the recorded action log is replayed from its JSON', () => {
    const live = log.reduce(liveScreenReducer, initialLiveScreenState);
    const replayed = (JSON.parse(JSON.stringify(log)) as typeof log).reduce(liveScreenReducer, initialLiveScreenState);
    expect(replayed).toEqual(live);
  });

  it('follows the answer of the item shown only: a change, a clearing, not another item', () => {
    const state = log.reduce(liveScreenReducer, initialLiveScreenState);
    const other = liveScreenReducer(state, messageReceived({ type: 'event', event: event(5, { type: 'item.answered', assessmentId: 11, itemId: 'phq2_2', value: 0 }) }));
    expect(other.content).toBe(state.content);
    expect(other.content).toMatchObject({ kind: 'item', answer: 1 });
    expect(other.live?.answers).toEqual({ '11': { phq2_1: 1, phq2_2: 0 } });
    const cleared = liveScreenReducer(other, messageReceived({ type: 'event', event: event(6, { type: 'item.answered', assessmentId: 11, itemId: 'phq2_1', value: null }, 'examinee') }));
    expect(cleared.content).toEqual(itemContent);
  });

  it('leaves the screen as it is on fresh ICE servers (the video takes them)', () => {
    const state = log.reduce(liveScreenReducer, initialLiveScreenState);
    expect(liveScreenReducer(state, messageReceived({ type: 'iceServers', iceServers: [{ urls: ['turn:turn.example.org'], username: '1:user-5', credential: 'c' }] }))).toBe(state);
  });

  it('shows the end when the session ends, and forgets the session when the screen is left', () => {
    const ended = liveScreenReducer(log.reduce(liveScreenReducer, initialLiveScreenState), messageReceived({ type: 'event', event: event(5, { type: 'session.ended' }) }));
    expect(ended.content).toEqual({ kind: 'ended' });
    expect(ended.live?.status).toBe('ended');
    expect(liveScreenReducer(ended, screenLeft())).toEqual(initialLiveScreenState);
  });
});
