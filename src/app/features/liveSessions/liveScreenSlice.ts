/**
 * The examiner's live screen (issue #20): the session as opened, the socket's connection, and the
 * session's state folded from the server's messages with the domain's `applyLiveEvent` (a welcome
 * replaces it). Every message received is one `liveScreen/messageReceived` action carrying the
 * message as it came, so a QA action log replays a live session to the same state.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '../../../client/appError';
import type { LiveSessionDetails } from '../../../contract/services/liveSessions';
import type { StimulusBookIndex } from '../../../contract/services/stimulusBooks';
import type { LiveClientMessage, LiveRefusal, LiveServerMessage } from '../../../domain/live/liveProtocol';
import type { LiveRole, StepContent } from '../../../domain/live/liveSession';
import { applyLiveEvent, type LiveSessionState } from '../../../domain/live/liveState';
import { shownContentAfter } from '../../../domain/live/shownContent';
import type { RequestStatus } from '../../core/requestStatus';
import { loggedOut } from '../../core/session/sessionSlice';
import type { LiveAssessmentPlan } from './liveSteps';

/** The socket as the screen shows it. */
export interface LiveConnectionState {
  /** `idle` before the first attempt; `closed` for good when `retryInMs` is null. */
  phase: 'idle' | 'connecting' | 'open' | 'closed';
  attempt: number;
  /** Milliseconds until the next attempt after a drop; `null` when it will not reconnect. */
  retryInMs: number | null;
  /** Whether the socket that closed last had opened (a drop), or never had (the server was not reached). */
  wasOpen: boolean;
  /** The close code and reason of the last drop. */
  code: number | null;
  reason: string;
}

/** State of the `liveScreen` slice. */
export interface LiveScreenState {
  sessionId: number | null;
  status: RequestStatus;
  error: AppError | null;
  session: LiveSessionDetails | null;
  /** The session's assessments with their steps, in the session's language. */
  plans: LiveAssessmentPlan[];
  /** Stimulus books published in the session's language. */
  books: StimulusBookIndex[];
  connection: LiveConnectionState;
  role: LiveRole | null;
  participantId: number | null;
  /** The state folded from the socket's messages; the opened session's until the welcome. */
  live: LiveSessionState | null;
  /** What the examinee's screen shows now. */
  content: StepContent | null;
  /** The last command the server refused. */
  refusal: { code: LiveRefusal; message: string } | null;
  /** The reading probe's timer while it runs (or just ran): seconds left of the minute. */
  timer: { assessmentId: number; secondsLeft: number; running: boolean } | null;
}

/** The slice's state before a screen opens. */
export const initialLiveScreenState: LiveScreenState = {
  sessionId: null,
  status: 'idle',
  error: null,
  session: null,
  plans: [],
  books: [],
  connection: { phase: 'idle', attempt: 0, retryInMs: null, wasOpen: false, code: null, reason: '' },
  role: null,
  participantId: null,
  live: null,
  content: null,
  refusal: null,
  timer: null,
};

/** Folds one server message into the state (pure; the reducer's rule, exported for tests and replays). */
export function foldServerMessage(state: LiveScreenState, message: LiveServerMessage): LiveScreenState {
  switch (message.type) {
    case 'welcome':
      return { ...state, role: message.role, participantId: message.participantId, live: message.state, content: message.content };
    case 'event': {
      if (!state.live) return state;
      const live = applyLiveEvent(state.live, message.event);
      if (live === state.live) return state;
      return { ...state, live, content: shownContentAfter(state.content, live.step, message.event, message.content) };
    }
    case 'refused':
      return { ...state, refusal: { code: message.code, message: message.message } };
    default:
      // Signalling and fresh ICE servers belong to the video panel, pongs to the connection: none changes the screen.
      return state;
  }
}

const liveScreenSlice = createSlice({
  name: 'liveScreen',
  initialState: initialLiveScreenState,
  reducers: {
    /** The live screen of a session opened. */
    screenOpened(_state, action: PayloadAction<{ sessionId: number }>) {
      return { ...initialLiveScreenState, sessionId: action.payload.sessionId, status: 'loading' };
    },
    /** The screen was left: the socket closes. */
    screenLeft() {
      return initialLiveScreenState;
    },
    /** The session, its assessments' steps and the books in its language arrived. */
    sessionLoaded(state, action: PayloadAction<{ session: LiveSessionDetails; plans: LiveAssessmentPlan[]; books: StimulusBookIndex[] }>) {
      const { session, plans, books } = action.payload;
      state.status = 'succeeded';
      state.session = session;
      state.plans = plans;
      state.books = books;
      state.live = state.live ?? session.state;
    },
    sessionFailed(state, action: PayloadAction<AppError>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    connecting(state, action: PayloadAction<number>) {
      state.connection = { ...state.connection, phase: 'connecting', attempt: action.payload, retryInMs: null };
    },
    connected(state) {
      state.connection = { ...state.connection, phase: 'open', retryInMs: null };
    },
    disconnected(state, action: PayloadAction<{ code: number; reason: string; retryInMs: number | null }>) {
      const { code, reason, retryInMs } = action.payload;
      state.connection = { ...state.connection, phase: 'closed', wasOpen: state.connection.phase === 'open', code, reason, retryInMs };
    },
    /** A message from the server, as it came. */
    messageReceived(state, action: PayloadAction<LiveServerMessage>) {
      return foldServerMessage(state, action.payload);
    },
    /** A command for the server (the connection saga sends it, or queues it while away). */
    commandSent(state, action: PayloadAction<LiveClientMessage>) {
      if (action.payload.type !== 'ping' && action.payload.type !== 'signal') state.refusal = null;
    },
    refusalDismissed(state) {
      state.refusal = null;
    },
    /** "Start timer" on a passage. */
    orfTimerRequested(state, action: PayloadAction<{ assessmentId: number }>) {
      state.timer = { assessmentId: action.payload.assessmentId, secondsLeft: 60, running: true };
    },
    orfTimerTicked(state, action: PayloadAction<{ assessmentId: number; secondsLeft: number }>) {
      state.timer = { ...action.payload, running: true };
    },
    /** The server refused to start the timer: nothing runs. */
    orfTimerAbandoned(state) {
      state.timer = null;
    },
    /** "Stop early". */
    orfStopRequested(_state, _action: PayloadAction<{ assessmentId: number }>) {},
    /** The timer stopped (at the minute or early); the server's `orf.stopped` holds the seconds. */
    orfTimerStopped(state, action: PayloadAction<{ assessmentId: number; secondsLeft: number }>) {
      state.timer = { ...action.payload, running: false };
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialLiveScreenState),
});

export const {
  screenOpened,
  screenLeft,
  sessionLoaded,
  sessionFailed,
  connecting,
  connected,
  disconnected,
  messageReceived,
  commandSent,
  refusalDismissed,
  orfTimerRequested,
  orfTimerTicked,
  orfTimerAbandoned,
  orfStopRequested,
  orfTimerStopped,
} = liveScreenSlice.actions;
/** The slice's reducer. */
export const liveScreenReducer = liveScreenSlice.reducer;
