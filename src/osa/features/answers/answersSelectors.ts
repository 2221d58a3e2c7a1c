/** Selectors of the autosave queue and the status line. */
import { createSelector } from 'reselect';
import type { PlayerRootState } from '../../rootReducer';
import type { NotSavedAnswer, QueuedAnswer } from './answersSlice';

/** The answers still to be saved, in order. */
export const selectQueue = (state: PlayerRootState): QueuedAnswer[] => state.answers.queue;

/** The answer to send next, if any. */
export const selectQueueHead = (state: PlayerRootState): QueuedAnswer | null => state.answers.queue[0] ?? null;

/** Whether the server is reachable as far as the player knows. */
export const selectOnline = (state: PlayerRootState): boolean => state.answers.online;

/** Answers the server did not save, for the notice that asks the respondent to check them. */
export const selectNotSaved = (state: PlayerRootState): NotSavedAnswer[] => state.answers.notSaved;

/** What the status line says: nothing yet, "Saved", "Saving…", or that the answers wait for the connection. */
export type SaveStatus = 'idle' | 'saved' | 'saving' | 'offline';

/** The status line's state. */
export const selectSaveStatus = createSelector(
  [selectOnline, (state: PlayerRootState) => state.answers.queue.length, (state: PlayerRootState) => state.answers.savedCount],
  (online, queued, saved): SaveStatus => (!online ? 'offline' : queued > 0 ? 'saving' : saved > 0 ? 'saved' : 'idle'),
);

/**
 * The answers of a form as the respondent sees them: those the server saved, overlaid by those
 * still queued (later answers win), so an answer shows the moment it is given.
 */
export function displayedResponses(saved: Record<string, number>, queue: readonly QueuedAnswer[], assessmentId: number): Record<string, number> {
  const responses = { ...saved };
  for (const answer of queue) {
    if (answer.assessmentId !== assessmentId) continue;
    if (answer.value === null) delete responses[answer.itemId];
    else responses[answer.itemId] = answer.value;
  }
  return responses;
}
