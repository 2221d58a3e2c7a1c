/**
 * The back office's assessment tracker (issue #17): the reason staff state for their lookups, the
 * lookup under way and the assessments it found, the tracker on screen, and the change under way
 * (revealing names and responses, a status update) with its dialog.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '../../../client/appError';
import type { AssessmentTracker, TrackerMatch, TrackerStatusBody } from '../../../contract/services/assessmentTracker';
import type { RequestStatus } from '../../core/requestStatus';
import { loggedOut } from '../../core/session/sessionSlice';

/** One assessment of a customer account, as the timeline's address names it. */
export interface TrackerKey {
  accountId: number;
  assessmentId: number;
}

/** What a lookup names: an assessment id, a session or link id, or an examinee id in an account. */
export type TrackerLookup =
  | { kind: 'assessment'; assessmentId: number }
  | { kind: 'session'; sessionKind: 'administration' | 'link'; sessionId: number }
  | { kind: 'examinee'; accountId: number; examineeId: string };

/** The dialogs of the timeline. */
export type TrackerDialog = 'reveal' | 'status';

/** State of the `assessmentTracker` slice. */
export interface AssessmentTrackerState {
  /** Why the staff member looks assessments up (a ticket), stated once and sent with every call; `''` until stated. */
  reason: string;
  lookup: { status: RequestStatus; error: AppError | null; matches: TrackerMatch[] };
  tracker: { status: RequestStatus; error: AppError | null; key: TrackerKey | null; data: AssessmentTracker | null };
  dialog: TrackerDialog | null;
  /** The change under way or last made: revealing or a status update. */
  change: { status: RequestStatus; error: AppError | null; kind: TrackerDialog | null };
}

/** The first state of the slice. */
export const initialTrackerState: AssessmentTrackerState = {
  reason: '',
  lookup: { status: 'idle', error: null, matches: [] },
  tracker: { status: 'idle', error: null, key: null, data: null },
  dialog: null,
  change: { status: 'idle', error: null, kind: null },
};

const trackerSlice = createSlice({
  name: 'assessmentTracker',
  initialState: initialTrackerState,
  reducers: {
    /** The staff member stated why they look assessments up (checked by the domain's rule), or `''` to state another. */
    trackerReasonStated(state, action: PayloadAction<{ reason: string }>) {
      state.reason = action.payload.reason;
    },
    /** Find was pressed on one of the lookups. */
    lookupRequested(state, _action: PayloadAction<TrackerLookup>) {
      state.lookup = { status: 'loading', error: null, matches: [] };
    },
    /** The assessments found. */
    lookupSucceeded(state, action: PayloadAction<TrackerMatch[]>) {
      state.lookup = { status: 'succeeded', error: null, matches: action.payload };
    },
    /** The lookup failed (a 404 for an id no customer account has). */
    lookupFailed(state, action: PayloadAction<AppError>) {
      state.lookup = { status: 'failed', error: action.payload, matches: [] };
    },
    /** A timeline opened (or its reason was just stated): it loads, hidden data and all changes reset. */
    trackerRequested(state, action: PayloadAction<TrackerKey>) {
      state.tracker = { status: 'loading', error: null, key: action.payload, data: null };
      state.dialog = null;
      state.change = initialTrackerState.change;
    },
    /** An assessment's tracker arrived (from a lookup by id, a timeline's load or a change). */
    trackerSucceeded(state, action: PayloadAction<AssessmentTracker>) {
      const data = action.payload;
      state.tracker = { status: 'succeeded', error: null, key: { accountId: data.accountId, assessmentId: data.assessment.id }, data };
    },
    /** The tracker could not be loaded. */
    trackerFailed(state, action: PayloadAction<AppError>) {
      state.tracker = { ...state.tracker, status: 'failed', error: action.payload, data: null };
    },
    /** A dialog of the timeline opened or closed. */
    trackerDialogOpened(state, action: PayloadAction<TrackerDialog | null>) {
      if (state.change.status === 'loading') return;
      state.dialog = action.payload;
      state.change = initialTrackerState.change;
    },
    /** "Show" was pressed in the reveal dialog, with its own reason. */
    revealRequested(state, _action: PayloadAction<TrackerKey & { revealReason: string }>) {
      state.change = { status: 'loading', error: null, kind: 'reveal' };
    },
    /** "Apply" was pressed in the status dialog. */
    statusUpdateRequested(state, _action: PayloadAction<TrackerKey & { body: TrackerStatusBody }>) {
      state.change = { status: 'loading', error: null, kind: 'status' };
    },
    /** The change was made: the tracker as it is now, and the dialog closes. */
    trackerChanged(state, action: PayloadAction<AssessmentTracker>) {
      const data = action.payload;
      state.tracker = { status: 'succeeded', error: null, key: { accountId: data.accountId, assessmentId: data.assessment.id }, data };
      state.change = { ...state.change, status: 'succeeded', error: null };
      state.dialog = null;
    },
    /** The change was refused or failed; the dialog stays open with the error. */
    trackerChangeFailed(state, action: PayloadAction<AppError>) {
      state.change = { ...state.change, status: 'failed', error: action.payload };
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialTrackerState),
});

export const {
  trackerReasonStated,
  lookupRequested,
  lookupSucceeded,
  lookupFailed,
  trackerRequested,
  trackerSucceeded,
  trackerFailed,
  trackerDialogOpened,
  revealRequested,
  statusUpdateRequested,
  trackerChanged,
  trackerChangeFailed,
} = trackerSlice.actions;
export const assessmentTrackerReducer = trackerSlice.reducer;
