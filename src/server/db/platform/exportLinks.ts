/**
 * Finding an account export by the token of its download link (issue #18). Not account-scoped
 * because the lookup comes before the account is known: whoever holds the link need not be
 * signed in (an administrator of a deleted account can still fetch it); the export found tells
 * the account, and its download is audited under it. Runs as the owner, like the legacy pages.
 */
import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../client';
import { accountExports } from '../schema';

/** What the download needs of the export a token opens. */
export interface ExportByToken {
  id: number;
  accountId: number;
  status: string;
  expiresAt: Date | null;
  downloadedAt: Date | null;
  fileName: string | null;
  file: Buffer | null;
}

/**
 * The export whose link token has the SHA-256 `tokenHash`, its row locked until the transaction
 * `db` ends; `null` when no export has it (an unknown or replaced token).
 */
export async function exportByTokenHashForUpdate(db: Db, tokenHash: string): Promise<ExportByToken | null> {
  const [row] = await db
    .select({
      id: accountExports.id,
      accountId: accountExports.accountId,
      status: accountExports.status,
      expiresAt: accountExports.expiresAt,
      downloadedAt: accountExports.downloadedAt,
      fileName: accountExports.fileName,
      file: accountExports.file,
    })
    .from(accountExports)
    .where(eq(accountExports.tokenHash, tokenHash))
    .for('update');
  return row ?? null;
}

/**
 * Marks export `exportId` downloaded at `at` and forgets its token's hash, so the link works once.
 * @returns whether this call used it (false when it had been used meanwhile).
 */
export async function markExportDownloaded(db: Db, exportId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(accountExports)
    .set({ downloadedAt: at, tokenHash: null })
    .where(and(eq(accountExports.id, exportId), isNull(accountExports.downloadedAt)))
    .returning({ id: accountExports.id });
  return rows.length === 1;
}

/**
 * Drops the ZIP of every export whose link expired at or before `now` (every account: a sweep of
 * the daily retention job, run as the owner): a copy of an account's data is kept no longer than
 * its link works. The row stays, with its status and times, for the lists and the audit.
 * @returns how many files were dropped.
 */
export async function dropExpiredExportFiles(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(accountExports)
    .set({ file: null, tokenHash: null })
    .where(and(isNotNull(accountExports.file), isNotNull(accountExports.expiresAt), lte(accountExports.expiresAt, now)))
    .returning({ id: accountExports.id });
  return rows.length;
}
