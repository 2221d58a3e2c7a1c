/** The examiner's view of stored e-mail messages: delivery state, attempts, and the link's state now. */
import type { EmailMessageSummary } from '../../../contract/services/email';
import { linkStateAt } from '../../../domain/remoteLink';
import { personName } from '../../auth/principal';
import type { Db } from '../../db/client';
import { repositories } from '../../db/repositories';
import type { MessageFilter } from '../../db/repositories/emails';
import { linkAssessments } from '../remoteLinks/linkStore';

/**
 * The account's messages matching `filter`, newest first, each with its attempts (oldest first),
 * the state of its link at `now` and the assessments the link answers.
 */
export async function messageSummaries(db: Db, accountId: number, filter: MessageFilter, now: Date): Promise<EmailMessageSummary[]> {
  const rows = await repositories(db, { accountId, userId: null }).emails.summaries(filter);
  const answered = new Map<number, number[]>();
  for (const { link } of rows) {
    if (link && !answered.has(link.id)) answered.set(link.id, (await linkAssessments(db, link)).map((assessment) => assessment.id));
  }
  return rows.map(({ link, creator, createdAt, sentAt, ...message }) => ({
    id: message.id,
    kind: message.kind,
    examineeRecordId: message.examineeRecordId,
    recipientAddress: message.recipientAddress,
    recipientName: message.recipientName,
    locale: message.locale,
    subject: message.subject,
    state: message.state,
    attempts: message.attempts,
    lastError: message.lastError,
    createdAt: createdAt.toISOString(),
    createdByName: personName(creator),
    sentAt: sentAt?.toISOString() ?? null,
    linkId: message.linkId,
    // As linkStore.storedLinkState: the stored state at `now` (an open link past its expiry is expired).
    linkState: link ? linkStateAt({ state: link.state, expiresAt: link.expiresAt.toISOString() }, now) : null,
    assessmentIds: link ? (answered.get(link.id) ?? []) : [],
  }));
}

/** The account's message `id`, or undefined. */
export async function messageSummary(db: Db, accountId: number, id: number, now: Date): Promise<EmailMessageSummary | undefined> {
  const [summary] = await messageSummaries(db, accountId, { messageId: id }, now);
  return summary;
}
