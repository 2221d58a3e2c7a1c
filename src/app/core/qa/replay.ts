/**
 * Replays a Redux DevTools export through reducers only: no sagas, no I/O. What QA does to check
 * that a recorded session rebuilds the same state on a fresh store.
 */
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { ActionLog } from './actionLog';

/**
 * Reduces the log's staged, not skipped, actions from its committed state (the `@@INIT` entry
 * stands for the committed state itself and is not reduced).
 * @returns the state after the last action.
 * @throws Error when a staged id has no action in `actionsById`.
 */
export function replayActionLog<S>(log: ActionLog<S>, reducer: Reducer<S, UnknownAction>): S {
  const skipped = new Set(log.skippedActionIds);
  let state = log.committedState;
  for (const id of log.stagedActionIds) {
    if (id === 0 || skipped.has(id)) continue;
    const entry = log.actionsById[String(id)];
    if (!entry) throw new Error(`The action log has no action ${id}.`);
    state = reducer(state, entry.action);
  }
  return state;
}
