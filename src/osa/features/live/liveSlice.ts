/**
 * The examinee's live session page (issue #20): the session the live cookie joins, the socket's
 * state, and the session as the examiner shows it, folded from the server's messages with the
 * domain's `applyLiveEvent`. Every action is plain JSON, so a QA action log replays a session.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LiveJoinState } from '../../../contract/services/liveSessions';
import { LIVE_CLOSE_CODES, type LiveClientMessage, type LiveRefusal, type LiveServerMessage } from '../../../domain/live/liveProtocol';
import type { StepContent } from '../../../domain/live/liveSession';
import { applyLiveEvent, type LiveSessionState } from '../../../domain/live/liveState';
import { endsSession, shownContentAfter } from '../../../domain/live/shownContent';
import { type LinkProblem, retryRequested } from '../link/linkSlice';

/** The socket as the banner tells it: never opened yet, opening, open, lost (reconnecting), or closed for good. */
export type LiveConnectionStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'closed';

/** State of the `live` slice. */
export interface LiveSliceState {
  /** `opening` until the session is known; `problem` while a problem page shows. */
  status: 'idle' | 'opening' | 'ready' | 'problem';
  join: LiveJoinState | null;
  problem: LinkProblem | null;
  connection: LiveConnectionStatus;
  /** The session as folded so far; `null` before the first `welcome`. */
  session: LiveSessionState | null;
  /** The content of the step shown. */
  content: StepContent | null;
  /** Counts the pages shown, so the view moves focus to each new page's heading. */
  shownCount: number;
  /** The last refusal of an answer this screen sent, cleared by the next page or answer. */
  refusal: { code: LiveRefusal; message: string } | null;
}

const initialState: LiveSliceState = { status: 'idle', join: null, problem: null, connection: 'idle', session: null, content: null, shownCount: 0, refusal: null };

function receive(state: LiveSliceState, message: LiveServerMessage): void {
  switch (message.type) {
    case 'welcome':
      state.session = message.state;
      state.content = message.content;
      state.shownCount += 1;
      state.refusal = null;
      return;
    case 'event': {
      if (!state.session) return;
      const before = state.session.sequence;
      state.session = applyLiveEvent(state.session, message.event);
      if (state.session.sequence === before) return;
      state.content = shownContentAfter(state.content, state.session.step, message.event, message.content);
      // A new page (or the end) moves focus to its heading; a new page also clears an old refusal.
      if (message.content || endsSession(message.event)) state.shownCount += 1;
      if (message.content) state.refusal = null;
      return;
    }
    case 'refused':
      state.refusal = { code: message.code, message: message.message };
      return;
    default:
      // Signalling and fresh ICE servers are the video's; a pong the connection's.
      return;
  }
}

const liveSlice = createSlice({
  name: 'live',
  initialState,
  reducers: {
    /** The live page loaded: open the session from the address's token, or resume by the cookie. */
    liveStarted(state) {
      state.status = 'opening';
    },
    /** The server answered the session the live cookie joins. */
    liveJoined(state, action: PayloadAction<LiveJoinState>) {
      state.status = 'ready';
      state.join = action.payload;
      state.problem = null;
      if (action.payload.status === 'ended' || action.payload.status === 'cancelled') state.content = { kind: 'ended' };
    },
    /** The session cannot be joined here: a problem page shows. */
    liveProblemShown(state, action: PayloadAction<LinkProblem>) {
      state.status = 'problem';
      state.problem = action.payload;
    },
    /** The socket is being opened (attempt 1, or a reconnect). */
    liveConnecting(state, action: PayloadAction<number>) {
      state.connection = action.payload === 1 && state.connection === 'idle' ? 'connecting' : 'reconnecting';
    },
    liveConnected(state) {
      state.connection = 'connected';
    },
    /** A message of the server. */
    liveReceived(state, action: PayloadAction<LiveServerMessage>) {
      receive(state, action.payload);
    },
    /** The socket closed; it reconnects unless `retryInMs` is null. */
    liveDisconnected(state, action: PayloadAction<{ code: number; reason: string; retryInMs: number | null }>) {
      state.connection = action.payload.retryInMs === null ? 'closed' : 'reconnecting';
      // Closed because the session is over: the page says so, not that the connection was lost.
      if (action.payload.code === LIVE_CLOSE_CODES.ended) {
        state.content = { kind: 'ended' };
        state.shownCount += 1;
      }
    },
    /** A message to send on the socket (queued while it is away). */
    liveSend(_state, _action: PayloadAction<LiveClientMessage>) {},
    /** The examinee tapped an option of the item shown. */
    answerChosen(state, _action: PayloadAction<{ assessmentId: number; itemId: string; value: number }>) {
      state.refusal = null;
    },
  },
  extraReducers: (builder) =>
    builder.addCase(retryRequested, (state) => {
      if (state.status !== 'problem') return;
      state.status = 'opening';
      state.problem = null;
    }),
});

export const { liveStarted, liveJoined, liveProblemShown, liveConnecting, liveConnected, liveReceived, liveDisconnected, liveSend, answerChosen } = liveSlice.actions;
export const liveReducer = liveSlice.reducer;
