/**
 * The "Live sessions" dashboard (issue #20): the filtered page of the account's live sessions,
 * the values its filters offer, and the Start and Cancel of a row. Plain JSON: the API's answers
 * travel in the success actions, so an action log rebuilds the same state.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '../../../client/appError';
import type { LiveSessionFilter, LiveSessionSummary, LiveSetup, SessionFilterValues } from '../../../contract/services/liveSessions';
import type { RequestStatus } from '../../core/requestStatus';
import { loggedOut } from '../../core/session/sessionSlice';

/** The dashboard's filter as the view edits it (the contract's query, every field but `when` and paging optional). */
export type DashboardFilter = LiveSessionFilter;

/** A row action in flight or refused: Start or Cancel of one session. */
export interface RowAction {
  sessionId: number | null;
  status: RequestStatus;
  error: AppError | null;
}

/** State of the `liveDashboard` slice. */
export interface LiveDashboardState {
  filter: DashboardFilter;
  status: RequestStatus;
  sessions: LiveSessionSummary[];
  total: number;
  setup: LiveSetup | null;
  error: AppError | null;
  filterValues: SessionFilterValues | null;
  /** The session whose cancellation waits for the examiner's confirmation. */
  confirmingCancel: number | null;
  cancel: RowAction;
  launch: RowAction;
}

/** The filter the dashboard opens with: upcoming sessions, the first page. */
export const DEFAULT_FILTER: DashboardFilter = { when: 'upcoming', page: 1, pageSize: 25 };

const idle: RowAction = { sessionId: null, status: 'idle', error: null };

/** The slice's state on opening. */
export const initialLiveDashboardState: LiveDashboardState = {
  filter: DEFAULT_FILTER,
  status: 'idle',
  sessions: [],
  total: 0,
  setup: null,
  error: null,
  filterValues: null,
  confirmingCancel: null,
  cancel: idle,
  launch: idle,
};

const replaceRow = (sessions: LiveSessionSummary[], row: LiveSessionSummary): LiveSessionSummary[] => sessions.map((session) => (session.id === row.id ? row : session));

const liveDashboardSlice = createSlice({
  name: 'liveDashboard',
  initialState: initialLiveDashboardState,
  reducers: {
    /** The dashboard opened: load the page and the filters' values. */
    dashboardOpened(state) {
      state.status = 'loading';
      state.error = null;
    },
    /** A filter changed (back to the first page unless the change is the page). */
    filterChanged(state, action: PayloadAction<Partial<DashboardFilter>>) {
      const change = action.payload;
      state.filter = { ...state.filter, ...change, page: change.page ?? 1 };
      state.status = 'loading';
    },
    /** The filters were reset. */
    filterReset(state) {
      state.filter = DEFAULT_FILTER;
      state.status = 'loading';
    },
    listSucceeded(state, action: PayloadAction<{ sessions: LiveSessionSummary[]; total: number; setup: LiveSetup }>) {
      state.status = 'succeeded';
      state.sessions = action.payload.sessions;
      state.total = action.payload.total;
      state.setup = action.payload.setup;
      state.error = null;
    },
    listFailed(state, action: PayloadAction<AppError>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    filterValuesSucceeded(state, action: PayloadAction<SessionFilterValues>) {
      state.filterValues = action.payload;
    },
    /** "Cancel" on a row: ask for confirmation. */
    cancelAsked(state, action: PayloadAction<{ sessionId: number }>) {
      state.confirmingCancel = action.payload.sessionId;
      state.cancel = idle;
    },
    /** The confirmation was dismissed. */
    cancelDismissed(state) {
      state.confirmingCancel = null;
      state.cancel = idle;
    },
    cancelRequested(state, action: PayloadAction<{ sessionId: number }>) {
      state.cancel = { sessionId: action.payload.sessionId, status: 'loading', error: null };
    },
    cancelSucceeded(state, action: PayloadAction<LiveSessionSummary>) {
      state.cancel = { sessionId: action.payload.id, status: 'succeeded', error: null };
      state.confirmingCancel = null;
      state.sessions = replaceRow(state.sessions, action.payload);
    },
    cancelFailed(state, action: PayloadAction<AppError>) {
      state.cancel = { ...state.cancel, status: 'failed', error: action.payload };
    },
    /** "Start" on a row (or on the live screen of a session not yet begun). */
    launchRequested(state, action: PayloadAction<{ sessionId: number }>) {
      state.launch = { sessionId: action.payload.sessionId, status: 'loading', error: null };
    },
    launchSucceeded(state, action: PayloadAction<LiveSessionSummary>) {
      state.launch = { sessionId: action.payload.id, status: 'succeeded', error: null };
      state.sessions = replaceRow(state.sessions, action.payload);
    },
    launchFailed(state, action: PayloadAction<AppError>) {
      state.launch = { ...state.launch, status: 'failed', error: action.payload };
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialLiveDashboardState),
});

export const {
  dashboardOpened,
  filterChanged,
  filterReset,
  listSucceeded,
  listFailed,
  filterValuesSucceeded,
  cancelAsked,
  cancelDismissed,
  cancelRequested,
  cancelSucceeded,
  cancelFailed,
  launchRequested,
  launchSucceeded,
  launchFailed,
} = liveDashboardSlice.actions;
/** The slice's reducer. */
export const liveDashboardReducer = liveDashboardSlice.reducer;
