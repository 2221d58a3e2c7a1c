/**
 * The repositories of one account, made once per request (`repositories(db, scope)`): services
 * reach an account's records only through them, so an account-owned query cannot be written
 * without the account (DESIGN.md §5). One file per aggregate; internal staff who work across
 * accounts get no repositories of this kind but an explicit, audited cross-account scope.
 */
import type { Db } from '../client';
import { type AccountUserRepository, accountUserRepository } from './accountUsers';
import { type ExamineeRepository, examineeRepository } from './examinees';
import { type GroupReportRepository, groupReportRepository } from './groupReports';
import { type LicensingRepository, licensingRepository } from './licensing';
import { type NotificationRepository, notificationRepository } from './notifications';
import { type ReportBatchRepository, reportBatchRepository } from './reportBatches';
import { type ReportHistoryRepository, reportHistoryRepository } from './reportHistory';
import { type ReportRepository, reportRepository } from './reports';
import type { AccountScope } from './scope';

export type { AccountScope } from './scope';
export { DuplicateKeyError } from './errors';

/** The repositories of one account. */
export interface Repositories {
  /** The account's users, as its administrators manage them. */
  accountUsers: AccountUserRepository;
  examinees: ExamineeRepository;
  /** The account's group reports and the assessments they may cover. */
  groupReports: GroupReportRepository;
  /** The account's feature licenses and its usage ledger. */
  licensing: LicensingRepository;
  /** The scope user's own notifications. */
  notifications: NotificationRepository;
  /** The account's report batches, their items and progress. */
  reportBatches: ReportBatchRepository;
  /** The account's stored reports, as their history lists them. */
  reportHistory: ReportHistoryRepository;
  /** Report generation: versions, earlier reports, the stored report and its heading. */
  reports: ReportRepository;
}

/** The repositories of `scope`'s account over `db` (the operation's transaction for a write). */
export const repositories = (db: Db, scope: AccountScope): Repositories => ({
  accountUsers: accountUserRepository(db, scope),
  examinees: examineeRepository(db, scope),
  groupReports: groupReportRepository(db, scope),
  licensing: licensingRepository(db, scope),
  notifications: notificationRepository(db, scope),
  reportBatches: reportBatchRepository(db, scope),
  reportHistory: reportHistoryRepository(db, scope),
  reports: reportRepository(db, scope),
});
