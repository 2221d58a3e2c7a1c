/**
 * Remote administration links (QOSA): creating one for an assessment that is not complete,
 * listing an assessment's links and revoking one. The token is TOKEN_BYTES of crypto randomness,
 * answered once in the link's address and stored only as its SHA-256.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { and, desc, eq } from 'drizzle-orm';
import type { CreatedRemoteLink, RemoteLinkSummary } from '../../../contract/services/remoteLinks';
import { linkExpiry, linkStateAt, remoteLinkInputSchema, type RemoteLinkInput, TOKEN_BYTES } from '../../../domain/remoteLink';
import { recordAudit } from '../../audit/auditLog';
import { personName } from '../../auth/principal';
import type { Db } from '../../db/client';
import { remoteLinks, users } from '../../db/schema';
import { HttpProblem, notFound } from '../../http/problems';
import type { Actor } from '../actor';
import { requireAssessment } from '../assessments/service';

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

const summaryColumns = {
  link: remoteLinks,
  creator: { title: users.title, firstName: users.firstName, lastName: users.lastName },
};

type LinkRow = typeof remoteLinks.$inferSelect;

function toSummary(row: LinkRow, createdByName: string, now: Date): RemoteLinkSummary {
  return {
    id: row.id,
    assessmentId: row.assessmentId,
    respondent: row.respondent,
    locale: row.locale,
    state: linkStateAt({ state: row.state, expiresAt: row.expiresAt.toISOString() }, now),
    createdAt: row.createdAt.toISOString(),
    createdByName,
    expiresAt: row.expiresAt.toISOString(),
    openedAt: row.openedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/**
 * Creates a link for an assessment that is not complete (draft or in progress).
 * @param input what the examiner chose; missing fields take the schema's defaults.
 * @param baseUrl the player's address (playerUrl); the token goes in its fragment.
 * @throws HttpProblem notFound (also for another account's assessment); conflict (409) for a
 *   complete or scored assessment.
 */
export async function createQosaLink(
  db: Db,
  actor: Actor,
  assessmentId: number,
  input: Partial<RemoteLinkInput>,
  baseUrl: string,
  now: Date,
): Promise<CreatedRemoteLink> {
  const choice = remoteLinkInputSchema.cast(input);
  const token = newToken();
  const summary = await db.transaction(async (tx) => {
    const assessment = await requireAssessment(tx, actor.accountId, assessmentId, true);
    if (assessment.status === 'complete' || assessment.status === 'scored') {
      throw new HttpProblem('conflict', 'This assessment is already complete; a remote link is for an assessment still to be answered.');
    }
    const [row] = await tx
      .insert(remoteLinks)
      .values({
        accountId: actor.accountId,
        assessmentId,
        tokenHash: tokenHash(token),
        respondent: choice.respondent,
        locale: choice.locale,
        expiresAt: new Date(linkExpiry(now, choice.validForDays)),
        createdBy: actor.userId,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('The link insert returned nothing.');
    await recordAudit(tx, actor, { action: 'assessment.createQosaLink', entity: 'remoteLink', entityId: row.id }, now);
    return row;
  });
  const [creator] = await db.select(summaryColumns.creator).from(users).where(eq(users.id, actor.userId)).limit(1);
  return { link: toSummary(summary, creator ? personName(creator) : '', now), url: `${baseUrl}#${token}` };
}

/** The links of an assessment, newest first. @throws HttpProblem notFound. */
export async function linksByAssessment(db: Db, actor: Actor, assessmentId: number, now: Date): Promise<RemoteLinkSummary[]> {
  await requireAssessment(db, actor.accountId, assessmentId);
  const rows = await db
    .select(summaryColumns)
    .from(remoteLinks)
    .innerJoin(users, eq(users.id, remoteLinks.createdBy))
    .where(and(eq(remoteLinks.accountId, actor.accountId), eq(remoteLinks.assessmentId, assessmentId)))
    .orderBy(desc(remoteLinks.createdAt), desc(remoteLinks.id));
  await recordAudit(db, actor, { action: 'assessment.linksByAssessmentId', entity: 'assessment', entityId: assessmentId }, now);
  return rows.map((row) => toSummary(row.link, personName(row.creator), now));
}

/**
 * Revokes a link that can still be answered; revoking a revoked, expired or completed link
 * changes nothing and answers it as it is.
 * @throws HttpProblem notFound (also for another account's link).
 */
export async function revokeLink(db: Db, actor: Actor, linkId: number, now: Date): Promise<RemoteLinkSummary> {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(remoteLinks)
      .where(and(eq(remoteLinks.id, linkId), eq(remoteLinks.accountId, actor.accountId)))
      .for('update');
    if (!current) throw notFound('The link');
    const state = linkStateAt({ state: current.state, expiresAt: current.expiresAt.toISOString() }, now);
    if (state !== 'sent' && state !== 'opened' && state !== 'inProgress') return current;
    const [revoked] = await tx.update(remoteLinks).set({ state: 'revoked', revokedAt: now }).where(eq(remoteLinks.id, linkId)).returning();
    await recordAudit(tx, actor, { action: 'assessment.revokeLink', entity: 'remoteLink', entityId: linkId }, now);
    return revoked ?? current;
  });
  const [creator] = await db.select(summaryColumns.creator).from(users).where(eq(users.id, row.createdBy)).limit(1);
  return toSummary(row, creator ? personName(creator) : '', now);
}
