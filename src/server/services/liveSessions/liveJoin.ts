/**
 * The examinee's side of a live session (prosa.liveOpen, prosa.liveState): a live link's token is
 * exchanged for the HttpOnly live cookie by the player's rules (only the SHA-256 of a token is
 * stored and looked up; the route is rate-limited and answers no sooner than a floor). Every
 * failure — an unknown token, a link of another kind, one not yet open, expired, revoked or
 * completed, a cancelled session — answers the same `linkInvalid`, so neither the answer nor its
 * time tells them apart. The respondent has no account: the audit names the link's account.
 */
import type { LiveJoinState } from '../../../contract/services/liveSessions';
import { linkAcceptsAnswers } from '../../../domain/remoteLink';
import { recordAudit } from '../../audit/auditLog';
import type { Db } from '../../db/client';
import { linkById, linkByTokenHashForUpdate } from '../../db/platform/linkTokens';
import { repositories, type Repositories } from '../../db/repositories';
import { HttpProblem } from '../../http/problems';
import { type RemoteLinkRow, storedLinkState, tokenHash } from '../remoteLinks/linkStore';
import { liveCookie } from './liveCookie';

/** A live link with its session, both usable now. */
export interface LiveLink {
  link: RemoteLinkRow;
  sessionId: number;
}

const reposOfLink = (db: Db, link: RemoteLinkRow): Repositories => repositories(db, { accountId: link.accountId, userId: null });

/** The one refusal of every failure, naming the link (never its token) for the audit row when there is one. */
function refused(link: RemoteLinkRow | null): HttpProblem {
  const problem = new HttpProblem('linkInvalid');
  return link ? problem.about({ entity: 'remoteLink', id: link.id, accountId: link.accountId }) : problem;
}

/**
 * Checks that a link is a live link within its window and still open, of a live session that is
 * not cancelled. @throws HttpProblem linkInvalid.
 */
async function requireLiveLink(db: Db, link: RemoteLinkRow | null, now: Date): Promise<LiveLink> {
  if (!link || link.kind !== 'live' || link.sessionId === null) throw refused(link);
  if (!linkAcceptsAnswers(storedLinkState(link, now)) || now < link.startsAt) throw refused(link);
  const session = await reposOfLink(db, link).liveSessions.find(link.sessionId);
  if (!session || session.status === 'cancelled') throw refused(link);
  return { link, sessionId: session.id };
}

/**
 * Exchanges a token for its live link, opened (state `opened` and audited the first time), in the
 * caller's transaction. @throws HttpProblem linkInvalid.
 */
export async function openLiveLink(tx: Db, token: string, ip: string, now: Date): Promise<LiveLink> {
  const found = await requireLiveLink(tx, await linkByTokenHashForUpdate(tx, tokenHash(token)), now);
  const { link } = found;
  if (link.openedAt !== null) return found;
  const row = await reposOfLink(tx, link).remoteLinks.markOpened(link.id, now, link.state === 'sent' ? 'opened' : link.state);
  await recordAudit(tx, { userId: null, accountId: link.accountId, ip }, { action: 'prosa.liveOpen', entity: 'remoteLink', entityId: link.id }, now);
  return { ...found, link: row ?? link };
}

/**
 * The live link of a live cookie (also for the examinee's WebSocket).
 * @throws HttpProblem linkInvalid (no cookie, a forged one, one of a replaced token, or a link no longer usable).
 */
export async function liveLinkOfCookie(db: Db, key: Buffer, cookie: string | undefined, now: Date): Promise<LiveLink> {
  const linkId = liveCookie.linkId(cookie);
  if (linkId === null || cookie === undefined) throw refused(null);
  const link = await linkById(db, linkId);
  if (!link || !liveCookie.matches(key, cookie, link)) throw refused(null);
  return requireLiveLink(db, link, now);
}

/** What the examinee's page shows of the session of a usable live link. */
export async function joinState(db: Db, { link, sessionId }: LiveLink): Promise<LiveJoinState> {
  const repos = reposOfLink(db, link);
  const session = await repos.liveSessions.find(sessionId);
  if (!session) throw refused(link);
  const [summary] = await repos.liveSessions.summaries([session]);
  const examinee = await repos.examinees.find(session.examineeRecordId);
  return {
    accountName: await repos.emails.accountName(),
    examinerName: summary?.examinerName ?? '',
    examineeFirstName: examinee?.firstName ?? '',
    respondent: link.respondent,
    locale: session.locale,
    title: session.title,
    scheduledAt: session.scheduledAt.toISOString(),
    status: session.status,
    video: { mode: session.videoMode, url: session.videoUrl },
  };
}
