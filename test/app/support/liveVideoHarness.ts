/**
 * Two screens of a live session for the live video saga's tests: each a real Redux store with the
 * video slice and the saga on a fake media I/O; what one sends as `signal` reaches the other as a
 * received `signal` message (in order, a tick later), as the live socket relays it. A screen that
 * has not started yet receives nothing (the server relays to connected screens only).
 */
import { applyMiddleware, combineReducers, createStore, type Middleware, type Store } from 'redux';
import createSagaMiddleware, { type Task } from 'redux-saga';
import type { CaptureResult } from '../../../src/browser/media';
import type { LiveClientMessage, LiveServerMessage, SignalData } from '../../../src/domain/live/liveProtocol';
import type { LiveRole } from '../../../src/domain/live/liveSession';
import { liveVideo, type LiveVideoActions } from '../../../src/client/live/video/liveVideoSaga';
import { liveVideoReducer, type LiveVideoState } from '../../../src/client/live/video/liveVideoSlice';
import { type FakeMedia, fakeMedia, type FakeNetwork } from './fakeMedia';

export const SEND = 'live/send';
export const RECEIVED = 'live/received';

/** The live socket's actions as a screen's feature would have them. */
export const socketActions: LiveVideoActions = {
  send: (message: LiveClientMessage) => ({ type: SEND, payload: message }),
  receivedType: RECEIVED,
};

/** A server message received, as the socket saga puts it. */
export const received = (payload: LiveServerMessage) => ({ type: RECEIVED, payload });

/** A signal of the other side, received. */
export const signalFrom = (from: LiveRole, data: SignalData) => received({ type: 'signal', from, data });

interface TestState {
  liveVideo: LiveVideoState;
}

/** One screen. */
export interface Screen {
  role: LiveRole;
  media: FakeMedia;
  store: Store<TestState>;
  /** Every signal it sent, in order. */
  sent: SignalData[];
  task: Task | null;
  /** While true, what it sends is lost (a reloading page says nothing). */
  silent: boolean;
  start(): void;
  video(): LiveVideoState;
}

/** Two screens joined by a relay. */
export function twoScreens(network: FakeNetwork, captures: Partial<Record<LiveRole, CaptureResult>> = {}): Record<LiveRole, Screen> {
  const screens = {} as Record<LiveRole, Screen>;
  const make = (role: LiveRole, other: LiveRole): Screen => {
    const saga = createSagaMiddleware();
    const relay: Middleware = () => (next) => (action) => {
      const { type, payload } = action as { type: string; payload: LiveClientMessage };
      if (type === SEND && payload.type === 'signal') {
        if (screen.silent) return next(action);
        screen.sent.push(payload.data);
        const data = payload.data;
        const target = screens[other];
        setTimeout(() => {
          if (target.task?.isRunning()) target.store.dispatch(signalFrom(role, data));
        }, 0);
      }
      return next(action);
    };
    const store = createStore(combineReducers({ liveVideo: liveVideoReducer }), applyMiddleware(relay, saga)) as Store<TestState>;
    const screen: Screen = {
      role,
      media: fakeMedia(network, role === 'examiner' ? 'x' : 'e', captures[role]),
      store,
      sent: [],
      task: null,
      silent: false,
      start() {
        screen.task = saga.run(liveVideo, screen.media, role, [], socketActions);
      },
      video: () => store.getState().liveVideo,
    };
    return screen;
  };
  screens.examiner = make('examiner', 'examinee');
  screens.examinee = make('examinee', 'examiner');
  return screens;
}

/** Lets every pending tick run (the fakes answer a tick later), enough for a negotiation to finish. */
export async function settle(ticks = 60): Promise<void> {
  for (let i = 0; i < ticks; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** The one peer connection of a screen that is still open. */
export const openPeers = (screen: Screen) => screen.media.peers.filter((peer) => !peer.closed);
