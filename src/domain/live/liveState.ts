/**
 * A live session's state, rebuilt by folding its events in order. The server folds the log for a
 * screen that (re)joins; the SPA's slice and the examinee's page fold the events they receive with
 * the same function, so both sides and a QA replay agree.
 */
import type { LiveEvent } from './liveEvents';
import type { LiveRole, LiveSessionStatus, LiveStep, VideoMode } from './liveSession';
import { receives } from './liveEvents';

/** A participant's presence: how many of their screens are connected now. */
export interface LivePresence {
  participantId: number;
  role: LiveRole;
  name: string;
  /** Open connections (two tabs are two); connected while above 0. */
  connections: number;
  /** ISO instant of the last join or leave. */
  since: string;
}

/** An oral reading fluency probe of one assessment, as the examiner marked it. */
export interface OrfProbeState {
  passageId: string;
  /** ISO instant the timer started. */
  startedAt: string;
  /** Seconds from start to stop; `null` while the timer runs. */
  elapsedSeconds: number | null;
  /** Word indexes marked in error, ascending. */
  errorWordIndexes: number[];
  lastWordIndex: number | null;
  /** The result saved as the score of record; `null` until saved. */
  recorded: { wordsRead: number; errors: number; seconds: number; wcpm: number } | null;
}

/**
 * Everything a screen needs to draw the session, plain JSON. Maps are keyed by the id as a string
 * (`answers["12"]["phq9_1"]`), so the state is serializable as Redux asks.
 */
export interface LiveSessionState {
  /** The sequence of the last event folded in; 0 before any. */
  sequence: number;
  status: LiveSessionStatus;
  step: LiveStep;
  /** Answers per assessment id, per item id. */
  answers: Record<string, Record<string, number | null>>;
  /** Presence per participant id. */
  participants: Record<string, LivePresence>;
  video: { mode: VideoMode; url: string | null };
  /** Probes per assessment id (examiner's screen only). */
  orf: Record<string, OrfProbeState>;
}

/** A session's state before its first event, with the video it was planned with. */
export function initialLiveState(status: LiveSessionStatus, video: { mode: VideoMode; url: string | null }): LiveSessionState {
  return { sequence: 0, status, step: { kind: status === 'ended' || status === 'cancelled' ? 'ended' : 'waiting' }, answers: {}, participants: {}, video, orf: {} };
}

function withProbe(state: LiveSessionState, assessmentId: number, change: (probe: OrfProbeState) => OrfProbeState): LiveSessionState['orf'] {
  const key = String(assessmentId);
  const probe = state.orf[key];
  return probe ? { ...state.orf, [key]: change(probe) } : state.orf;
}

function presence(state: LiveSessionState, event: Extract<LiveEvent, { type: 'participant.joined' | 'participant.left' }>): LiveSessionState['participants'] {
  const key = String(event.participantId);
  const before = state.participants[key];
  const name = event.type === 'participant.joined' ? event.name : (before?.name ?? '');
  const connections = Math.max(0, (before?.connections ?? 0) + (event.type === 'participant.joined' ? 1 : -1));
  return { ...state.participants, [key]: { participantId: event.participantId, role: event.role, name, connections, since: event.at } };
}

/**
 * The state after one event. An event whose sequence is not after the state's is already folded
 * in (a replayed or duplicated message) and changes nothing; gaps are allowed (the examinee's
 * screen does not receive the examiner's marks). Pure; never mutates `state`.
 */
export function applyLiveEvent(state: LiveSessionState, event: LiveEvent): LiveSessionState {
  if (event.sequence <= state.sequence) return state;
  const next: LiveSessionState = { ...state, sequence: event.sequence };
  switch (event.type) {
    case 'session.started':
      return { ...next, status: 'inProgress' };
    case 'session.ended':
      return { ...next, status: 'ended', step: { kind: 'ended' } };
    case 'session.cancelled':
      return { ...next, status: 'cancelled', step: { kind: 'ended' } };
    case 'step.shown':
      return { ...next, step: event.step };
    case 'item.answered': {
      const key = String(event.assessmentId);
      return { ...next, answers: { ...state.answers, [key]: { ...state.answers[key], [event.itemId]: event.value } } };
    }
    case 'participant.joined':
    case 'participant.left':
      return { ...next, participants: presence(state, event) };
    case 'video.changed':
      return { ...next, video: { mode: event.mode, url: event.url } };
    case 'orf.started':
      return {
        ...next,
        orf: { ...state.orf, [String(event.assessmentId)]: { passageId: event.passageId, startedAt: event.at, elapsedSeconds: null, errorWordIndexes: [], lastWordIndex: null, recorded: null } },
      };
    case 'orf.marked':
      return {
        ...next,
        orf: withProbe(state, event.assessmentId, (probe) => {
          const others = probe.errorWordIndexes.filter((index) => index !== event.wordIndex);
          return { ...probe, errorWordIndexes: event.error ? [...others, event.wordIndex].sort((a, b) => a - b) : others };
        }),
      };
    case 'orf.lastWordMarked':
      return { ...next, orf: withProbe(state, event.assessmentId, (probe) => ({ ...probe, lastWordIndex: event.wordIndex })) };
    case 'orf.stopped':
      return { ...next, orf: withProbe(state, event.assessmentId, (probe) => ({ ...probe, elapsedSeconds: event.elapsedSeconds })) };
    case 'orf.recorded':
      return {
        ...next,
        orf: withProbe(state, event.assessmentId, (probe) => ({ ...probe, recorded: { wordsRead: event.wordsRead, errors: event.errors, seconds: event.seconds, wcpm: event.wcpm } })),
      };
  }
}

/** The state after a list of events, in order. */
export const foldLiveEvents = (state: LiveSessionState, events: readonly LiveEvent[]): LiveSessionState => events.reduce(applyLiveEvent, state);

/** What a screen of this role may see of the state: the examinee's screen never holds the examiner's probe marks. */
export function stateFor(role: LiveRole, state: LiveSessionState): LiveSessionState {
  return role === 'examiner' ? state : { ...state, orf: {} };
}

/** Only the events a screen of this role receives. */
export const eventsFor = (role: LiveRole, events: readonly LiveEvent[]): LiveEvent[] => events.filter((event) => receives(role, event.type));

/** Whether a screen of the role is connected now. */
export const isConnected = (state: LiveSessionState, role: LiveRole): boolean =>
  Object.values(state.participants).some((participant) => participant.role === role && participant.connections > 0);
