/**
 * Remote administration links (QOSA) as the examiner uses them: create one for an assessment or
 * a session, list them, revoke, resend (a new token) and launch on the examiner's own device.
 * The token is answered once, in the fragment of the player's address; only its SHA-256 is stored.
 */
import type { CreatedRemoteLink, RemoteLinkSummary } from '../../../contract/services/remoteLinks';
import { linkAcceptsAnswers, type LinkKind, type RemoteLinkInput, remoteLinkInputSchema } from '../../../domain/remoteLink';
import type { Locale } from '../../../domain/locale';
import type { Db } from '../../db/client';
import { repositories } from '../../db/repositories';
import { HttpProblem, notFound } from '../../http/problems';
import type { Actor } from '../actor';
import { requireAssessment } from '../assessments/service';
import { createLiveExamineeLink, findLiveSession } from '../liveSessions/liveLinks';
import { createLink, issueToken, type LinkTarget, linkSummaries, requireLink, storedLinkState } from './linkStore';

/** Days an in-person administration's link stays valid. */
const IN_PERSON_VALIDITY_DAYS = 1;

/** One link of the account as the examiner sees it. @throws Error when it is not there (the caller just wrote it). */
async function summaryOf(db: Db, accountId: number, linkId: number, now: Date): Promise<RemoteLinkSummary> {
  const [summary] = await linkSummaries(db, accountId, { linkId }, now);
  if (!summary) throw new Error(`Link ${linkId} vanished.`);
  return summary;
}

/**
 * Creates a link for a target and answers its address once.
 * @throws HttpProblem notFound (also for another account's record); conflict (409) when nothing
 *   is left to answer or the product is administered by the examiner.
 */
async function createAndIssue(
  db: Db,
  actor: Actor,
  target: LinkTarget,
  input: RemoteLinkInput,
  kind: LinkKind,
  baseUrl: string,
  now: Date,
): Promise<CreatedRemoteLink> {
  const { row, token } = await db.transaction(async (tx) => {
    const created = await createLink(tx, actor, target, input, kind, now);
    const issued = await issueToken(tx, created.id, now);
    if (issued === null) throw new Error('A new link could not be issued a token.');
    return { row: created, token: issued };
  });
  return { link: await summaryOf(db, actor.accountId, row.id, now), url: `${baseUrl}#${token}` };
}

/** Creates a link for an assessment that is not complete. @throws HttpProblem as {@link createAndIssue}. */
export const createQosaLink = (db: Db, actor: Actor, assessmentId: number, input: Partial<RemoteLinkInput>, baseUrl: string, now: Date) =>
  createAndIssue(db, actor, { assessmentId }, remoteLinkInputSchema.cast(input), 'remote', baseUrl, now);

/**
 * Creates a link for the assessments of a session still to be answered; for a live session, a
 * live link to its live page (liveSessions/liveLinks.ts). @throws HttpProblem as {@link createAndIssue}.
 */
export async function createExamineeLink(db: Db, actor: Actor, sessionId: number, input: Partial<RemoteLinkInput>, baseUrl: string, now: Date): Promise<CreatedRemoteLink> {
  const cast = remoteLinkInputSchema.cast(input);
  const live = await findLiveSession(db, actor, sessionId);
  if (live) return createLiveExamineeLink(db, actor, live, cast.respondent, baseUrl, now);
  return createAndIssue(db, actor, { sessionId }, cast, 'remote', baseUrl, now);
}

/**
 * Launches an on-screen administration on the examiner's device: an in-person link for one day.
 * @throws HttpProblem as {@link createAndIssue}.
 */
export const launchOnScreen = (db: Db, actor: Actor, assessmentId: number, locale: Locale, baseUrl: string, now: Date) =>
  createAndIssue(db, actor, { assessmentId }, { respondent: 'examinee', locale, validForDays: IN_PERSON_VALIDITY_DAYS }, 'inPerson', baseUrl, now);

/** The links of an assessment (its own, and its session's), newest first. @throws HttpProblem notFound. */
export async function linksByAssessment(db: Db, actor: Actor, assessmentId: number, now: Date): Promise<RemoteLinkSummary[]> {
  const assessment = await requireAssessment(db, actor.accountId, assessmentId);
  return linkSummaries(db, actor.accountId, { assessmentId, sessionId: assessment.sessionId }, now);
}

/** The links of a session, newest first. @throws HttpProblem notFound (also for another account's session). */
export async function linksBySession(db: Db, actor: Actor, sessionId: number, now: Date): Promise<RemoteLinkSummary[]> {
  if (!(await repositories(db, { accountId: actor.accountId, userId: actor.userId }).remoteLinks.sessionExists(sessionId))) throw notFound('The session');
  return linkSummaries(db, actor.accountId, { sessionId }, now);
}

/**
 * Revokes a link that can still be answered; revoking a revoked, expired or completed link
 * changes nothing and answers it as it is.
 * @throws HttpProblem notFound (also for another account's link).
 */
export async function revokeLink(db: Db, actor: Actor, linkId: number, now: Date): Promise<RemoteLinkSummary> {
  await db.transaction(async (tx) => {
    const current = await requireLink(tx, actor.accountId, linkId);
    if (!linkAcceptsAnswers(storedLinkState(current, now))) return;
    await repositories(tx, { accountId: actor.accountId, userId: actor.userId }).remoteLinks.revoke(linkId, now);
  });
  return summaryOf(db, actor.accountId, linkId, now);
}

/**
 * Issues a new token for a link that can still be answered; the old address stops working and
 * the answers saved so far stay.
 * @throws HttpProblem notFound; conflict (409) for a revoked, expired or completed link.
 */
export async function resendLink(db: Db, actor: Actor, linkId: number, baseUrl: string, now: Date): Promise<CreatedRemoteLink> {
  const token = await db.transaction(async (tx) => {
    await requireLink(tx, actor.accountId, linkId);
    const issued = await issueToken(tx, linkId, now);
    if (issued === null) throw new HttpProblem('conflict', 'This link is revoked, expired or completed; create a new link instead.');
    return issued;
  });
  return { link: await summaryOf(db, actor.accountId, linkId, now), url: `${baseUrl}#${token}` };
}
