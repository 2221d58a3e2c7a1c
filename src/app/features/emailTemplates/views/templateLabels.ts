/** Message ids of the e-mail kinds and of each placeholder's explanation. */
import type { EmailKind, Placeholder } from '../../../../domain/email';
import type { MessageId } from '../../../core/i18n/messageId';

/** What each kind of message is, in words. */
export const KIND_MESSAGES: Readonly<Record<EmailKind, MessageId>> = {
  qosaInvitation: 'emailTemplates.kind.qosaInvitation',
  vppInvitation: 'emailTemplates.kind.vppInvitation',
};

/** What each placeholder is filled with. */
export const PLACEHOLDER_MESSAGES: Readonly<Record<Placeholder, MessageId>> = {
  examineeName: 'emailTemplates.placeholder.examineeName',
  recipientName: 'emailTemplates.placeholder.recipientName',
  link: 'emailTemplates.placeholder.link',
  expiresAt: 'emailTemplates.placeholder.expiresAt',
  examinerName: 'emailTemplates.placeholder.examinerName',
  accountName: 'emailTemplates.placeholder.accountName',
  startsAt: 'emailTemplates.placeholder.startsAt',
  videoLink: 'emailTemplates.placeholder.videoLink',
};
