/**
 * Administration sessions: assessments of one examinee given together through one link. An
 * assessment joins at most one session, and only while it is still to be answered.
 */
import type { AdministrationSession, SessionInput } from '../../../contract/services/sessions';
import type { Db } from '../../db/client';
import { repositories } from '../../db/repositories';
import { HttpProblem, invalidField } from '../../http/problems';
import type { Actor } from '../actor';
import { requireExaminee } from '../examinees/service';
import { createLiveSession } from './liveSession';

/**
 * Creates a session of assessments of one examinee, all still to be answered and in no other session;
 * a live session also creates drafts of its `productIds` (./liveSession.ts).
 * @throws HttpProblem notFound (the examinee is not in the account); validation naming
 *   `assessmentIds` when an assessment is not the examinee's, is complete, or is in a session.
 */
export async function createSession(db: Db, actor: Actor, input: SessionInput, now: Date): Promise<AdministrationSession> {
  const scope = { accountId: actor.accountId, userId: actor.userId };
  const row = await db.transaction(async (tx) => {
    const { administrationSessions } = repositories(tx, scope);
    await requireExaminee(tx, actor.accountId, input.examineeRecordId);
    const placeable = async (): Promise<void> => {
      const rows = await administrationSessions.lockAssessments(input.examineeRecordId, input.assessmentIds);
      if (rows.length !== input.assessmentIds.length) throw invalidField('assessmentIds', 'Choose assessments of this examinee.');
      if (rows.some((assessment) => assessment.status !== 'draft' && assessment.status !== 'inProgress')) {
        throw invalidField('assessmentIds', 'A session holds only assessments still to be answered.');
      }
      if (rows.some((assessment) => assessment.sessionId !== null)) throw new HttpProblem('conflict', 'One of these assessments is already in a session.');
    };
    if (input.delivery === 'live') return createLiveSession(tx, actor, input, placeable, now);
    await placeable();
    const session = await administrationSessions.create(input.examineeRecordId, input.title, now);
    for (const [position, assessmentId] of input.assessmentIds.entries()) {
      await administrationSessions.placeAssessment(assessmentId, session.id, position, now);
    }
    return session;
  });
  const [session] = await repositories(db, scope).administrationSessions.describe([row]);
  if (!session) throw new Error('The new session vanished.');
  return session;
}

/** The sessions of an examinee, newest first. @throws HttpProblem notFound. */
export async function examineeSessions(db: Db, actor: Actor, examineeRecordId: number): Promise<AdministrationSession[]> {
  await requireExaminee(db, actor.accountId, examineeRecordId);
  return repositories(db, { accountId: actor.accountId, userId: actor.userId }).administrationSessions.ofExaminee(examineeRecordId);
}
