/** assessment.emailHistory: every message sent for an examinee, with its delivery state. */
import type { EmailMessageSummary } from '../../../contract/services/email';
import type { Db } from '../../db/client';
import type { Actor } from '../actor';
import { requireExaminee } from '../examinees/service';
import { messageSummaries } from './messageSummaries';

/**
 * The examinee's messages, newest first, with attempts, the link's state now and the assessments it answers.
 * @throws HttpProblem notFound (also for another account's examinee).
 */
export async function emailHistory(db: Db, actor: Actor, examineeRecordId: number, now: Date): Promise<EmailMessageSummary[]> {
  await requireExaminee(db, actor.accountId, examineeRecordId);
  const messages = await messageSummaries(db, actor.accountId, { examineeRecordId }, now);
  return messages;
}
