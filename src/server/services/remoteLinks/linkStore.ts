/**
 * Remote links as every service that makes or reads them uses them (links, sessions, e-mail, the
 * player): the token and its hash, creating a link for an assessment or a session, issuing a new
 * token, and the examiner's view of a link. The rows are reached through the remote link and
 * assessment repositories of the link's account, and a link by its id alone through the platform
 * store `db/platform/linkTokens.ts`.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { RemoteLinkSummary } from '../../../contract/services/remoteLinks';
import { linkAcceptsAnswers, linkExpiry, linkStateAt, type LinkKind, type LinkState, type RemoteLinkInput, remotelyAdministrable, TOKEN_BYTES } from '../../../domain/remoteLink';
import type { Db } from '../../db/client';
import { linkById } from '../../db/platform/linkTokens';
import { repositories } from '../../db/repositories';
import type { AssessmentRow } from '../../db/repositories/assessments';
import type { LinkSelection, RemoteLinkRow } from '../../db/repositories/remoteLinks';
import { HttpProblem, notFound } from '../../http/problems';
import { userPreferences } from '../account/service';
import type { Actor } from '../actor';
import { productOfAssessment } from '../products/service';
import { type AppConfigSource, configText, currentAppConfig } from '../platformConfiguration/currentAppConfig';

export type { RemoteLinkRow } from '../../db/repositories/remoteLinks';

/** What a link answers: one assessment, or every assessment of a session. */
export type LinkTarget = { assessmentId: number } | { sessionId: number };

/** The hex SHA-256 of a token: what is stored and looked up. */
export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new token: {@link TOKEN_BYTES} random bytes, base64url (43 characters). */
export const newToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');

/**
 * The player's address from the current app configuration's `qosa.url` (`/osa` when it names none).
 * @throws Error when no configuration is stored and its file cannot be read or is not JSON.
 */
export async function playerUrl(source: AppConfigSource): Promise<string> {
  return configText(await currentAppConfig(source), 'qosa', 'url') ?? '/osa';
}

/** The state of a stored link at `now`. */
export const storedLinkState = (row: RemoteLinkRow, now: Date): LinkState => linkStateAt({ state: row.state, expiresAt: row.expiresAt.toISOString() }, now);

/**
 * The assessments a link answers, in answering order (a session's in the order the examiner
 * chose), locked when `lock`. Deleted assessments are left out.
 */
export const linkAssessments = (db: Db, link: Pick<RemoteLinkRow, 'accountId' | 'assessmentId' | 'sessionId'>, lock = false): Promise<AssessmentRow[]> =>
  repositories(db, { accountId: link.accountId, userId: null }).assessments.listOfLink(link, { forUpdate: lock });

/** Assessment statuses that are still to be answered. */
const OPEN_STATUSES = new Set(['draft', 'inProgress']);

/**
 * Checks that a target belongs to the account and can be answered remotely now, under the
 * caller's transaction: an assessment (not deleted, still to be answered, of a product whose
 * items are all choice items — not asked of a `live` link, whose forms the examiner gives), or a
 * session with at least one such assessment.
 * @throws HttpProblem notFound (also for another account's record); conflict (409) when nothing
 *   is left to answer or a product cannot be answered remotely.
 */
export async function requireLinkTarget(db: Db, accountId: number, target: LinkTarget, kind: LinkKind = 'remote'): Promise<void> {
  if ('sessionId' in target && !(await repositories(db, { accountId, userId: null }).remoteLinks.sessionExists(target.sessionId))) {
    throw notFound('The session');
  }
  const rows = await linkAssessments(db, { accountId, assessmentId: 'assessmentId' in target ? target.assessmentId : null, sessionId: 'sessionId' in target ? target.sessionId : null }, true);
  if (rows.length === 0) throw notFound('assessmentId' in target ? 'The assessment' : 'The session');
  const open = rows.filter((row) => OPEN_STATUSES.has(row.status));
  if (open.length === 0) {
    throw new HttpProblem('conflict', 'This assessment is already complete; a remote link is for an assessment still to be answered.');
  }
  // A live session's forms are given by the examiner on the live screen, whatever their items.
  if (kind === 'live') return;
  for (const row of open) {
    const product = await productOfAssessment(db, row);
    if (!remotelyAdministrable(product)) {
      throw new HttpProblem('conflict', `${product.code} is administered and scored by the examiner; it cannot be sent to a respondent.`);
    }
  }
}

/**
 * Creates a link under the caller's transaction. Its token is random and never answered: the
 * caller issues the token it hands out with {@link issueToken} (at once for an address shown on
 * screen, at delivery for an e-mail, so no token is ever stored).
 * @param input respondent, locale and validity in days (to the end of the last day in the creator's
 *   time zone, see `linkExpiry`); `window` instead sets the exact opening and expiry (VPP appointments).
 * @throws HttpProblem as {@link requireLinkTarget}.
 */
export async function createLink(
  db: Db,
  actor: Actor,
  target: LinkTarget,
  input: RemoteLinkInput & { window?: { opensAt: Date; expiresAt: Date } },
  kind: LinkKind,
  now: Date,
): Promise<RemoteLinkRow> {
  await requireLinkTarget(db, actor.accountId, target, kind);
  const startsAt = input.window?.opensAt ?? now;
  const expiresAt = input.window?.expiresAt ?? new Date(linkExpiry(now, input.validForDays, (await userPreferences(db, actor.userId)).timeZone.timeZoneCode));
  return repositories(db, { accountId: actor.accountId, userId: actor.userId }).remoteLinks.create(
    {
      assessmentId: 'assessmentId' in target ? target.assessmentId : null,
      sessionId: 'sessionId' in target ? target.sessionId : null,
      kind,
      tokenHash: tokenHash(newToken()),
      respondent: input.respondent,
      locale: input.locale,
      startsAt,
      expiresAt,
    },
    now,
  );
}

/**
 * Gives a link that can still be answered a new token (the old one stops working) and answers
 * it; `null` when the link is revoked, expired or completed. Run it in the transaction that
 * hands the token out.
 */
export async function issueToken(db: Db, linkId: number, now: Date): Promise<string | null> {
  // By the link's id alone: the e-mail delivery job holds nothing else; the link tells the account.
  const row = await linkById(db, linkId, { forUpdate: true });
  if (!row || !linkAcceptsAnswers(storedLinkState(row, now))) return null;
  const token = newToken();
  await repositories(db, { accountId: row.accountId, userId: null }).remoteLinks.replaceTokenHash(linkId, tokenHash(token));
  return token;
}

/** A link of the account, locked for update. @throws HttpProblem notFound (also for another account's link). */
export async function requireLink(db: Db, accountId: number, linkId: number): Promise<RemoteLinkRow> {
  const row = await repositories(db, { accountId, userId: null }).remoteLinks.findForUpdate(linkId);
  if (!row) throw notFound('The link');
  return row;
}

/** The examiner's view at `now` of the account's links `selection` names, newest first, with their creators and the newest e-mail address. */
export async function linkSummaries(db: Db, accountId: number, selection: LinkSelection, now: Date): Promise<RemoteLinkSummary[]> {
  const rows = await repositories(db, { accountId, userId: null }).remoteLinks.list(selection);
  return rows.map((row) => toSummary(row.link, row.createdByName, now, row.emailedTo));
}

/** One link as the examiner sees it. */
export function toSummary(row: RemoteLinkRow, createdByName: string, now: Date, emailedTo: string | null): RemoteLinkSummary {
  return {
    id: row.id,
    assessmentId: row.assessmentId,
    sessionId: row.sessionId,
    kind: row.kind,
    respondent: row.respondent,
    locale: row.locale,
    state: storedLinkState(row, now),
    createdAt: row.createdAt.toISOString(),
    createdByName,
    startsAt: row.startsAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    openedAt: row.openedAt?.toISOString() ?? null,
    launchedAt: row.launchedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    emailedTo,
  };
}
