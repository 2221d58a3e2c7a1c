/**
 * The repositories of one account, made once per request (`repositories(db, scope)`): services
 * reach an account's records only through them, so an account-owned query cannot be written
 * without the account (DESIGN.md §5). One file per aggregate; internal staff who work across
 * accounts get no repositories of this kind but an explicit, audited cross-account scope.
 */
import type { Db } from '../client';
import { type AccountUserRepository, accountUserRepository } from './accountUsers';
import { type EmailRepository, emailRepository } from './emails';
import { type EmailTemplateRepository, emailTemplateRepository } from './emailTemplates';
import { type ExamineeRepository, examineeRepository } from './examinees';
import { type FeedbackRepository, feedbackRepository } from './feedback';
import { type NotificationRepository, notificationRepository } from './notifications';
import { type PickListRepository, pickListRepository } from './pickLists';
import { type ReportHistoryRepository, reportHistoryRepository } from './reportHistory';
import { type ResourceLibraryRepository, resourceLibraryRepository } from './resourceLibrary';
import type { AccountScope } from './scope';

export type { AccountScope } from './scope';
export { DuplicateKeyError } from './errors';

/** The repositories of one account. */
export interface Repositories {
  /** The account's users, as its administrators manage them. */
  accountUsers: AccountUserRepository;
  /** The account's e-mail messages and their delivery. */
  emails: EmailRepository;
  /** The account's own e-mail templates. */
  emailTemplates: EmailTemplateRepository;
  examinees: ExamineeRepository;
  /** The feedback the scope's user sends. */
  feedback: FeedbackRepository;
  /** The scope user's own notifications, and telling the account's users. */
  notifications: NotificationRepository;
  /** The account's active users and testing sites, as pick-lists offer them. */
  pickLists: PickListRepository;
  /** The account's stored reports, as their history lists them. */
  reportHistory: ReportHistoryRepository;
  /** The account's resource library and the scope user's bookmarks. */
  resourceLibrary: ResourceLibraryRepository;
}

/** The repositories of `scope`'s account over `db` (the operation's transaction for a write). */
export const repositories = (db: Db, scope: AccountScope): Repositories => ({
  accountUsers: accountUserRepository(db, scope),
  emails: emailRepository(db, scope),
  emailTemplates: emailTemplateRepository(db, scope),
  examinees: examineeRepository(db, scope),
  feedback: feedbackRepository(db, scope),
  notifications: notificationRepository(db, scope),
  pickLists: pickListRepository(db, scope),
  reportHistory: reportHistoryRepository(db, scope),
  resourceLibrary: resourceLibraryRepository(db, scope),
});
