/**
 * Storage of remote links shared by every service that makes or reads them (links, sessions,
 * e-mail, the player): the token and its hash, creating a link for an assessment or a session,
 * issuing a new token, and the examiner's view of a link.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { and, asc, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { RemoteLinkSummary } from '../../../contract/services/remoteLinks';
import { linkAcceptsAnswers, linkExpiry, linkStateAt, type LinkKind, type LinkState, type RemoteLinkInput, remotelyAdministrable, TOKEN_BYTES } from '../../../domain/remoteLink';
import { personName } from '../../auth/principal';
import type { Db } from '../../db/client';
import { administrationSessions, assessments, emailMessages, remoteLinks, users } from '../../db/schema';
import { HttpProblem, notFound } from '../../http/problems';
import { userPreferences } from '../account/service';
import type { Actor } from '../actor';
import { productOfAssessment } from '../products/service';

/** A stored link. */
export type RemoteLinkRow = typeof remoteLinks.$inferSelect;

/** What a link answers: one assessment, or every assessment of a session. */
export type LinkTarget = { assessmentId: number } | { sessionId: number };

/** The hex SHA-256 of a token: what is stored and looked up. */
export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new token: {@link TOKEN_BYTES} random bytes, base64url (43 characters). */
export const newToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');

/**
 * The player's address from the app configuration's `qosa.url` (`/osa` when it names none).
 * @throws Error when the configuration file cannot be read or is not JSON.
 */
export async function playerUrl(appConfigFile: string): Promise<string> {
  const config = JSON.parse(await readFile(appConfigFile, 'utf8')) as { qosa?: { url?: unknown } };
  return typeof config.qosa?.url === 'string' && config.qosa.url !== '' ? config.qosa.url : '/osa';
}

/** The state of a stored link at `now`. */
export const storedLinkState = (row: RemoteLinkRow, now: Date): LinkState => linkStateAt({ state: row.state, expiresAt: row.expiresAt.toISOString() }, now);

/**
 * The assessments a link answers, in answering order (a session's in the order the examiner
 * chose), locked when `lock`. Deleted assessments are left out.
 */
export async function linkAssessments(db: Db, link: Pick<RemoteLinkRow, 'accountId' | 'assessmentId' | 'sessionId'>, lock = false) {
  const where = link.assessmentId !== null ? eq(assessments.id, link.assessmentId) : eq(assessments.sessionId, link.sessionId ?? -1);
  const query = db
    .select()
    .from(assessments)
    .where(and(where, eq(assessments.accountId, link.accountId), isNull(assessments.deletedAt)))
    .orderBy(asc(assessments.sessionPosition), asc(assessments.id));
  return lock ? query.for('update') : query;
}

/** Assessment statuses that are still to be answered. */
const OPEN_STATUSES = new Set(['draft', 'inProgress']);

/**
 * Checks that a target belongs to the account and can be answered remotely now, under the
 * caller's transaction: an assessment (not deleted, still to be answered, of a product whose
 * items are all choice items), or a session with at least one such assessment.
 * @throws HttpProblem notFound (also for another account's record); conflict (409) when nothing
 *   is left to answer or a product cannot be answered remotely.
 */
export async function requireLinkTarget(db: Db, accountId: number, target: LinkTarget): Promise<void> {
  if ('sessionId' in target) {
    const [session] = await db
      .select({ id: administrationSessions.id })
      .from(administrationSessions)
      .where(and(eq(administrationSessions.id, target.sessionId), eq(administrationSessions.accountId, accountId)))
      .limit(1);
    if (!session) throw notFound('The session');
  }
  const rows = await linkAssessments(db, { accountId, assessmentId: 'assessmentId' in target ? target.assessmentId : null, sessionId: 'sessionId' in target ? target.sessionId : null }, true);
  if (rows.length === 0) throw notFound('assessmentId' in target ? 'The assessment' : 'The session');
  const open = rows.filter((row) => OPEN_STATUSES.has(row.status));
  if (open.length === 0) {
    throw new HttpProblem('conflict', 'This assessment is already complete; a remote link is for an assessment still to be answered.');
  }
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
  await requireLinkTarget(db, actor.accountId, target);
  const startsAt = input.window?.opensAt ?? now;
  const expiresAt = input.window?.expiresAt ?? new Date(linkExpiry(now, input.validForDays, (await userPreferences(db, actor.userId)).timeZone.timeZoneCode));
  const [row] = await db
    .insert(remoteLinks)
    .values({
      accountId: actor.accountId,
      assessmentId: 'assessmentId' in target ? target.assessmentId : null,
      sessionId: 'sessionId' in target ? target.sessionId : null,
      kind,
      tokenHash: tokenHash(newToken()),
      respondent: input.respondent,
      locale: input.locale,
      startsAt,
      expiresAt,
      createdBy: actor.userId,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('The link insert returned nothing.');
  return row;
}

/**
 * Gives a link that can still be answered a new token (the old one stops working) and answers
 * it; `null` when the link is revoked, expired or completed. Run it in the transaction that
 * hands the token out.
 */
export async function issueToken(db: Db, linkId: number, now: Date): Promise<string | null> {
  const [row] = await db.select().from(remoteLinks).where(eq(remoteLinks.id, linkId)).for('update');
  if (!row || !linkAcceptsAnswers(storedLinkState(row, now))) return null;
  const token = newToken();
  await db.update(remoteLinks).set({ tokenHash: tokenHash(token) }).where(eq(remoteLinks.id, linkId));
  return token;
}

/** A link of the account, locked for update. @throws HttpProblem notFound (also for another account's link). */
export async function requireLink(db: Db, accountId: number, linkId: number): Promise<RemoteLinkRow> {
  const [row] = await db
    .select()
    .from(remoteLinks)
    .where(and(eq(remoteLinks.id, linkId), eq(remoteLinks.accountId, accountId)))
    .for('update');
  if (!row) throw notFound('The link');
  return row;
}

/** The examiner's view of stored links matching `where`, newest first, with their creators and the newest e-mail address. */
export async function linkSummaries(db: Db, where: SQL | undefined, now: Date): Promise<RemoteLinkSummary[]> {
  const rows = await db
    .select({ link: remoteLinks, creator: { title: users.title, firstName: users.firstName, lastName: users.lastName } })
    .from(remoteLinks)
    .innerJoin(users, eq(users.id, remoteLinks.createdBy))
    .where(where)
    .orderBy(desc(remoteLinks.createdAt), desc(remoteLinks.id));
  const ids = rows.map((row) => row.link.id);
  const mails =
    ids.length === 0
      ? []
      : await db
          .select({ linkId: emailMessages.linkId, address: emailMessages.recipientAddress })
          .from(emailMessages)
          .where(inArray(emailMessages.linkId, ids))
          .orderBy(asc(emailMessages.id));
  // Ascending order: the newest message of a link is written last and wins.
  const emailedTo = new Map(mails.map((mail) => [mail.linkId, mail.address]));
  return rows.map((row) => toSummary(row.link, personName(row.creator), now, emailedTo.get(row.link.id) ?? null));
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
