/**
 * prosa.event: a live session's event log in order after a sequence (issue #20), for the
 * examiner's screen, the session's record and the assessment tracker. The log is written only by
 * the live socket (src/server/live) and the session operations, through the event repository.
 */
import type { LiveEvent } from '../../../domain/live/liveEvents';
import type { Repositories } from '../../db/repositories';
import { notFound } from '../../http/problems';

/**
 * The events of live session `sessionId` after sequence `after`, at most `limit`.
 * @throws HttpProblem notFound for a session that is not a live session of the caller's account
 *   and legitimate interest (another account's answers like a missing one).
 */
export async function sessionEvents(repos: Repositories, sessionId: number, after: number, limit: number): Promise<LiveEvent[]> {
  const session = await repos.liveRuntime.session(sessionId);
  if (!session) throw notFound('The live session');
  return repos.liveEvents.list(sessionId, after, limit);
}
