/** The examiner's view of stored e-mail messages: delivery state, attempts, and the link's state now. */
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { EmailAttempt, EmailMessageSummary } from '../../../contract/services/email';
import { personName } from '../../auth/principal';
import type { Db } from '../../db/client';
import { emailDeliveryAttempts, emailMessages, remoteLinks, users } from '../../db/schema';
import { linkAssessments, storedLinkState } from '../remoteLinks/linkStore';

/**
 * The account's messages matching `where`, newest first, each with its attempts (oldest first),
 * the state of its link at `now` and the assessments the link answers.
 */
export async function messageSummaries(db: Db, accountId: number, where: SQL | undefined, now: Date): Promise<EmailMessageSummary[]> {
  const rows = await db
    .select({ message: emailMessages, link: remoteLinks, creator: { title: users.title, firstName: users.firstName, lastName: users.lastName } })
    .from(emailMessages)
    .innerJoin(users, eq(users.id, emailMessages.createdBy))
    .leftJoin(remoteLinks, eq(remoteLinks.id, emailMessages.linkId))
    .where(and(eq(emailMessages.accountId, accountId), where))
    .orderBy(desc(emailMessages.createdAt), desc(emailMessages.id));
  const ids = rows.map((row) => row.message.id);
  const attempts = new Map<number, EmailAttempt[]>();
  const attemptRows =
    ids.length === 0
      ? []
      : await db.select().from(emailDeliveryAttempts).where(inArray(emailDeliveryAttempts.messageId, ids)).orderBy(asc(emailDeliveryAttempts.attempt));
  for (const row of attemptRows) {
    const list = attempts.get(row.messageId) ?? [];
    list.push({ attempt: row.attempt, at: row.at.toISOString(), outcome: row.outcome, error: row.error });
    attempts.set(row.messageId, list);
  }
  const answered = new Map<number, number[]>();
  for (const { link } of rows) {
    if (link && !answered.has(link.id)) answered.set(link.id, (await linkAssessments(db, link)).map((assessment) => assessment.id));
  }
  return rows.map(({ message, link, creator }) => ({
    id: message.id,
    kind: message.kind,
    examineeRecordId: message.examineeRecordId,
    recipientAddress: message.recipientAddress,
    recipientName: message.recipientName,
    locale: message.locale,
    subject: message.subject,
    state: message.state,
    attempts: attempts.get(message.id) ?? [],
    lastError: message.lastError,
    createdAt: message.createdAt.toISOString(),
    createdByName: personName(creator),
    sentAt: message.sentAt?.toISOString() ?? null,
    linkId: message.linkId,
    linkState: link ? storedLinkState(link, now) : null,
    assessmentIds: link ? (answered.get(link.id) ?? []) : [],
  }));
}

/** The account's message `id`, or undefined. */
export async function messageSummary(db: Db, accountId: number, id: number, now: Date): Promise<EmailMessageSummary | undefined> {
  const [summary] = await messageSummaries(db, accountId, eq(emailMessages.id, id), now);
  return summary;
}
