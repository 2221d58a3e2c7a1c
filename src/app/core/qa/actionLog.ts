/**
 * The QA action log: every action the store receives, recorded in the export format of Redux
 * DevTools (its "lifted state"), so that a session in a production build can be exported, opened
 * in Redux DevTools, or replayed on a fresh store (see replay.ts). Only recorded when QA turns it
 * on; the serializable check guarantees every entry is plain JSON.
 */
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';

/** One entry of `actionsById`, as Redux DevTools writes it. */
export interface LiftedAction {
  type: 'PERFORM_ACTION';
  action: UnknownAction;
  /** Milliseconds since the epoch. */
  timestamp: number;
}

/**
 * A Redux DevTools export (the lifted state, as "Export" saves it and "Import" reads it).
 * `committedState` is the state before the first action; `computedStates[i]` is the state after
 * `stagedActionIds[i]` (index 0: the committed state itself, the `@@INIT` entry).
 */
export interface ActionLog<S> {
  actionsById: Record<string, LiftedAction>;
  computedStates: { state: S }[];
  committedState: S;
  currentStateIndex: number;
  nextActionId: number;
  skippedActionIds: number[];
  stagedActionIds: number[];
  isLocked: boolean;
  isPaused: boolean;
}

/** A recorder: the middleware to install and a way to read what it recorded. */
export interface ActionRecorder<S> {
  middleware: Middleware;
  /** The log so far, as a Redux DevTools export. */
  exportLog(): ActionLog<S>;
}

/**
 * Creates a recorder, to be installed as the innermost middleware (next to the reducers), where
 * Redux DevTools records too. The state before the first action is taken as the committed state,
 * so a store built around any history (whose router state starts at its location) replays exactly.
 * @param now the clock for timestamps (milliseconds since the epoch).
 */
export function createActionRecorder<S>(now: () => number): ActionRecorder<S> {
  let committed: { state: S } | null = null;
  const entries: { action: UnknownAction; timestamp: number; state: S }[] = [];
  const middleware: Middleware = (api) => (next) => (action) => {
    if (committed === null) committed = { state: api.getState() as S };
    const result = next(action);
    entries.push({ action: action as UnknownAction, timestamp: now(), state: api.getState() as S });
    return result;
  };
  return {
    middleware,
    exportLog() {
      const start = committed?.state as S;
      const actionsById: Record<string, LiftedAction> = { 0: { type: 'PERFORM_ACTION', action: { type: '@@INIT' }, timestamp: entries[0]?.timestamp ?? now() } };
      entries.forEach((entry, index) => {
        actionsById[String(index + 1)] = { type: 'PERFORM_ACTION', action: entry.action, timestamp: entry.timestamp };
      });
      const ids = [0, ...entries.map((_, index) => index + 1)];
      return {
        actionsById,
        computedStates: [{ state: start }, ...entries.map((entry) => ({ state: entry.state }))],
        committedState: start,
        currentStateIndex: entries.length,
        nextActionId: entries.length + 1,
        skippedActionIds: [],
        stagedActionIds: ids,
        isLocked: false,
        isPaused: false,
      };
    },
  };
}
