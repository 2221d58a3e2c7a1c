/**
 * The events of a live session (prosa.event): every step of a session is one, persisted in order,
 * so the session's record, the assessment tracker and a reconnecting screen rebuild it by folding
 * them ({@link applyLiveEvent} in liveState.ts).
 */
import type { Season } from '../assessment';
import type { LiveRole, LiveStep, VideoMode } from './liveSession';

/** What happened. */
export type LiveEventBody =
  /** The examiner began the session (after its licence was validated). */
  | { type: 'session.started' }
  /** The examiner showed a page on the examinee's screen. */
  | { type: 'step.shown'; step: LiveStep }
  /** An item's answer (the examinee's tap, or the examiner's entry of a spoken answer); `null` clears it. */
  | { type: 'item.answered'; assessmentId: number; itemId: string; value: number | null }
  /** A screen joined: one connection of a participant (two tabs are two connections). */
  | { type: 'participant.joined'; participantId: number; role: LiveRole; name: string }
  /** A screen left (closed, reloaded, or its network dropped). */
  | { type: 'participant.left'; participantId: number; role: LiveRole }
  /** The session's video changed (built in, the account's own service with its address, or none). */
  | { type: 'video.changed'; mode: VideoMode; url: string | null }
  /** An oral reading fluency probe's 60-second timer started on a passage. */
  | { type: 'orf.started'; assessmentId: number; passageId: string }
  /** A word marked in error (`error: true`) or the mark taken back. */
  | { type: 'orf.marked'; assessmentId: number; wordIndex: number; error: boolean }
  /** The last word the child reached. */
  | { type: 'orf.lastWordMarked'; assessmentId: number; wordIndex: number }
  /** The timer stopped: at the minute, or early (then the score is prorated); seconds from its start. */
  | { type: 'orf.stopped'; assessmentId: number; elapsedSeconds: number }
  /**
   * The probe's result was saved as the assessment's responses (the score of record), with the
   * grade and season the examiner gave for the norms when the administration had none.
   */
  | { type: 'orf.recorded'; assessmentId: number; wordsRead: number; errors: number; seconds: number; wcpm: number; grade?: number; season?: Season }
  /** The examiner ended the session. */
  | { type: 'session.ended' }
  /** The session was cancelled before it began; its links stop working. */
  | { type: 'session.cancelled' };

/** The type names of {@link LiveEventBody}. */
export type LiveEventType = LiveEventBody['type'];

/**
 * A persisted event: its body with its place in the session (`sequence`, 1, 2, 3… without gaps in
 * the log), when it happened (ISO 8601 instant) and whose screen caused it (`system` for the
 * server's own, such as a screen that left when its connection dropped).
 */
export type LiveEvent = LiveEventBody & { sequence: number; at: string; by: LiveRole | 'system' };

/** Who receives an event: everybody, or only the examiner (the examinee never sees the examiner's marks). */
export type LiveAudience = 'all' | 'examiner';

/** Events only the examiner's screen receives: the oral reading fluency marks, timer and result. */
const EXAMINER_ONLY: ReadonlySet<LiveEventType> = new Set(['orf.started', 'orf.marked', 'orf.lastWordMarked', 'orf.stopped', 'orf.recorded']);

/** Who receives an event of this type. */
export const eventAudience = (type: LiveEventType): LiveAudience => (EXAMINER_ONLY.has(type) ? 'examiner' : 'all');

/** Whether a screen of this role receives an event of this type. */
export const receives = (role: LiveRole, type: LiveEventType): boolean => role === 'examiner' || eventAudience(type) === 'all';
