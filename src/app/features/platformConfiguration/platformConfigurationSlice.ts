/**
 * The back office's platform configuration (issue #17): config.json's current version with its
 * history, the staff member's draft of the next version, the two versions compared, the contents
 * of the versions read so far, and the save or rollback under way.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '../../../client/appError';
import type { AppConfigVersionDetail, JsonConfig } from '../../../contract/services/platformConfiguration';
import { formatAppConfig } from '../../../domain/appConfigFormat';
import type { RequestStatus } from '../../core/requestStatus';
import { loggedOut } from '../../core/session/sessionSlice';

/** A change under way: a new document, or a rollback to an older version. */
export type ConfigChangeKind = 'save' | 'rollback';

/** State of the `platformConfiguration` slice. */
export interface PlatformConfigurationState {
  /** The current version and the history, as last read or saved. */
  current: { status: RequestStatus; error: AppError | null; data: JsonConfig | null };
  /** The text being edited, and the version it was made from (sent as `basedOnVersion`). */
  draft: { text: string; basedOnVersion: number | null };
  change: { status: RequestStatus; error: AppError | null; kind: ConfigChangeKind | null };
  /** The two versions compared (older, newer), once chosen. */
  compare: { from: number; to: number } | null;
  /** The contents read so far, by version number (a version never changes, so they are kept). */
  versions: { status: RequestStatus; error: AppError | null; byNumber: Record<number, AppConfigVersionDetail> };
}

/** The first state of the slice. */
export const initialPlatformConfigurationState: PlatformConfigurationState = {
  current: { status: 'idle', error: null, data: null },
  draft: { text: '', basedOnVersion: null },
  change: { status: 'idle', error: null, kind: null },
  compare: null,
  versions: { status: 'idle', error: null, byNumber: {} },
};

/** Takes a configuration read or saved: the current version, a fresh draft of it, its content kept. */
const take = (state: PlatformConfigurationState, config: JsonConfig) => {
  state.current = { status: 'succeeded', error: null, data: config };
  state.draft = { text: formatAppConfig(config.version.config), basedOnVersion: config.currentVersion };
  state.versions.byNumber[config.version.version] = config.version;
};

const slice = createSlice({
  name: 'platformConfiguration',
  initialState: initialPlatformConfigurationState,
  reducers: {
    configRequested(state) {
      state.current.status = 'loading';
      state.current.error = null;
    },
    configSucceeded(state, action: PayloadAction<JsonConfig>) {
      take(state, action.payload);
      state.change = { status: 'idle', error: null, kind: null };
    },
    configFailed(state, action: PayloadAction<AppError>) {
      state.current.status = 'failed';
      state.current.error = action.payload;
    },
    draftChanged(state, action: PayloadAction<string>) {
      state.draft.text = action.payload;
    },
    /** Puts the current version back into the editor. */
    draftReset(state) {
      if (state.current.data) state.draft.text = formatAppConfig(state.current.data.version.config);
    },
    /** Saves the draft as a new version, with its reason. */
    configSaveRequested(state, _action: PayloadAction<{ reason: string }>) {
      state.change = { status: 'loading', error: null, kind: 'save' };
    },
    /** Saves an older version's content as a new version, with its reason. */
    rollbackRequested(state, _action: PayloadAction<{ version: number; reason: string }>) {
      state.change = { status: 'loading', error: null, kind: 'rollback' };
    },
    configChanged(state, action: PayloadAction<JsonConfig>) {
      take(state, action.payload);
      state.change.status = 'succeeded';
    },
    configChangeFailed(state, action: PayloadAction<AppError>) {
      state.change.status = 'failed';
      state.change.error = action.payload;
    },
    /** Compares two versions (the saga reads the contents not yet here). */
    compareRequested(state, action: PayloadAction<{ from: number; to: number }>) {
      state.compare = action.payload;
      state.versions.status = 'loading';
      state.versions.error = null;
    },
    versionsSucceeded(state, action: PayloadAction<AppConfigVersionDetail[]>) {
      state.versions.status = 'succeeded';
      for (const version of action.payload) state.versions.byNumber[version.version] = version;
    },
    versionsFailed(state, action: PayloadAction<AppError>) {
      state.versions.status = 'failed';
      state.versions.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialPlatformConfigurationState);
  },
});

export const {
  configRequested,
  configSucceeded,
  configFailed,
  draftChanged,
  draftReset,
  configSaveRequested,
  rollbackRequested,
  configChanged,
  configChangeFailed,
  compareRequested,
  versionsSucceeded,
  versionsFailed,
} = slice.actions;

/** The slice's reducer. */
export const platformConfigurationReducer = slice.reducer;
