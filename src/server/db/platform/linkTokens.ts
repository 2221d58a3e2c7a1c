/**
 * Finding a remote link by what the player holds: the token of its address, or the player
 * cookie that names the link's id. Not account-scoped because the lookup happens before the
 * account is known: the respondent has no account, and the link found is what tells the account;
 * the caller then continues on `repositories(db, { accountId: link.accountId, userId: null })`.
 * It touches only `remote_links`, which `qg_app` may read under its account's policy, so it also
 * runs inside a customer's transaction (re-issuing a token by the link's id).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { remoteLinkColumns, type RemoteLinkRow } from '../repositories/remoteLinks';
import { accounts, remoteLinks } from '../schema';

/**
 * The link's account is not deleted (issue #18): a deleted account's links answer like unknown
 * ones, so the player refuses them; recovering the account brings them back until the purge.
 */
const accountNotDeleted = () => sql`not exists (select 1 from ${accounts} a where a.id = ${remoteLinks.accountId} and a.deleted_at is not null)`;

/**
 * The link whose current token has the hex SHA-256 `tokenHash`, its row locked until the
 * transaction `db` ends; `null` when no link has it (an unknown or replaced token).
 */
export async function linkByTokenHashForUpdate(db: Db, tokenHash: string): Promise<RemoteLinkRow | null> {
  const [link] = await db.select(remoteLinkColumns).from(remoteLinks).where(and(eq(remoteLinks.tokenHash, tokenHash), accountNotDeleted())).for('update');
  return link ?? null;
}

/**
 * The link `linkId` (the player's cookie names it; the e-mail delivery job holds it), with its
 * account; `null` when there is none or its account is deleted.
 * @param options.forUpdate lock the row until the transaction `db` ends.
 */
export async function linkById(db: Db, linkId: number, options: { forUpdate?: boolean } = {}): Promise<RemoteLinkRow | null> {
  const query = db.select(remoteLinkColumns).from(remoteLinks).where(and(eq(remoteLinks.id, linkId), accountNotDeleted()));
  const [link] = options.forUpdate ? await query.for('update') : await query;
  return link ?? null;
}
