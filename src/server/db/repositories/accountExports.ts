/**
 * The exports of one account (table `account_exports`, issue #18): their list and status, the
 * build job's writes (the ZIP, ready or failed) and the e-mail that carries the download link.
 * Every query is filtered by the scope's account, so another account's export is a missing one.
 * The lookup of an export by its link's token, before the account is known, is the platform
 * store `db/platform/exportLinks.ts`.
 */
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../client';
import { accountExports, accounts, emailMessages, users } from '../schema';
import type { AccountExportKind, AccountExportStatus } from '../schema/retention';
import type { AccountScope } from './scope';

export type { AccountExportKind, AccountExportStatus } from '../schema/retention';

/** An export as the lists show it (never its bytes or its token's hash). */
export interface AccountExportRow {
  id: number;
  accountId: number;
  kind: AccountExportKind;
  requestedBy: number | null;
  reason: string | null;
  status: AccountExportStatus;
  fileName: string | null;
  byteSize: number | null;
  failureReason: string | null;
  readyAt: Date | null;
  expiresAt: Date | null;
  downloadedAt: Date | null;
  emailMessageId: number | null;
  /** The delivery state of that e-mail (`queued`, `sending`, `retrying`, `sent`, `failed`), or `null`. */
  emailState: string | null;
  createdAt: Date;
}

/** A new export: who asks, and why (staff). */
export interface NewAccountExport {
  kind: AccountExportKind;
  requestedBy: number | null;
  reason: string | null;
}

/** A user of the account who may receive the link: their address, name and language setting. */
export interface ExportRecipient {
  userId: number;
  email: string;
  name: string;
  languageCode: string | null;
  /** Their time zone setting (IANA), or `null` for the platform default. */
  timeZone: string | null;
}

/** The scope account's exports. */
export interface AccountExportRepository {
  /** The account's exports, newest first. */
  list(): Promise<AccountExportRow[]>;
  /** One export of the account, or `null` (also for another account's). */
  find(exportId: number): Promise<AccountExportRow | null>;
  /** Records a new `pending` export at `now`; answers it. */
  create(input: NewAccountExport, now: Date): Promise<AccountExportRow>;
  /** The ZIP of a ready export, or `null` when it is not ready (or not the account's). */
  file(exportId: number): Promise<{ fileName: string; bytes: Buffer } | null>;
  /** Stores the built ZIP: `ready` at `readyAt`, the link working until `expiresAt` once its token is issued. */
  markReady(exportId: number, file: { fileName: string; bytes: Buffer }, readyAt: Date, expiresAt: Date): Promise<void>;
  /** Records that the build failed and why (a pending export only). */
  markFailed(exportId: number, reason: string): Promise<void>;
  /** Names the e-mail that carries the export's link. */
  setEmailMessage(exportId: number, messageId: number): Promise<void>;
  /** The ready export whose link e-mail `messageId` carries, with its expiry; `null` when there is none. */
  forEmailMessage(messageId: number): Promise<{ id: number; expiresAt: Date; downloadedAt: Date | null } | null>;
  /** Stores the SHA-256 of the link's new token (the previous one stops working). */
  setTokenHash(exportId: number, hash: string): Promise<void>;
  /** The account's name. */
  accountName(): Promise<string>;
  /** An active user of the account with an e-mail address, or `null`. */
  recipient(userId: number): Promise<ExportRecipient | null>;
  /** The account's longest-standing active administrator with an e-mail address, or `null`. */
  firstAdministrator(): Promise<ExportRecipient | null>;
}

const rowColumns = {
  id: accountExports.id,
  accountId: accountExports.accountId,
  kind: accountExports.kind,
  requestedBy: accountExports.requestedBy,
  reason: accountExports.reason,
  status: accountExports.status,
  fileName: accountExports.fileName,
  file: accountExports.file,
  failureReason: accountExports.failureReason,
  readyAt: accountExports.readyAt,
  expiresAt: accountExports.expiresAt,
  downloadedAt: accountExports.downloadedAt,
  emailMessageId: accountExports.emailMessageId,
  emailState: emailMessages.state,
  createdAt: accountExports.createdAt,
};

type RawRow = Omit<AccountExportRow, 'byteSize'> & { file: Buffer | null };

const rowOf = ({ file, ...row }: RawRow): AccountExportRow => ({ ...row, byteSize: file ? file.byteLength : null });

const recipientColumns = { userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, preferences: users.preferences };

type RawRecipient = { userId: number; email: string; firstName: string; lastName: string; preferences: { language?: { languageCode: string }; timeZone?: { timeZoneCode: string } } };

const recipientOf = (row: RawRecipient | undefined): ExportRecipient | null =>
  row && row.email.trim() !== ''
    ? { userId: row.userId, email: row.email, name: `${row.firstName} ${row.lastName}`.trim(), languageCode: row.preferences.language?.languageCode ?? null, timeZone: row.preferences.timeZone?.timeZoneCode ?? null }
    : null;

/** The exports of `scope`'s account over `db`. */
export function accountExportRepository(db: Db, scope: AccountScope): AccountExportRepository {
  const { accountId } = scope;
  const ofAccount = (exportId: number) => and(eq(accountExports.accountId, accountId), eq(accountExports.id, exportId));
  const withMail = and(eq(emailMessages.id, accountExports.emailMessageId), eq(emailMessages.accountId, accountId));
  const find = async (exportId: number): Promise<AccountExportRow | null> => {
    const [row] = await db.select(rowColumns).from(accountExports).leftJoin(emailMessages, withMail).where(ofAccount(exportId));
    return row ? rowOf(row) : null;
  };
  return {
    async list() {
      const rows = await db.select(rowColumns).from(accountExports).leftJoin(emailMessages, withMail).where(eq(accountExports.accountId, accountId)).orderBy(desc(accountExports.id));
      return rows.map(rowOf);
    },
    find,
    async create(input, now) {
      const [row] = await db
        .insert(accountExports)
        .values({ accountId, kind: input.kind, requestedBy: input.requestedBy, reason: input.reason, status: 'pending', createdAt: now })
        .returning({ id: accountExports.id });
      const created = row ? await find(row.id) : null;
      if (!created) throw new Error('The export was not recorded.');
      return created;
    },
    async file(exportId) {
      const [row] = await db
        .select({ fileName: accountExports.fileName, file: accountExports.file })
        .from(accountExports)
        .where(and(ofAccount(exportId), eq(accountExports.status, 'ready'), isNotNull(accountExports.file)));
      return row?.file && row.fileName ? { fileName: row.fileName, bytes: row.file } : null;
    },
    async markReady(exportId, file, readyAt, expiresAt) {
      await db
        .update(accountExports)
        .set({ status: 'ready', file: file.bytes, fileName: file.fileName, readyAt, expiresAt, failureReason: null })
        .where(and(ofAccount(exportId), eq(accountExports.status, 'pending')));
    },
    async markFailed(exportId, reason) {
      await db
        .update(accountExports)
        .set({ status: 'failed', failureReason: reason })
        .where(and(ofAccount(exportId), eq(accountExports.status, 'pending')));
    },
    async setEmailMessage(exportId, messageId) {
      await db.update(accountExports).set({ emailMessageId: messageId }).where(ofAccount(exportId));
    },
    async forEmailMessage(messageId) {
      const [row] = await db
        .select({ id: accountExports.id, expiresAt: accountExports.expiresAt, downloadedAt: accountExports.downloadedAt })
        .from(accountExports)
        .where(and(eq(accountExports.accountId, accountId), eq(accountExports.emailMessageId, messageId), eq(accountExports.status, 'ready')));
      return row?.expiresAt ? { id: row.id, expiresAt: row.expiresAt, downloadedAt: row.downloadedAt } : null;
    },
    async setTokenHash(exportId, hash) {
      await db.update(accountExports).set({ tokenHash: hash }).where(ofAccount(exportId));
    },
    async accountName() {
      const [row] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
      return row?.name ?? '';
    },
    async recipient(userId) {
      const [row] = await db
        .select(recipientColumns)
        .from(users)
        .where(and(eq(users.accountId, accountId), eq(users.id, userId), eq(users.active, true)));
      return recipientOf(row);
    },
    async firstAdministrator() {
      const [row] = await db
        .select(recipientColumns)
        .from(users)
        .where(and(eq(users.accountId, accountId), eq(users.role, 'accountAdministrator'), eq(users.active, true)))
        .orderBy(asc(users.id))
        .limit(1);
      return recipientOf(row);
    },
  };
}
