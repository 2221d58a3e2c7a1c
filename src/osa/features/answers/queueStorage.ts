/**
 * The autosave queue kept in local storage, one entry per form of the link, so answers given
 * offline survive a closed tab and are sent on the next visit. An entry is removed as soon as
 * its form has nothing left to send.
 */
import { put, select } from 'typed-redux-saga';
import type { PlayerAssessment, PlayerState } from '../../../contract/services/player';
import { io } from '../../io/ioContext';
import { selectPlayer } from '../link/linkSelectors';
import { selectQueue } from './answersSelectors';
import { type QueuedAnswer, queueRestored } from './answersSlice';

/** The storage key of a form's unsent answers. */
export const queueStorageKey = (assessmentId: number): string => `qg.osa.pending.${assessmentId}`;

/**
 * The unsent answers stored for `assessment`, in order: only well-formed answers to its items
 * (anything else in the entry, left by an older player or another page, is ignored).
 */
export function parseStoredQueue(text: string | null, assessment: PlayerAssessment): QueuedAnswer[] {
  if (!text) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  const items = new Set(assessment.form.items.map((item) => item.id));
  return stored.flatMap((entry: unknown): QueuedAnswer[] => {
    if (!entry || typeof entry !== 'object') return [];
    const { assessmentId, itemId, value } = entry as Record<string, unknown>;
    const valid =
      assessmentId === assessment.assessmentId &&
      typeof itemId === 'string' &&
      items.has(itemId) &&
      (value === null || (typeof value === 'number' && Number.isInteger(value)));
    return valid ? [{ assessmentId, itemId, value: value as number | null }] : [];
  });
}

/** Puts the answers kept for the link's open forms back at the head of the queue, in form order; drops those of submitted forms. */
export function* restoreQueue(player: PlayerState) {
  const storage = yield* io('storage');
  const restored: QueuedAnswer[] = [];
  for (const assessment of player.assessments) {
    const key = queueStorageKey(assessment.assessmentId);
    if (assessment.status === 'open') restored.push(...parseStoredQueue(storage.get(key), assessment));
    else storage.remove(key);
  }
  if (restored.length > 0) yield* put(queueRestored(restored));
}

/** Writes the queue of each of the link's forms to storage, removing the entries of forms with nothing to send. */
export function* persistQueue() {
  const player = yield* select(selectPlayer);
  if (!player) return;
  const queue = yield* select(selectQueue);
  const storage = yield* io('storage');
  for (const { assessmentId } of player.assessments) {
    const pending = queue.filter((answer) => answer.assessmentId === assessmentId);
    if (pending.length > 0) storage.set(queueStorageKey(assessmentId), JSON.stringify(pending));
    else storage.remove(queueStorageKey(assessmentId));
  }
}
