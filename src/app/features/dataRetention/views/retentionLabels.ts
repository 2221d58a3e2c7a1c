/** The message ids of data retention's states, alerts, notice kinds and e-mail states. */
import type { EmailState } from '../../../../domain/email';
import type { RetentionState } from '../../../../domain/retention/accountLifecycle';
import type { RetentionAlert } from '../../../../domain/retention/retentionAlerts';
import type { MessageId } from '../../../core/i18n/messageId';

/** Each state's name. */
export const STATE_MESSAGES: Readonly<Record<RetentionState, MessageId>> = {
  active: 'dataRetention.state.active',
  dormant: 'dataRetention.state.dormant',
  deletionRequested: 'dataRetention.state.deletionRequested',
  onHold: 'dataRetention.state.onHold',
  deleted: 'dataRetention.state.deleted',
  purged: 'dataRetention.state.purged',
};

/** Each alert's name and description. */
export const ALERT_MESSAGES: Readonly<Record<RetentionAlert, { name: MessageId; text: MessageId }>> = {
  accountDormant: { name: 'dataRetention.alert.accountDormant', text: 'dataRetention.alert.accountDormant.text' },
  deletionRequested: { name: 'dataRetention.alert.deletionRequested', text: 'dataRetention.alert.deletionRequested.text' },
  accountDeleted: { name: 'dataRetention.alert.accountDeleted', text: 'dataRetention.alert.accountDeleted.text' },
  purgeBlocked: { name: 'dataRetention.alert.purgeBlocked', text: 'dataRetention.alert.purgeBlocked.text' },
};

/** What each delivery state of a notice's e-mail says. */
export const EMAIL_MESSAGES: Readonly<Record<EmailState, MessageId>> = {
  queued: 'dataRetention.email.queued',
  sending: 'dataRetention.email.sending',
  retrying: 'dataRetention.email.retrying',
  sent: 'dataRetention.email.sent',
  failed: 'dataRetention.email.failed',
};

/** A notice kind's words: the start of dormancy, N days before deletion, the request, the deletion. */
export function noticeKindMessage(kind: string): { id: MessageId; values?: { days: number } } {
  const before = /^dormantBefore(\d+)$/.exec(kind);
  if (before) return { id: 'dataRetention.notice.before', values: { days: Number(before[1]) } };
  if (kind === 'dormantStart') return { id: 'dataRetention.notice.dormantStart' };
  if (kind === 'selfDeletionRequested') return { id: 'dataRetention.notice.selfDeletionRequested' };
  if (kind === 'deleted') return { id: 'dataRetention.notice.deleted' };
  return { id: 'dataRetention.notice.other' };
}
