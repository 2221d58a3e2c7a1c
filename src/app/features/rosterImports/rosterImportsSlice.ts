/**
 * The import screen (issue #19): the file being uploaded (its progress), the import as last
 * answered (status, progress, dry run, result), the decisions for held duplicates, and the last
 * failure. The chosen File itself stays outside the store (core/files/heldFiles.ts): every action is plain data.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '../../../client/appError';
import type { RosterImportAnswer } from '../../../contract/services/rosterImports';
import type { ColumnMapping } from '../../../domain/roster/columnMapping';
import type { DuplicateDecision } from '../../../domain/roster/duplicates';
import type { RosterImportKind } from '../../../domain/roster/rosterImport';
import { loggedOut } from '../../core/session/sessionSlice';

/** State of the `rosterImports` slice. */
export interface RosterImportsState {
  /** The import as last answered, or `null` before one starts. */
  run: RosterImportAnswer | null;
  /** The upload's bytes sent of the file's, while the parts go. */
  upload: { sentBytes: number; totalBytes: number } | null;
  /** A step (upload, dry run, commit, polling) is running. */
  busy: boolean;
  /** The last step's failure. */
  error: AppError | null;
  /** The user's choice for each held duplicate, by its key (`file:line`). */
  decisions: Record<string, DuplicateDecision>;
}

/** The first state of the slice. */
export const initialRosterImportsState: RosterImportsState = { run: null, upload: null, busy: false, error: null, decisions: {} };

const rosterImportsSlice = createSlice({
  name: 'rosterImports',
  initialState: initialRosterImportsState,
  reducers: {
    /** "Upload" pressed with a file: `fileKey` names it in core/files/heldFiles.ts. */
    importStartRequested(state, action: PayloadAction<{ kind: RosterImportKind; fileKey: string; fileName: string; sizeBytes: number }>) {
      return { ...initialRosterImportsState, busy: true, upload: { sentBytes: 0, totalBytes: action.payload.sizeBytes } };
    },
    /** One more part arrived at the server. */
    importUploadProgressed(state, action: PayloadAction<{ sentBytes: number }>) {
      if (state.upload) state.upload.sentBytes = action.payload.sentBytes;
    },
    /** A fresh answer of the import (after a step or a poll). */
    importLoaded(state, action: PayloadAction<RosterImportAnswer>) {
      state.run = action.payload;
    },
    /** The running step is over (the import waits for the user, or is done). */
    importStepEnded(state) {
      state.busy = false;
      state.upload = null;
    },
    /** A step failed. */
    importFailed(state, action: PayloadAction<AppError>) {
      state.busy = false;
      state.upload = null;
      state.error = action.payload;
    },
    /** "Dry run" pressed (with an examinee CSV's mapping). */
    importDryRunRequested(state, _action: PayloadAction<{ mapping?: ColumnMapping }>) {
      state.busy = true;
      state.error = null;
    },
    /** A decision for one held duplicate. */
    importDecisionChosen(state, action: PayloadAction<{ key: string; decision: DuplicateDecision }>) {
      state.decisions[action.payload.key] = action.payload.decision;
    },
    /** "Commit" pressed. */
    importCommitRequested(state) {
      state.busy = true;
      state.error = null;
    },
    /** "Start again", or the screen opened or closed: the running step (and its polling) is cancelled. */
    importReset() {
      return initialRosterImportsState;
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialRosterImportsState),
});

export const {
  importStartRequested,
  importUploadProgressed,
  importLoaded,
  importStepEnded,
  importFailed,
  importDryRunRequested,
  importDecisionChosen,
  importCommitRequested,
  importReset,
} = rosterImportsSlice.actions;
export const rosterImportsReducer = rosterImportsSlice.reducer;
