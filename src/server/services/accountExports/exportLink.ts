/**
 * The single-use download link of an account export (issue #18). Its token is random, never
 * stored (only its SHA-256), and travels in the address's fragment, which no browser sends in a
 * request line or a Referer: the download page reads it there and posts it (docs/architecture.md,
 * "Remote administration", the same pattern as the player's links). The token is issued by the
 * e-mail's delivery job as it sends (services/email/deliveryJob.ts), so no stored message holds
 * it; the export's expiry was set when it became ready and does not move.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { repositories } from '../../db/repositories';
import { DEFAULT_LEGACY } from '../../../contract/legacyPages';

/** Random bytes of a token (256 bits). */
const TOKEN_BYTES = 32;

/** The download page's path (the legacy application; no sign-in). */
export const EXPORT_DOWNLOAD_PATH = `${DEFAULT_LEGACY.baseUrl}/account-export`;

/** A new token, base64url. */
export const newExportToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');

/** The stored form of a token: its SHA-256, base64url. */
export const exportTokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('base64url');

/** The absolute address of the download page with `token` in its fragment. */
export const exportLinkUrl = (publicBaseUrl: string, token: string): string => `${publicBaseUrl}${EXPORT_DOWNLOAD_PATH}#${token}`;

/**
 * Issues the token of the export whose link e-mail `messageId` (of account `accountId`) carries,
 * under the delivery's transaction `tx`: a fresh token replaces any earlier one.
 * @returns the token, or `null` when the link can no longer work (expired, used, or no ready
 *   export): the delivery then fails the message instead of mailing a dead link.
 */
export async function issueExportToken(tx: Db, accountId: number, messageId: number, at: Date): Promise<string | null> {
  const exports = repositories(tx, { accountId, userId: null }).accountExports;
  const found = await exports.forEmailMessage(messageId);
  if (!found || found.downloadedAt !== null || found.expiresAt.getTime() <= at.getTime()) return null;
  const token = newExportToken();
  await exports.setTokenHash(found.id, exportTokenHash(token));
  return token;
}
