/**
 * Planning a live session (prosa.session with `delivery: 'live'`, issue #20): the examinee's
 * existing assessments and new drafts of the chosen forms, held by the caller at the appointment,
 * with the video given or the account's default. Everything in the caller's transaction.
 */
import type { SessionInput } from '../../../contract/services/sessions';
import { calendarDateIn } from '../../../domain/format/instantFormat';
import { recordAudit } from '../../audit/auditLog';
import type { Db } from '../../db/client';
import { repositories } from '../../db/repositories';
import type { StoredSessionRow } from '../../db/repositories/administrationSessions';
import { HttpProblem } from '../../http/problems';
import { userPreferences } from '../account/service';
import type { Actor } from '../actor';
import { createAssessment, userName } from '../assessments/service';

/**
 * Creates a draft of each product with the rules of assessment.create (the examinee's age on the
 * appointment's day in the examiner's time zone, the caller as examiner).
 * @throws HttpProblem validation naming `productIds` when a form is unknown or one the examinee
 *   may not take (the message is assessment.create's).
 */
async function createDrafts(tx: Db, actor: Actor, input: SessionInput, scheduledAt: Date, now: Date): Promise<number[]> {
  const timeZone = (await userPreferences(tx, actor.userId)).timeZone.timeZoneCode;
  const administrationDate = calendarDateIn(scheduledAt.toISOString(), timeZone) ?? scheduledAt.toISOString().slice(0, 10);
  const ids: number[] = [];
  for (const productId of input.productIds) {
    try {
      const created = await createAssessment(tx, actor, { examineeRecordId: input.examineeRecordId, productId, administrationDate, examinerId: actor.userId, administration: {} }, now);
      await recordAudit(tx, actor, { action: 'assessment.create', entity: 'assessment', entityId: created.id }, now);
      ids.push(created.id);
    } catch (error) {
      if (!(error instanceof HttpProblem) || error.code !== 'validation') throw error;
      const errors = (error.errors ?? []).map((fieldError) => ({ ...fieldError, field: fieldError.field === 'productId' ? 'productIds' : fieldError.field }));
      throw new HttpProblem('validation', error.detail, errors);
    }
  }
  return ids;
}

/**
 * Stores a live session of the examinee in the caller's transaction `tx`: status `scheduled`,
 * examiner = the caller, its assessments (`assessmentIds` as checked by `placeable`, then the new
 * drafts of `productIds`) in order.
 * @param placeable checks and locks the existing assessments as a link session does.
 * @throws HttpProblem as {@link createDrafts} and `placeable`.
 */
export async function createLiveSession(tx: Db, actor: Actor, input: SessionInput, placeable: () => Promise<void>, now: Date): Promise<StoredSessionRow> {
  const repos = repositories(tx, { accountId: actor.accountId, userId: actor.userId });
  await placeable();
  if (input.scheduledAt === null) throw new Error('A live session input without its appointment passed validation.');
  const scheduledAt = new Date(input.scheduledAt);
  const drafts = await createDrafts(tx, actor, input, scheduledAt, now);
  const video = input.video ?? (await repos.liveSessions.defaultVideo());
  const session = await repos.liveSessions.create(
    {
      examineeRecordId: input.examineeRecordId,
      title: input.title,
      scheduledAt,
      durationMinutes: input.durationMinutes,
      locale: input.locale,
      video: { mode: video.mode, url: video.url ?? null },
      examinerName: await userName(tx, actor.accountId, actor.userId),
    },
    now,
  );
  for (const [position, assessmentId] of [...input.assessmentIds, ...drafts].entries()) {
    await repos.administrationSessions.placeAssessment(assessmentId, session.id, position, now);
  }
  return { id: session.id, examineeRecordId: session.examineeRecordId, title: session.title, delivery: 'live', createdAt: now, createdBy: actor.userId };
}
