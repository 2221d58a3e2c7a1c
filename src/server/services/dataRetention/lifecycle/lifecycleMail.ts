/**
 * Queues the lifecycle's e-mails through the platform's e-mail queue (services/email: the
 * message row and its delivery job in the caller's transaction, so a rolled-back step sends
 * nothing): the dormant notice to each administrator of the account in their own language, and
 * the alerts to staff who chose them.
 */
import { localeForLanguage } from '../../../../domain/locale';
import type { RetentionAlert } from '../../../../domain/retention/retentionAlerts';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { retentionCandidateStore } from '../../../db/platform/retentionCandidates';
import { repositories } from '../../../db/repositories';
import type { AdministratorContact } from '../../../db/repositories/retentionLifecycle';
import { deliveryJob, deliveryRetry, EMAIL_DELIVERY_QUEUE } from '../../email/deliveryJob';
import { type AlertFacts, alertMail } from './alertMailText';
import { noticeMail, type NoticeFacts } from './noticeMailText';

/** What queuing needs of the app. */
export type MailContext = Pick<AppContext, 'jobs'> & { config: Pick<AppContext['config'], 'mailRetryLimit' | 'mailRetryDelaySeconds'> };

async function enqueue(tx: Db, context: MailContext, messageIds: readonly number[]): Promise<void> {
  await context.jobs.enqueue(
    tx,
    EMAIL_DELIVERY_QUEUE,
    messageIds.map((id) => deliveryJob(id, deliveryRetry(context.config))),
  );
}

/**
 * Queues the dormant notice to every administrator of `accountId` who has an e-mail address.
 * The job has no user: each message is recorded as created by its recipient (email_messages
 * needs a creator of the account), which the account's e-mail history then shows as theirs.
 * @returns the queued messages' ids.
 */
export async function queueNoticeMails(
  tx: Db,
  context: MailContext,
  accountId: number,
  administrators: readonly AdministratorContact[],
  facts: Omit<NoticeFacts, 'recipientName'>,
  now: Date,
): Promise<number[]> {
  const ids: number[] = [];
  for (const administrator of administrators.filter((contact) => contact.email !== '')) {
    const locale = localeForLanguage(administrator.languageCode);
    const mail = noticeMail(locale, { ...facts, recipientName: administrator.name });
    const { emails } = repositories(tx, { accountId, userId: administrator.userId });
    ids.push(await emails.queueForUser({ kind: 'retentionNotice', locale, recipientAddress: administrator.email, recipientName: administrator.name, ...mail }, now));
  }
  await enqueue(tx, context, ids);
  return ids;
}

/**
 * Queues `alert` to every active staff member who chose it, each in their own language and
 * recorded in their own (the operator's) account. `tx` must reach the staff's account: the
 * job's transaction does; a staff operation's must have returned to the staff member's account.
 * @returns the queued messages' ids.
 */
export async function queueAlertMails(tx: Db, context: MailContext, alert: RetentionAlert, facts: AlertFacts, now: Date): Promise<number[]> {
  const ids: number[] = [];
  for (const staff of await retentionCandidateStore(tx).alertRecipients(alert)) {
    const locale = localeForLanguage(staff.languageCode);
    const { emails } = repositories(tx, { accountId: staff.accountId, userId: staff.userId });
    ids.push(await emails.queueForUser({ kind: 'retentionAlert', locale, recipientAddress: staff.email, recipientName: staff.name, ...alertMail(locale, alert, facts) }, now));
  }
  await enqueue(tx, context, ids);
  return ids;
}

/** Wakes this process's e-mail worker once the transaction that queued messages has committed. */
export const wakeMail = (context: Pick<AppContext, 'jobs'>): void => context.jobs.wake(EMAIL_DELIVERY_QUEUE);
