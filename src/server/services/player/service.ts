/**
 * The examinee player's calls (QOSA): exchanging a link's token for the player cookie, the
 * state, the launch notification, saving one answer (optimistic concurrency: a stale version
 * answers 409 and saves nothing) and submitting a form once (scored on the server).
 * The respondent has no account: the audit records the link's account and no user.
 */
import type { PlayerResponseSaved, PlayerState } from '../../../contract/services/player';
import type { ProblemCode } from '../../../contract/problem';
import { statusForResponses } from '../../../domain/assessment';
import { linkAcceptsAnswers, type LinkState } from '../../../domain/remoteLink';
import { scoreAssessment } from '../../../domain/scoring/scoreAssessment';
import { scoringContextFor } from '../../../domain/scoring/scoringContext';
import { recordAudit } from '../../audit/auditLog';
import type { AuditActor } from '../../audit/auditLog';
import type { Db } from '../../db/client';
import { linkById, linkByTokenHashForUpdate } from '../../db/platform/linkTokens';
import { type Repositories, repositories } from '../../db/repositories';
import { HttpProblem, invalidField } from '../../http/problems';
import { requireExaminee } from '../examinees/service';
import { verificationAfterSave } from '../assessments/verificationRule';
import { notifyRemoteSubmission } from '../notifications/producers';
import { productOfAssessment } from '../products/service';
import { linkAssessments, type RemoteLinkRow, storedLinkState, tokenHash } from '../remoteLinks/linkStore';
import { playerCookieLinkId, playerCookieMatches } from './playerCookie';
import { isSubmitted, playerState } from './playerState';

/** The problem of a link in a state that takes no answers. */
const CLOSED: Partial<Record<LinkState, ProblemCode>> = { expired: 'linkExpired', revoked: 'linkRevoked', completed: 'linkCompleted' };

/**
 * Checks that a link can be used now.
 * @throws HttpProblem linkExpired / linkRevoked / linkCompleted; linkNotYetOpen (its detail names
 *   the opening instant, ISO) before `startsAt`.
 */
function requireUsable(link: RemoteLinkRow, now: Date): void {
  // The refusal names the link (id and account, never its token) for its audit row.
  const subject = { entity: 'remoteLink', id: link.id, accountId: link.accountId };
  const closed = CLOSED[storedLinkState(link, now)];
  if (closed) throw new HttpProblem(closed).about(subject);
  if (now < link.startsAt) throw new HttpProblem('linkNotYetOpen', link.startsAt.toISOString()).about(subject);
}

const playerActor = (link: RemoteLinkRow, ip: string): AuditActor => ({ userId: null, accountId: link.accountId, ip });

/** The repositories of a link's account: the respondent is no user of it. */
const reposOfLink = (db: Db, link: RemoteLinkRow): Repositories => repositories(db, { accountId: link.accountId, userId: null });

/**
 * Exchanges a token: the link it names, opened (state `opened` the first time).
 * Every failure costs the same database work (one look-up by hash); the route adds a time floor.
 * @throws HttpProblem linkInvalid for an unknown token; as {@link requireUsable}.
 */
export async function openLink(db: Db, token: string, ip: string, now: Date): Promise<RemoteLinkRow> {
  return db.transaction(async (tx) => {
    const link = await linkByTokenHashForUpdate(tx, tokenHash(token));
    if (!link) throw new HttpProblem('linkInvalid');
    return markOpened(tx, link, ip, now);
  });
}

/**
 * Opens a link found by what the respondent holds (its token, or a class session code) and locked
 * by the caller's transaction `tx`: state `opened` the first time, audited once.
 * @throws HttpProblem as {@link requireUsable}.
 */
export async function markOpened(tx: Db, link: RemoteLinkRow, ip: string, now: Date): Promise<RemoteLinkRow> {
  requireUsable(link, now);
  const opened = link.openedAt === null;
  const row = await reposOfLink(tx, link).remoteLinks.markOpened(link.id, link.openedAt ?? now, link.state === 'sent' ? 'opened' : link.state);
  if (opened) await recordAudit(tx, playerActor(link, ip), { action: 'assessment.osaOpen', entity: 'remoteLink', entityId: link.id }, now);
  return row ?? link;
}

/**
 * The link of a player cookie, locked for update when `db` is a transaction and `lock` is set.
 * @throws HttpProblem linkInvalid (no cookie, a forged one, or one of a replaced token); as {@link requireUsable}.
 */
export async function linkOfCookie(db: Db, key: Buffer, cookie: string | undefined, now: Date, lock = false): Promise<RemoteLinkRow> {
  const linkId = playerCookieLinkId(cookie);
  if (linkId === null || cookie === undefined) throw new HttpProblem('linkInvalid');
  const link = await linkById(db, linkId, { forUpdate: lock });
  if (!link || !playerCookieMatches(key, cookie, link)) throw new HttpProblem('linkInvalid');
  requireUsable(link, now);
  return link;
}

/** The state of the cookie's link. @throws HttpProblem as {@link linkOfCookie}. */
export async function stateOfCookie(db: Db, key: Buffer, cookie: string | undefined, now: Date): Promise<PlayerState> {
  return playerState(db, await linkOfCookie(db, key, cookie, now), now);
}

/** Records, the first time, that the respondent began. @throws HttpProblem as {@link linkOfCookie}. */
export async function launchNotification(db: Db, key: Buffer, cookie: string | undefined, ip: string, now: Date): Promise<PlayerState> {
  const link = await db.transaction(async (tx) => {
    const current = await linkOfCookie(tx, key, cookie, now, true);
    if (current.launchedAt !== null) return current;
    const row = await reposOfLink(tx, current).remoteLinks.markLaunched(current.id, now);
    await recordAudit(tx, playerActor(current, ip), { action: 'assessment.osaLaunchNotification', entity: 'remoteLink', entityId: current.id }, now);
    return row ?? current;
  });
  return playerState(db, link, now);
}

/** One form of the link, locked; submitted forms take no more answers. @throws HttpProblem notFound; conflict. */
async function openFormOfLink(tx: Db, link: RemoteLinkRow, assessmentId: number) {
  const rows = await linkAssessments(tx, link, true);
  const row = rows.find((candidate) => candidate.id === assessmentId);
  if (!row) throw new HttpProblem('notFound', 'This questionnaire is not part of the link.');
  if (isSubmitted(row)) throw new HttpProblem('conflict', 'This questionnaire was already submitted.');
  return { row, rows };
}

/**
 * Saves one answer given on `version`. The assessment stays in progress until it is submitted,
 * even when every item is answered (the respondent may still change answers).
 * @throws HttpProblem as {@link linkOfCookie}; notFound (a form not of the link); conflict (409)
 *   for a stale version or a submitted form; validation naming `value` for an unknown item or value.
 */
export async function saveResponse(
  db: Db,
  key: Buffer,
  cookie: string | undefined,
  input: { assessmentId: number; itemId: string; value: number | null; version: number },
  ip: string,
  now: Date,
): Promise<PlayerResponseSaved> {
  return db.transaction(async (tx) => {
    const link = await linkOfCookie(tx, key, cookie, now, true);
    const { row } = await openFormOfLink(tx, link, input.assessmentId);
    if (row.version !== input.version) {
      throw new HttpProblem('conflict', `This questionnaire is at version ${row.version}; the answer was given on version ${input.version}.`);
    }
    const product = await productOfAssessment(tx, row);
    const item = product.items.find((candidate) => candidate.id === input.itemId);
    if (!item || item.type !== 'choice') throw invalidField('itemId', 'This question is not part of the questionnaire.');
    if (input.value !== null && !item.options.some((option) => option.value === input.value)) throw invalidField('value', 'Choose one of the answers shown.');
    const responses = { ...row.responses };
    if (input.value === null) delete responses[input.itemId];
    else responses[input.itemId] = input.value;
    const derived = statusForResponses(product, responses);
    const repos = reposOfLink(tx, link);
    const version = await repos.assessments.updateVersion(row.id, {
      responses,
      status: derived === 'complete' ? 'inProgress' : derived,
      score: null,
      scoredAt: null,
      version: row.version + 1,
      updatedAt: now,
      ...verificationAfterSave(row, responses),
    });
    if (version === null) throw new Error('The answer update returned nothing.');
    if (link.state === 'sent' || link.state === 'opened') await repos.remoteLinks.markInProgress(link.id);
    await recordAudit(tx, playerActor(link, ip), { action: 'assessment.osaSaveResponse', entity: 'assessment', entityId: row.id }, now);
    return { assessmentId: row.id, itemId: input.itemId, version };
  });
}

/**
 * Submits one form once: every required item must be answered. The assessment is scored when
 * scorable (else it is complete for the examiner to review); the link is completed once every
 * form of it is submitted. Item-entry verification does not apply: the respondent entered the
 * answers, there is no transcription to check.
 * @throws HttpProblem as {@link saveResponse}; validation naming each unanswered required item.
 */
export async function submitForm(db: Db, key: Buffer, cookie: string | undefined, assessmentId: number, version: number, ip: string, now: Date): Promise<PlayerState> {
  const link = await db.transaction(async (tx) => {
    const current = await linkOfCookie(tx, key, cookie, now, true);
    const { row, rows } = await openFormOfLink(tx, current, assessmentId);
    if (row.version !== version) throw new HttpProblem('conflict', `This questionnaire is at version ${row.version}; it was submitted from version ${version}.`);
    const product = await productOfAssessment(tx, row);
    const unanswered = product.items.filter((item) => !item.optional && typeof row.responses[item.id] !== 'number');
    if (unanswered.length > 0) {
      const errors = unanswered.map((item) => ({ field: `responses.${item.id}`, message: `Question ${item.number} is not answered yet.` }));
      throw new HttpProblem('validation', errors.map((error) => error.message).join(' '), errors);
    }
    const examinee = await requireExaminee(tx, row.accountId, row.examineeRecordId);
    const score = scoreAssessment(product, row.responses, scoringContextFor(examinee, row.administration ?? {}, row.administrationDate));
    const repos = reposOfLink(tx, current);
    await repos.assessments.updateVersion(row.id, {
      status: score.scorable ? 'scored' : 'complete',
      score: score.scorable ? score : null,
      scoredAt: score.scorable ? now : null,
      version: row.version + 1,
      updatedAt: now,
    });
    const actor = playerActor(current, ip);
    await recordAudit(tx, actor, { action: 'assessment.osaSubmit', entity: 'assessment', entityId: row.id }, now);
    await notifyRemoteSubmission(tx, current, { id: row.id, productName: product.name, scored: score.scorable }, now);
    const remaining = rows.filter((other) => other.id !== row.id && !isSubmitted(other));
    if (remaining.length > 0 || !linkAcceptsAnswers(storedLinkState(current, now))) return current;
    const completed = await repos.remoteLinks.complete(current.id, now);
    return completed ?? current;
  });
  return playerState(db, link, now);
}
