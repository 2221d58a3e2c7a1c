/**
 * The examinee's links of a live session (assessment.createExamineeLink and assessment.vppEmail
 * on a live session, issue #20): kind `live`, open from an hour before the appointment until a day
 * after it ends (domain `liveLinkWindow`), each with its participant row on the examinee's side
 * ("Ava", or "Parent of Ava"). Its address is the player's live page `{qosa.url}/live#<token>`.
 */
import type { CreatedRemoteLink } from '../../../contract/services/remoteLinks';
import { liveLinkWindow, liveParticipantName } from '../../../domain/live/liveSchedule';
import type { LinkRespondent } from '../../../domain/remoteLink';
import type { Db } from '../../db/client';
import { repositories } from '../../db/repositories';
import type { LiveSessionRow } from '../../db/repositories/liveSessions';
import { HttpProblem } from '../../http/problems';
import type { Actor } from '../actor';
import { createLink, issueToken, linkSummaries, type RemoteLinkRow } from '../remoteLinks/linkStore';

/** The player's live page of a token: `{player}/live#<token>` (the token in the fragment, never sent to a server). */
export const liveLinkUrl = (playerBase: string, token: string): string => `${playerBase.replace(/\/+$/, '')}/live#${token}`;

/** The account's live session `sessionId`, or `null` when it is none (a link session, another account's). */
export const findLiveSession = (db: Db, actor: Actor, sessionId: number): Promise<LiveSessionRow | null> =>
  repositories(db, { accountId: actor.accountId, userId: actor.userId }).liveSessions.find(sessionId, { forUpdate: true });

/**
 * Creates a live link of the session for `respondent` with its participant row, under the caller's
 * transaction. Its token is random and never answered (issue it with `issueToken`).
 * @throws HttpProblem conflict when the session is over or a respondent other than the examinee or a parent is asked.
 */
export async function createLiveLink(tx: Db, actor: Actor, session: LiveSessionRow, respondent: LinkRespondent, now: Date): Promise<RemoteLinkRow> {
  if (session.status === 'ended' || session.status === 'cancelled') throw new HttpProblem('conflict', 'This session is over; plan a new one to invite the examinee.');
  if (respondent !== 'examinee' && respondent !== 'parent') throw new HttpProblem('validation', 'A live session is joined by the examinee or a parent.', [{ field: 'respondent', message: 'Choose the examinee or a parent.' }]);
  const window = liveLinkWindow(session.scheduledAt, session.durationMinutes);
  const link = await createLink(tx, actor, { sessionId: session.id }, { respondent, locale: session.locale, validForDays: 1, window }, 'live', now);
  const repos = repositories(tx, { accountId: actor.accountId, userId: actor.userId });
  const examinee = await repos.examinees.find(session.examineeRecordId);
  await repos.liveSessions.addExamineeParticipant(session.id, link.id, liveParticipantName(respondent, examinee?.firstName ?? ''), now);
  return link;
}

/**
 * Creates a live link and answers its address once (assessment.createExamineeLink on a live session).
 * @throws HttpProblem as {@link createLiveLink}.
 */
export async function createLiveExamineeLink(db: Db, actor: Actor, session: LiveSessionRow, respondent: LinkRespondent, playerBase: string, now: Date): Promise<CreatedRemoteLink> {
  const link = await createLiveLink(db, actor, session, respondent, now);
  const token = await issueToken(db, link.id, now);
  if (token === null) throw new Error('A new live link could not be issued a token.');
  const [summary] = await linkSummaries(db, actor.accountId, { linkId: link.id }, now);
  if (!summary) throw new Error(`Link ${link.id} vanished.`);
  return { link: summary, url: liveLinkUrl(playerBase, token) };
}
