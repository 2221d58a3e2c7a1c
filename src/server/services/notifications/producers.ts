/**
 * The events that tell someone, one function per kind. Each runs inside its event's transaction
 * (see notify.ts) and reads only what the event's own code does not already hold.
 */
import { and, count, eq } from 'drizzle-orm';
import { personName } from '../../auth/principal';
import type { Db } from '../../db/client';
import { reportBatchItems, users } from '../../db/schema';
import { notify } from './notify';
import { ASSESSMENT_LIST_LINK, assessmentLink, examineeLink, MY_ACCOUNT_LINK } from './platformLinks';

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
    tx,
    [{ accountId: link.accountId, userId: link.createdBy, link: assessmentLink(assessment.id) }],
    { kind: 'remoteAssessmentCompleted', productName: assessment.productName, scored: assessment.scored },
    at,
  );
}

/**
 * An e-mail finally failed (no retry left, or its link closed): tells its sender, linking to the
 * examinee whose e-mail history shows it.
 */
export async function notifyEmailFailed(
  tx: Db,
  message: { accountId: number; createdBy: number; examineeRecordId: number; subject: string },
  attempts: number,
  reason: string,
  at: Date,
): Promise<void> {
  await notify(
    tx,
    [{ accountId: message.accountId, userId: message.createdBy, link: examineeLink(message.examineeRecordId) }],
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
  const counts = await tx
    .select({ state: reportBatchItems.state, items: count() })
    .from(reportBatchItems)
    .where(and(eq(reportBatchItems.batchId, batch.id), eq(reportBatchItems.accountId, batch.accountId)))
    .groupBy(reportBatchItems.state);
  const of = (state: typeof reportBatchItems.$inferSelect.state): number => counts.find((row) => row.state === state)?.items ?? 0;
  await notify(tx, [{ accountId: batch.accountId, userId: batch.createdBy, link: ASSESSMENT_LIST_LINK }], { kind: 'reportBatchFinished', succeeded: of('done'), failed: of('failed') }, at);
}

/**
 * The account's self-service deletion was newly requested: tells every active account
 * administrator of the account (the requester too, as a record of it). No link: nothing on the
 * platform acts on it yet (the data-retention staff carry it out).
 * @throws Error when the requester does not exist in the account (the caller is signed in, so never expected).
 */
export async function notifyDeletionRequested(tx: Db, requester: { userId: number; accountId: number }, deletionDate: string, at: Date): Promise<void> {
  const [asker] = await tx
    .select({ title: users.title, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, requester.userId), eq(users.accountId, requester.accountId)));
  if (!asker) throw new Error(`User ${requester.userId} is not in account ${requester.accountId}.`);
  const administrators = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountId, requester.accountId), eq(users.role, 'accountAdministrator'), eq(users.active, true)));
  await notify(
    tx,
    administrators.map((administrator) => ({ accountId: requester.accountId, userId: administrator.id, link: null })),
    { kind: 'accountDeletionRequested', requestedBy: personName(asker), deletionDate },
    at,
  );
}

/** The user's password was changed (`changed`) or reset by e-mail (`reset`): tells the user, linking to their settings. */
export async function notifyPasswordChanged(tx: Db, user: { id: number; accountId: number }, how: 'changed' | 'reset', at: Date): Promise<void> {
  await notify(tx, [{ accountId: user.accountId, userId: user.id, link: MY_ACCOUNT_LINK }], { kind: 'passwordChanged', how }, at);
}
