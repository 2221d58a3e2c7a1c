/**
 * Launching a live session (assessment.vppLaunch): the licence validated when not yet done, the
 * session begun (`scheduled` → `inProgress`, `started_at`, `session.started` appended) and the
 * address of the examiner's live screen answered (config.json `tsl.url` + `/sessions/{id}`).
 * Launching a session in progress again only answers the address (the examiner reopens it).
 */
import type { LiveSessionSummary } from '../../../contract/services/liveSessions';
import type { Repositories } from '../../db/repositories';
import { HttpProblem } from '../../http/problems';
import { type AppConfigSource, configText, currentAppConfig } from '../platformConfiguration/currentAppConfig';
import { validateLicence } from './licence';
import { requireLiveSession, summaryOf } from './sessionAccess';

/** The examiner's live screen of a session: config.json's `tsl.url` (`/tsl` when it names none) + `/sessions/{id}`. */
export async function liveScreenUrl(source: AppConfigSource, sessionId: number): Promise<string> {
  const base = configText(await currentAppConfig(source), 'tsl', 'url') ?? '/tsl';
  return `${base.replace(/\/+$/, '')}/sessions/${sessionId}`;
}

/**
 * Launches the session in the caller's transaction.
 * @throws HttpProblem notFound; conflict when it has ended or was cancelled; licenseExhausted as
 *   {@link validateLicence} (nothing is recorded and the session does not begin).
 */
export async function launch(source: AppConfigSource, repos: Repositories, sessionId: number, now: Date): Promise<{ session: LiveSessionSummary; url: string }> {
  const row = await requireLiveSession(repos, sessionId, true);
  if (row.status === 'ended' || row.status === 'cancelled') throw new HttpProblem('conflict', 'This session is over; plan a new one.');
  if (row.licenseValidatedAt === null) await validateLicence(repos, sessionId, now);
  if (row.status === 'scheduled') {
    await repos.liveSessions.setStatus(sessionId, 'inProgress', now);
    await repos.liveEvents.append(sessionId, [{ type: 'session.started' }], 'examiner', null, now);
  }
  return { session: await summaryOf(repos, sessionId), url: await liveScreenUrl(source, sessionId) };
}
