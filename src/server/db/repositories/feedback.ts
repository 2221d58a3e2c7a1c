/**
 * Feedback the scope's user sends (misc.submitFeedback), kept for the back office, stored with the
 * scope's account: a customer's, or for internal staff the operator's own organisation.
 */
import type { FeedbackSubmission } from '../../../domain/feedback';
import type { Db } from '../client';
import { feedback } from '../schema';
import type { AccountScope } from './scope';

/** The feedback of the scope's user. */
export interface FeedbackRepository {
  /**
   * Stores a submission of the scope's user at `now`, in a savepoint, and answers its id.
   * @param userAgent the sender's browser, already cut to the length kept.
   * @throws Error when the scope has no user (feedback is always someone's).
   */
  add(submission: FeedbackSubmission, userAgent: string, now: Date): Promise<number>;
}

/** The feedback repository of `scope`'s account and user over `db`. */
export function feedbackRepository(db: Db, scope: AccountScope): FeedbackRepository {
  return {
    async add(submission, userAgent, now) {
      const { userId } = scope;
      if (userId === null) throw new Error('Feedback is sent by a user; the scope has none.');
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(feedback)
          .values({
            accountId: scope.accountId,
            userId,
            category: submission.category,
            screen: submission.screen,
            message: submission.message,
            rating: submission.rating,
            mayContact: submission.mayContact,
            userAgent,
            createdAt: now,
          })
          .returning({ id: feedback.id });
        if (!row) throw new Error('The feedback insert returned nothing.');
        return row.id;
      });
    },
  };
}
