/**
 * A live session of the caller's account as every live operation reaches it: found (locked for a
 * write), answered as the dashboard shows it, and its state folded from the event log.
 */
import type { LiveSessionSummary } from '../../../contract/services/liveSessions';
import type { LiveEvent } from '../../../domain/live/liveEvents';
import { foldLiveEvents, initialLiveState, type LiveSessionState } from '../../../domain/live/liveState';
import type { Repositories } from '../../db/repositories';
import type { LiveSessionRow } from '../../db/repositories/liveSessions';
import { notFound } from '../../http/problems';

/** Events read per page while folding a session's log. */
const EVENT_PAGE = 1000;

/**
 * The account's live session `sessionId`, locked until the transaction ends when `lock`.
 * @throws HttpProblem notFound (also another account's session, a link session, or one outside
 *   the caller's legitimate interest: row-level security hides it).
 */
export async function requireLiveSession(repos: Repositories, sessionId: number, lock = false): Promise<LiveSessionRow> {
  const row = await repos.liveSessions.find(sessionId, { forUpdate: lock });
  if (!row) throw notFound('The live session');
  return row;
}

/** The session as the dashboard shows it. @throws Error when it vanished (the caller just read it). */
export async function summaryOf(repos: Repositories, sessionId: number): Promise<LiveSessionSummary> {
  const row = await requireLiveSession(repos, sessionId);
  const [summary] = await repos.liveSessions.summaries([row]);
  if (!summary) throw new Error(`Live session ${sessionId} vanished.`);
  return summary;
}

/** Every event of the session, in order. */
export async function allEvents(repos: Repositories, sessionId: number): Promise<LiveEvent[]> {
  const events: LiveEvent[] = [];
  for (;;) {
    const page = await repos.liveEvents.list(sessionId, events.at(-1)?.sequence ?? 0, EVENT_PAGE);
    events.push(...page);
    if (page.length < EVENT_PAGE) return events;
  }
}

/**
 * The session's state: its stored status and video, then every event of its log folded in
 * (domain `foldLiveEvents`; the examiner's view, with the reading probes).
 */
export async function sessionState(repos: Repositories, row: LiveSessionRow): Promise<LiveSessionState> {
  return foldLiveEvents(initialLiveState(row.status, { mode: row.videoMode, url: row.videoUrl }), await allEvents(repos, row.id));
}
