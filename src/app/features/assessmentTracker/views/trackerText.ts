/**
 * The tracker's words for what the server and the domain say in English: the stated-reason rule's
 * messages, the refusals of a reopening (domain trackerActions.ts), and the labels of statuses,
 * events and records.
 */
import type { IntlShape } from 'react-intl';
import type { TimelineEventKind, TimelineSubject } from '../../../../domain/assessmentTimeline';
import { STAFF_REASON_LIMITS } from '../../../../domain/staffReason';
import type { MessageId } from '../../../core/i18n/messageId';

/** The domain's English messages this feature has words for, by message. */
const RULE_MESSAGES: Readonly<Record<string, MessageId>> = {
  // The stated-reason rule (domain staffReason.ts) has the core's words, shared by every reason form.
  'State why you need this account’s records.': 'common.reason.required',
  [`State the reason in at least ${STAFF_REASON_LIMITS.min} characters.`]: 'common.reason.tooShort',
  [`State the reason in at most ${STAFF_REASON_LIMITS.max} characters.`]: 'common.reason.tooLong',
  'This assessment is deleted; it cannot be reopened.': 'tracker.reopen.deleted',
  'Only a submitted assessment can be reopened.': 'tracker.reopen.notSubmitted',
  'Only an assessment answered through a remote link can be reopened.': 'tracker.reopen.noLink',
  'A report was generated on this assessment; it cannot be reopened.': 'tracker.reopen.reported',
  'The link of this assessment has expired or was revoked; the examiner can send a new link instead.': 'tracker.reopen.linkClosed',
};

/** A rule's message in the UI language, or as it came when this feature has no words for it. */
export function trackerRuleText(intl: IntlShape, message: string | null | undefined): string | undefined {
  if (!message) return undefined;
  const id = RULE_MESSAGES[message];
  return id ? intl.formatMessage({ id }, STAFF_REASON_LIMITS) : message;
}

/** The words of each assessment status: the assessments' own (features/assessments). */
export { STATUS_MESSAGES } from '../../assessments/views/statusLabels';

/** The words of each event kind. */
export const EVENT_MESSAGES: Readonly<Record<TimelineEventKind, MessageId>> = {
  created: 'tracker.event.created',
  cloned: 'tracker.event.cloned',
  itemEntry: 'tracker.event.itemEntry',
  linkCreated: 'tracker.event.linkCreated',
  emailQueued: 'tracker.event.emailQueued',
  emailSent: 'tracker.event.emailSent',
  emailFailed: 'tracker.event.emailFailed',
  emailResolved: 'tracker.event.emailResolved',
  linkResent: 'tracker.event.linkResent',
  linkOpened: 'tracker.event.linkOpened',
  linkStarted: 'tracker.event.linkStarted',
  answered: 'tracker.event.answered',
  submitted: 'tracker.event.submitted',
  verified: 'tracker.event.verified',
  scored: 'tracker.event.scored',
  linkCompleted: 'tracker.event.linkCompleted',
  reopened: 'tracker.event.reopened',
  reportGenerated: 'tracker.event.reportGenerated',
  reportDeleted: 'tracker.event.reportDeleted',
  linkRevoked: 'tracker.event.linkRevoked',
  linkExpired: 'tracker.event.linkExpired',
  deleted: 'tracker.event.deleted',
  recovered: 'tracker.event.recovered',
  revealed: 'tracker.event.revealed',
};

/** The words naming a record of each kind (`{id}`). */
export const SUBJECT_MESSAGES: Readonly<Record<TimelineSubject, MessageId>> = {
  assessment: 'tracker.subject.assessment',
  remoteLink: 'tracker.subject.remoteLink',
  emailMessage: 'tracker.subject.emailMessage',
  report: 'tracker.subject.report',
};

/** A whole record id typed in a field, or `null` when it is not one. */
export function recordIdOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const id = Number(trimmed);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
