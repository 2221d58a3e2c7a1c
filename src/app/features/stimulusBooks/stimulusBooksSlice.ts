/**
 * The back office's stimulus books (issue #20): the published books, and the publication under
 * way of a book's JSON with its image files. The chosen files stay outside the store
 * (core/files/heldFiles.ts): an action names each by its key, so every action is plain data.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '../../../client/appError';
import type { StimulusBookSummary } from '../../../contract/services/stimulusBooks';
import type { RequestStatus } from '../../core/requestStatus';
import { loggedOut } from '../../core/session/sessionSlice';

/** A file the operator chose, held in core/files/heldFiles.ts under `key`. */
export interface ChosenFile {
  key: string;
  fileName: string;
  /** The type the browser gives the file (`image/png`), empty when it knows none. */
  contentType: string;
  sizeBytes: number;
}

/** What "Publish" sends: the book's JSON file, its image files and the reason. */
export interface PublishRequest {
  book: ChosenFile;
  images: ChosenFile[];
  /** Why it is published (the domain's product change reason; kept in the audit log). */
  reason: string;
}

/** State of the `stimulusBooks` slice. */
export interface StimulusBooksState {
  list: { status: RequestStatus; error: AppError | null; items: StimulusBookSummary[] };
  publish: { status: RequestStatus; error: AppError | null; published: StimulusBookSummary | null };
}

/** The first state of the slice. */
export const initialStimulusBooksState: StimulusBooksState = {
  list: { status: 'idle', error: null, items: [] },
  publish: { status: 'idle', error: null, published: null },
};

const slice = createSlice({
  name: 'stimulusBooks',
  initialState: initialStimulusBooksState,
  reducers: {
    /** The screen opened: the published books are asked for. */
    booksRequested(state) {
      state.list = { ...state.list, status: 'loading', error: null };
    },
    /** The published books arrived. */
    booksSucceeded(state, action: PayloadAction<StimulusBookSummary[]>) {
      state.list = { status: 'succeeded', error: null, items: action.payload };
    },
    /** The books could not be loaded. */
    booksFailed(state, action: PayloadAction<AppError>) {
      state.list = { ...state.list, status: 'failed', error: action.payload };
    },
    /** "Publish" was pressed with the chosen files and a reason. */
    publishRequested(state, _action: PayloadAction<PublishRequest>) {
      state.publish = { status: 'loading', error: null, published: null };
    },
    /** The book was published: it takes its place in the list (a new version replaces the old one's row). */
    publishSucceeded(state, action: PayloadAction<StimulusBookSummary>) {
      const book = action.payload;
      state.publish = { status: 'succeeded', error: null, published: book };
      state.list.items = [...state.list.items.filter((item) => item.id !== book.id), book].sort((a, b) => a.id.localeCompare(b.id));
    },
    /** The publication was refused (its problems by field) or failed. */
    publishFailed(state, action: PayloadAction<AppError>) {
      state.publish = { status: 'failed', error: action.payload, published: null };
    },
    /** The form was opened again or reset: the last outcome is put away. */
    publishCleared(state) {
      state.publish = initialStimulusBooksState.publish;
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialStimulusBooksState),
});

export const { booksRequested, booksSucceeded, booksFailed, publishRequested, publishSucceeded, publishFailed, publishCleared } = slice.actions;
/** The reducer of the `stimulusBooks` slice. */
export const stimulusBooksReducer = slice.reducer;
