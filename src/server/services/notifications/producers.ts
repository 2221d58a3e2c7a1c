/**
 * The events that tell someone, one function per kind. Each runs inside its event's transaction
 * (see notify.ts) and reads only what the event's own code does not already hold. They take the
 * event's transaction and tell users of the event's account, whoever caused it (a job, the player).
 */
import { personName } from '../../auth/principal';
import type { Db } from '../../db/client';
import { repositories } from '../../db/repositories';
import type { NotificationRepository } from '../../db/repositories/notifications';
import { notify } from './notify';
import type { FeedbackAnsweredFacts, LicenseChangedFacts } from '../../../domain/notifications';
import { ASSESSMENT_LIST_LINK, assessmentLink, examineeLink, FEEDBACK_LINK, LICENSES_LINK, MY_ACCOUNT_LINK } from './platformLinks';

/** The notification repository of `accountId` over the event's transaction `tx`; no user acts. */
const notificationsOf = (tx: Db, accountId: number): NotificationRepository => repositories(tx, { accountId, userId: null }).notifications;

/**
 * A remote link's respondent submitted one form: tells the link's creator, linking to the assessment.
 * @param link the link's account and creator.
 * @param scored whether submitting scored the assessment.
 */
export async function notifyRemoteSubmission(
  tx: Db,
  link: { accountId: number; createdBy: number },
  assessment: { id: number; productName: string; scored: boolean },
  at: Date,
): Promise<void> {
  await notify(
    notificationsOf(tx, link.accountId),
    [{ userId: link.createdBy, link: assessmentLink(assessment.id) }],
    { kind: 'remoteAssessmentCompleted', productName: assessment.productName, scored: assessment.scored },
    at,
  );
}

/**
 * An e-mail finally failed (no retry left, or its link closed): tells its sender, linking to the
 * examinee whose e-mail history shows it. A message to a user (no examinee: the back office's
 * answer to feedback) tells nobody here: its sender is a staff member of another account, and
 * the inbox shows the answer's delivery; the answer itself is in the user's notifications.
 */
export async function notifyEmailFailed(
  tx: Db,
  message: { accountId: number; createdBy: number; examineeRecordId: number | null; subject: string },
  attempts: number,
  reason: string,
  at: Date,
): Promise<void> {
  if (message.examineeRecordId === null) return;
  await notify(
    notificationsOf(tx, message.accountId),
    [{ userId: message.createdBy, link: examineeLink(message.examineeRecordId) }],
    { kind: 'emailDeliveryFailed', subject: message.subject, attempts, reason },
    at,
  );
}

/**
 * A report batch just completed: tells its requester how many reports were made and how many
 * failed, linking to the assessment list where the batch is downloaded.
 * @param batch the batch, as the completing update answered it.
 */
export async function notifyReportBatchFinished(tx: Db, batch: { id: number; accountId: number; createdBy: number }, at: Date): Promise<void> {
  const notifications = notificationsOf(tx, batch.accountId);
  const outcome = await notifications.reportBatchOutcome(batch.id);
  await notify(notifications, [{ userId: batch.createdBy, link: ASSESSMENT_LIST_LINK }], { kind: 'reportBatchFinished', succeeded: outcome.done, failed: outcome.failed }, at);
}

/**
 * The account's self-service deletion was newly requested: tells every active account
 * administrator of the account (the requester too, as a record of it). No link: nothing on the
 * platform acts on it yet (the data-retention staff carry it out).
 * @throws Error when the requester does not exist in the account (the caller is signed in, so never expected).
 */
export async function notifyDeletionRequested(tx: Db, requester: { userId: number; accountId: number }, deletionDate: string, at: Date): Promise<void> {
  const notifications = notificationsOf(tx, requester.accountId);
  const asker = await notifications.personOf(requester.userId);
  if (!asker) throw new Error(`User ${requester.userId} is not in account ${requester.accountId}.`);
  const administrators = await notifications.activeAdministratorIds();
  await notify(
    notifications,
    administrators.map((userId) => ({ userId, link: null })),
    { kind: 'accountDeletionRequested', requestedBy: personName(asker), deletionDate },
    at,
  );
}

/** The user's password was changed (`changed`) or reset by e-mail (`reset`): tells the user, linking to their settings. */
export async function notifyPasswordChanged(tx: Db, user: { id: number; accountId: number }, how: 'changed' | 'reset', at: Date): Promise<void> {
  await notify(notificationsOf(tx, user.accountId), [{ userId: user.id, link: MY_ACCOUNT_LINK }], { kind: 'passwordChanged', how }, at);
}

/**
 * The back office changed a license of the account (created, changed its terms, suspended,
 * resumed or ended it): tells every active account administrator, linking to the account's
 * licenses. Runs in the change's transaction, inside the account staff entered.
 * @param notifications the notification repository of the license's account.
 */
export async function notifyLicenseChanged(notifications: NotificationRepository, facts: Omit<LicenseChangedFacts, 'kind'>, at: Date): Promise<void> {
  const administrators = await notifications.activeAdministratorIds();
  await notify(notifications, administrators.map((userId) => ({ userId, link: LICENSES_LINK })), { kind: 'licenseChanged', ...facts }, at);
}

/**
 * The back office answered feedback: tells its sender, with the answer in the notification itself
 * (the notifications list shows it in full), linking to the feedback page, where the sender can
 * write back. Runs in the answer's transaction, inside the account staff entered.
 * @param notifications the notification repository of the sender's account.
 */
export async function notifyFeedbackAnswered(notifications: NotificationRepository, senderId: number, facts: Omit<FeedbackAnsweredFacts, 'kind'>, at: Date): Promise<void> {
  await notify(notifications, [{ userId: senderId, link: FEEDBACK_LINK }], { kind: 'feedbackAnswered', ...facts }, at);
}

/**
 * The account is dormant: tells every active account administrator the deletion date (at the
 * start and with each notice before it), linking to nothing (the SPA's notice carries "Keep this
 * account"). Runs in the daily job's transaction of the account.
 */
export async function notifyAccountDormant(tx: Db, accountId: number, facts: { deletionDate: string; inactiveDays: number }, at: Date): Promise<void> {
  const notifications = notificationsOf(tx, accountId);
  const administrators = await notifications.activeAdministratorIds();
  await notify(notifications, administrators.map((userId) => ({ userId, link: null })), { kind: 'accountDormant', ...facts }, at);
}

/**
 * The account's deletion request was withdrawn: tells every active account administrator, as its
 * request did. @throws Error when the administrator who withdrew it is not in the account.
 */
export async function notifyDeletionWithdrawn(tx: Db, withdrawer: { userId: number; accountId: number }, at: Date): Promise<void> {
  const notifications = notificationsOf(tx, withdrawer.accountId);
  const person = await notifications.personOf(withdrawer.userId);
  if (!person) throw new Error(`User ${withdrawer.userId} is not in account ${withdrawer.accountId}.`);
  const administrators = await notifications.activeAdministratorIds();
  await notify(notifications, administrators.map((userId) => ({ userId, link: null })), { kind: 'accountDeletionWithdrawn', withdrawnBy: personName(person) }, at);
}
