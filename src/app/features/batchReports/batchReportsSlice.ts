/**
 * Batch reports: the request, the batch being followed (its progress as the server reports it),
 * cancelling it, and the user's recent batches. The server does the work, so leaving the page
 * only stops the polling; the batch stays here and its progress resumes on return.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BatchReportsInput } from '../../../contract/services/reportBatches';
import type { ReportBatch } from '../../../contract/reportTypes';
import type { Locale } from '../../../domain/locale';
import type { ReportType } from '../../../domain/reports';
import type { AppError } from '../../../client/appError';
import type { PendingSubmit } from '../../core/http/idempotency';
import type { RequestStatus } from '../../core/requestStatus';
import { loggedOut } from '../../core/session/sessionSlice';

/** The batch on screen: its last known state, and the last polling error while the server does not answer. */
export interface FollowedBatch {
  batchId: number;
  batch: ReportBatch | null;
  pollError: AppError | null;
}

/** The "Generate reports" form's choices; `locale: ''` is the user's own language. */
export interface BatchChoice {
  reportType: ReportType;
  includeItemResponses: boolean;
  locale: Locale | '';
}

/** State of the `batchReports` slice. */
export interface BatchReportsState {
  choice: BatchChoice;
  request: { status: RequestStatus; error: AppError | null; pending: PendingSubmit<BatchReportsInput> | null };
  current: FollowedBatch | null;
  cancel: { status: RequestStatus; error: AppError | null };
  recent: { status: RequestStatus; error: AppError | null; batches: ReportBatch[] };
  /** Whether a page showing batches is open: progress is polled only then. */
  pageShown: boolean;
}

/** The first state of the slice. */
export const initialBatchReportsState: BatchReportsState = {
  choice: { reportType: 'score', includeItemResponses: true, locale: '' },
  request: { status: 'idle', error: null, pending: null },
  current: null,
  cancel: { status: 'idle', error: null },
  recent: { status: 'idle', error: null, batches: [] },
  pageShown: false,
};

/** Whether the server is done with a batch (nothing more will change). */
export const isBatchFinished = (batch: Pick<ReportBatch, 'state'>): boolean => batch.state === 'completed' || batch.state === 'cancelled';

/** Keeps the recent list in step with a batch's newer state. */
const upsertRecent = (state: BatchReportsState, batch: ReportBatch) => {
  const index = state.recent.batches.findIndex((entry) => entry.id === batch.id);
  if (index === -1) state.recent.batches.unshift(batch);
  else state.recent.batches[index] = batch;
};

const batchReportsSlice = createSlice({
  name: 'batchReports',
  initialState: initialBatchReportsState,
  reducers: {
    /** A choice of the "Generate reports" form changed. */
    batchChoiceChanged(state, action: PayloadAction<Partial<BatchChoice>>) {
      state.choice = { ...state.choice, ...action.payload };
    },
    /** "Generate reports" was submitted for a selection. */
    batchRequested(state, _action: PayloadAction<BatchReportsInput>) {
      state.request.status = 'loading';
      state.request.error = null;
    },
    /** The batch was queued: it becomes the batch on screen. */
    batchSucceeded(state, action: PayloadAction<ReportBatch>) {
      state.request = { status: 'succeeded', error: null, pending: null };
      state.current = { batchId: action.payload.id, batch: action.payload, pollError: null };
      state.cancel = initialBatchReportsState.cancel;
      upsertRecent(state, action.payload);
    },
    /** The batch was not queued (nothing selected matches, no license, ...). */
    batchFailed(state, action: PayloadAction<{ error: AppError; pending: PendingSubmit<BatchReportsInput> | null }>) {
      state.request = { status: 'failed', error: action.payload.error, pending: action.payload.pending };
    },
    /** An earlier batch was opened from the recent list. */
    batchOpened(state, action: PayloadAction<{ batchId: number }>) {
      const { batchId } = action.payload;
      if (state.current?.batchId === batchId) return;
      state.current = { batchId, batch: state.recent.batches.find((entry) => entry.id === batchId) ?? null, pollError: null };
      state.cancel = initialBatchReportsState.cancel;
    },
    /** The batch panel was closed; the batch goes on on the server. */
    batchClosed(state) {
      state.current = null;
      state.cancel = initialBatchReportsState.cancel;
    },
    /** The page showing batches was opened: follow the batch on screen again. */
    batchPageEntered(state) {
      state.pageShown = true;
    },
    /** The page showing batches was left: polling stops. */
    batchPageLeft(state) {
      state.pageShown = false;
    },
    /** The server's state of the batch on screen. */
    batchStatusReceived(state, action: PayloadAction<ReportBatch>) {
      upsertRecent(state, action.payload);
      if (state.current?.batchId !== action.payload.id) return;
      state.current.batch = action.payload;
      state.current.pollError = null;
    },
    /** The batch being followed has finished (seen once by the poller): lists showing its reports may refresh. */
    batchFinished(_state, _action: PayloadAction<{ batchId: number }>) {},
    /** Asking for the batch's state failed; the saga asks again later. */
    batchStatusFailed(state, action: PayloadAction<{ batchId: number; error: AppError }>) {
      if (state.current?.batchId === action.payload.batchId) state.current.pollError = action.payload.error;
    },
    /** "Cancel batch" was pressed. */
    cancelRequested(state, _action: PayloadAction<{ batchId: number }>) {
      state.cancel = { status: 'loading', error: null };
    },
    /** The batch is cancelled: reports not started will not be made. */
    cancelSucceeded(state, action: PayloadAction<ReportBatch>) {
      state.cancel = { status: 'succeeded', error: null };
      upsertRecent(state, action.payload);
      if (state.current?.batchId === action.payload.id) state.current.batch = action.payload;
    },
    /** The cancellation failed. */
    cancelFailed(state, action: PayloadAction<AppError>) {
      state.cancel = { status: 'failed', error: action.payload };
    },
    /** The recent batches are asked for. */
    recentRequested(state) {
      state.recent.status = 'loading';
    },
    /**
     * The recent batches arrived. With no batch on screen, the newest one still working is shown,
     * so a batch started before a reload shows its progress again.
     */
    recentSucceeded(state, action: PayloadAction<ReportBatch[]>) {
      state.recent = { status: 'succeeded', error: null, batches: action.payload };
      const current = state.current;
      if (current) {
        const fresh = action.payload.find((entry) => entry.id === current.batchId);
        if (fresh) current.batch = fresh;
        return;
      }
      const working = action.payload.find((entry) => !isBatchFinished(entry));
      if (working) state.current = { batchId: working.id, batch: working, pollError: null };
    },
    /** The recent batches could not be loaded. */
    recentFailed(state, action: PayloadAction<AppError>) {
      state.recent.status = 'failed';
      state.recent.error = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialBatchReportsState),
});

export const {
  batchChoiceChanged,
  batchRequested,
  batchSucceeded,
  batchFailed,
  batchOpened,
  batchClosed,
  batchPageEntered,
  batchPageLeft,
  batchStatusReceived,
  batchFinished,
  batchStatusFailed,
  cancelRequested,
  cancelSucceeded,
  cancelFailed,
  recentRequested,
  recentSucceeded,
  recentFailed,
} = batchReportsSlice.actions;
export const batchReportsReducer = batchReportsSlice.reducer;
