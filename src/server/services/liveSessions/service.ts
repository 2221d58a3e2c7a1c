/**
 * The examiner's live session operations (issue #20): the dashboard and its filter values, one
 * session with its state, its participants, its video, launching and cancelling it. Each write
 * runs in the operation's one transaction (http/unitOfWork.ts): its row changes, its events
 * (repos.liveEvents.append, notified on commit) and its audit row commit together.
 */
import type {
  LiveParticipant,
  LiveSessionDetails,
  LiveSessionFilter,
  LiveSessionSummary,
  LiveSetup,
  SessionFilterValues,
  VideoInput,
} from '../../../contract/services/liveSessions';
import { addDays } from '../../../domain/dates';
import { calendarDateIn, startOfDayIn } from '../../../domain/format/instantFormat';
import { LIVE_DURATIONS_MINUTES } from '../../../domain/live/liveSchedule';
import { linkAcceptsAnswers, linkStateAt } from '../../../domain/remoteLink';
import type { Repositories } from '../../db/repositories';
import { HttpProblem } from '../../http/problems';
import { userPreferences } from '../account/service';
import type { Actor } from '../actor';
import type { Db } from '../../db/client';
import { type IceServerSource, turnConfigured } from './iceServers';
import { requireLiveSession, sessionState, summaryOf } from './sessionAccess';

/** The caller's time zone (their preferences), in which the dashboard's dates are read. */
const timeZoneOf = async (db: Db, actor: Actor): Promise<string> => (await userPreferences(db, actor.userId)).timeZone.timeZoneCode;

/** The instant a date's day begins in `timeZone`, or `null` for no date. */
function dayStart(date: string | undefined, timeZone: string, field: 'from' | 'to'): Date | null {
  if (!date) return null;
  const start = startOfDayIn(date, timeZone);
  if (start === null) throw new HttpProblem('validation', 'Enter a real date.', [{ field, message: 'Enter a real date.' }]);
  return new Date(start);
}

/**
 * The dashboard: the filtered page of the account's live sessions (upcoming soonest first, past
 * and all newest first; `from`/`to` are whole days in the caller's time zone) and the setup
 * form's data.
 * @throws HttpProblem validation for a date that does not exist (2026-02-30).
 */
export async function dashboard(
  db: Db,
  source: IceServerSource,
  repos: Repositories,
  actor: Actor,
  filter: LiveSessionFilter,
): Promise<{ sessions: LiveSessionSummary[]; total: number; setup: LiveSetup }> {
  const timeZone = await timeZoneOf(db, actor);
  const { from, to, ...rest } = filter;
  const page = await repos.liveSessions.page({ ...rest, fromInstant: dayStart(from, timeZone, 'from'), toInstant: to && dayStart(to, timeZone, 'to') ? dayStart(addDays(to, 1), timeZone, 'to') : null });
  const defaultVideo = await repos.liveSessions.defaultVideo();
  return {
    sessions: await repos.liveSessions.summaries(page.rows),
    total: page.total,
    setup: { defaultVideo, turnConfigured: await turnConfigured(source), durations: [...LIVE_DURATIONS_MINUTES] },
  };
}

/** The values the dashboard's filters offer; the date range as days in the caller's time zone. */
export async function filterValues(db: Db, repos: Repositories, actor: Actor): Promise<SessionFilterValues> {
  const timeZone = await timeZoneOf(db, actor);
  const values = await repos.liveSessions.filterValues();
  const day = (instant: Date | null): string | null => (instant ? (calendarDateIn(instant.toISOString(), timeZone) ?? instant.toISOString().slice(0, 10)) : null);
  return { ...values, earliest: day(values.earliest), latest: day(values.latest) };
}

/** One session with its state rebuilt from the event log. @throws HttpProblem notFound. */
export async function details(repos: Repositories, sessionId: number): Promise<LiveSessionDetails> {
  const row = await requireLiveSession(repos, sessionId);
  const [summary] = await repos.liveSessions.summaries([row]);
  if (!summary) throw new Error(`Live session ${sessionId} vanished.`);
  return { ...summary, state: await sessionState(repos, row) };
}

/** The session's participants with their links and who is connected now. @throws HttpProblem notFound. */
export async function participants(repos: Repositories, sessionId: number, now: Date): Promise<LiveParticipant[]> {
  const row = await requireLiveSession(repos, sessionId);
  const state = await sessionState(repos, row);
  const rows = await repos.liveSessions.participants(sessionId);
  return rows.map((participant) => ({
    id: participant.id,
    role: participant.role,
    name: participant.name,
    respondent: participant.link?.respondent ?? null,
    linkState: participant.link ? linkStateAt({ state: participant.link.state, expiresAt: participant.link.expiresAt.toISOString() }, now) : null,
    connected: (state.participants[String(participant.id)]?.connections ?? 0) > 0,
    firstJoinedAt: participant.firstJoinedAt?.toISOString() ?? null,
    lastSeenAt: participant.lastSeenAt?.toISOString() ?? null,
  }));
}

/** A session that is over takes no more changes. @throws HttpProblem conflict. */
function requireOpen(status: LiveSessionSummary['status'], what: string): void {
  if (status === 'ended' || status === 'cancelled') throw new HttpProblem('conflict', `This session has ${status === 'ended' ? 'ended' : 'been cancelled'}; ${what}`);
}

/**
 * Sets the session's video and appends `video.changed` (both screens follow at once); the same
 * video again changes nothing.
 * @throws HttpProblem notFound; conflict when the session has ended or was cancelled.
 */
export async function setVideo(repos: Repositories, sessionId: number, video: VideoInput, now: Date): Promise<LiveSessionSummary> {
  const row = await requireLiveSession(repos, sessionId, true);
  requireOpen(row.status, 'its video can no longer change.');
  const url = video.mode === 'external' ? (video.url ?? null) : null;
  if (row.videoMode !== video.mode || row.videoUrl !== url) {
    await repos.liveSessions.setVideo(sessionId, { mode: video.mode, url });
    await repos.liveEvents.append(sessionId, [{ type: 'video.changed', mode: video.mode, url }], 'examiner', null, now);
  }
  return summaryOf(repos, sessionId);
}

/**
 * Cancels a scheduled session: status `cancelled`, its live links revoked, `session.cancelled`
 * appended (a connected examinee's screen ends).
 * @throws HttpProblem notFound; conflict when it has begun, ended or was cancelled.
 */
export async function cancel(repos: Repositories, sessionId: number, now: Date): Promise<LiveSessionSummary> {
  const row = await requireLiveSession(repos, sessionId, true);
  if (row.status !== 'scheduled') throw new HttpProblem('conflict', 'Only a session that has not begun can be cancelled.');
  for (const participant of await repos.liveSessions.participants(sessionId)) {
    if (participant.remoteLinkId === null || !participant.link) continue;
    if (linkAcceptsAnswers(linkStateAt({ state: participant.link.state, expiresAt: participant.link.expiresAt.toISOString() }, now))) {
      await repos.remoteLinks.revoke(participant.remoteLinkId, now);
    }
  }
  await repos.liveSessions.setStatus(sessionId, 'cancelled', now);
  await repos.liveEvents.append(sessionId, [{ type: 'session.cancelled' }], 'examiner', null, now);
  return summaryOf(repos, sessionId);
}
