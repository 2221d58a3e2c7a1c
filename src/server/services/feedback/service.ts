/**
 * Feedback users send (misc.feedbackMetadata, misc.submitFeedback). It is stored for the back
 * office with who sent it and from which browser, and audited; nothing is mailed (the e-mail
 * jobs deliver examinee messages only).
 */
import type { FeedbackMetadata, SubmittedFeedback } from '../../../contract/services/feedback';
import { feedbackFormBasics } from '../../../contract/feedbackScreens';
import type { FeedbackSubmission } from '../../../domain/feedback';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import { repositories } from '../../db/repositories';

/** The longest user agent kept: enough to tell browsers apart, whatever a client sends. */
export const MAX_USER_AGENT_LENGTH = 500;

/**
 * What the feedback form needs.
 * @param supportEmail the support address of the server's settings (`FEEDBACK_EMAIL`), or null.
 */
export const feedbackMetadataOf = (supportEmail: string | null): FeedbackMetadata => ({ ...feedbackFormBasics(), supportEmail });

/** The sender of feedback, and where from. */
export interface FeedbackSender {
  principal: Pick<Principal, 'userId' | 'accountId' | 'internal'>;
  ip: string;
  /** The browser's User-Agent header ('' when none). */
  userAgent: string;
}

/**
 * Stores a validated submission with its sender and an audit row, in one transaction, under the
 * sender's account: internal staff's under the operator's own organisation, which no customer
 * sees (their requests, like everyone's, reach only their own account's rows).
 * @returns the stored feedback's id.
 */
export async function submitFeedback(db: Db, sender: FeedbackSender, submission: FeedbackSubmission, now: Date): Promise<SubmittedFeedback> {
  const { principal } = sender;
  const { feedback } = repositories(db, { accountId: principal.accountId, userId: principal.userId });
  const id = await feedback.add(submission, sender.userAgent.slice(0, MAX_USER_AGENT_LENGTH), now);
  return { id };
}
