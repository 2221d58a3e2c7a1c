/**
 * The autosave queue: every answer the respondent gives, in order, until the server has saved
 * it. The head of the queue is the one being sent; later answers wait behind it.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** One answer to save: an option's value, or null to clear the answer. */
export interface QueuedAnswer {
  assessmentId: number;
  itemId: string;
  value: number | null;
}

/** An answer the server saved, with the version it answered. */
export interface SavedAnswer extends QueuedAnswer {
  version: number;
}

/**
 * Why an answer was not saved: `changedElsewhere` (409: the form was changed elsewhere, so the
 * version was stale) or `rejected` (the server refused it).
 */
export type NotSavedReason = 'changedElsewhere' | 'rejected';

/** An answer that was not saved, kept until the respondent has seen the notice. */
export interface NotSavedAnswer extends QueuedAnswer {
  reason: NotSavedReason;
}

/** State of the `answers` slice. */
export interface AnswersState {
  queue: QueuedAnswer[];
  /** Whether the server is reachable as far as the player knows (the browser's events and the last call). */
  online: boolean;
  /** Answers saved since the page loaded (the status line says "Saved" once there is one). */
  savedCount: number;
  notSaved: NotSavedAnswer[];
}

const initialState: AnswersState = { queue: [], online: true, savedCount: 0, notSaved: [] };

const sameItem = (a: QueuedAnswer, b: Pick<QueuedAnswer, 'assessmentId' | 'itemId'>): boolean =>
  a.assessmentId === b.assessmentId && a.itemId === b.itemId;

const answersSlice = createSlice({
  name: 'answers',
  initialState,
  reducers: {
    /** The respondent chose an option (or cleared one): it joins the end of the queue. */
    answerGiven(state, action: PayloadAction<QueuedAnswer>) {
      state.queue.push(action.payload);
      // A new answer to an item replaces the notice about its earlier answer.
      state.notSaved = state.notSaved.filter((answer) => !sameItem(answer, action.payload));
    },
    /** Answers kept on this device from an earlier visit (offline, then the tab was closed): sent before anything else. */
    queueRestored(state, action: PayloadAction<QueuedAnswer[]>) {
      state.queue = [...action.payload, ...state.queue];
    },
    /** The server saved the head of the queue. */
    answerSaved(state, action: PayloadAction<SavedAnswer>) {
      if (state.queue[0] && sameItem(state.queue[0], action.payload)) state.queue.shift();
      state.savedCount += 1;
      state.online = true;
    },
    /** The server refused the head of the queue: it leaves the queue and the respondent is told. */
    answerNotSaved(state, action: PayloadAction<NotSavedAnswer>) {
      if (state.queue[0] && sameItem(state.queue[0], action.payload)) state.queue.shift();
      state.notSaved = [...state.notSaved.filter((answer) => !sameItem(answer, action.payload)), action.payload];
    },
    /** The respondent has read the notice about an answer that was not saved. */
    notSavedDismissed(state, action: PayloadAction<Pick<QueuedAnswer, 'assessmentId' | 'itemId'>>) {
      state.notSaved = state.notSaved.filter((answer) => !sameItem(answer, action.payload));
    },
    /** The browser went offline, or a call did not reach the server. */
    connectionLost(state) {
      state.online = false;
    },
    /** The browser came back online. */
    connectionRestored(state) {
      state.online = true;
    },
  },
});

export const { answerGiven, queueRestored, answerSaved, answerNotSaved, notSavedDismissed, connectionLost, connectionRestored } =
  answersSlice.actions;
export const answersReducer = answersSlice.reducer;
