/**
 * Administration sessions: assessments of one examinee given together through one link. An
 * assessment joins at most one session, and only while it is still to be answered.
 */
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { AdministrationSession, SessionInput } from '../../../contract/services/sessions';
import { personName } from '../../auth/principal';
import type { Db } from '../../db/client';
import { administrationSessions, assessments, products, users } from '../../db/schema';
import { HttpProblem, invalidField } from '../../http/problems';
import type { Actor } from '../actor';
import { requireExaminee } from '../examinees/service';

type SessionRow = typeof administrationSessions.$inferSelect;

async function withAssessments(db: Db, rows: SessionRow[]): Promise<AdministrationSession[]> {
  if (rows.length === 0) return [];
  const members = await db
    .select({ sessionId: assessments.sessionId, assessmentId: assessments.id, productCode: products.code, productName: products.name, status: assessments.status })
    .from(assessments)
    .innerJoin(products, eq(products.id, assessments.productId))
    .where(and(inArray(assessments.sessionId, rows.map((row) => row.id)), isNull(assessments.deletedAt)))
    .orderBy(asc(assessments.sessionPosition), asc(assessments.id));
  const creators = await db
    .select({ id: users.id, title: users.title, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...new Set(rows.map((row) => row.createdBy))]));
  return rows.map((row) => {
    const creator = creators.find((user) => user.id === row.createdBy);
    return {
      id: row.id,
      examineeRecordId: row.examineeRecordId,
      title: row.title,
      createdAt: row.createdAt.toISOString(),
      createdByName: creator ? personName(creator) : '',
      assessments: members
        .filter((member) => member.sessionId === row.id)
        .map(({ assessmentId, productCode, productName, status }) => ({ assessmentId, productCode, productName, status })),
    };
  });
}

/**
 * Creates a session of assessments of one examinee, all still to be answered and in no other session.
 * @throws HttpProblem notFound (the examinee is not in the account); validation naming
 *   `assessmentIds` when an assessment is not the examinee's, is complete, or is in a session.
 */
export async function createSession(db: Db, actor: Actor, input: SessionInput, now: Date): Promise<AdministrationSession> {
  const row = await db.transaction(async (tx) => {
    await requireExaminee(tx, actor.accountId, input.examineeRecordId);
    const rows = await tx
      .select()
      .from(assessments)
      .where(and(inArray(assessments.id, input.assessmentIds), eq(assessments.accountId, actor.accountId), eq(assessments.examineeRecordId, input.examineeRecordId), isNull(assessments.deletedAt)))
      .for('update');
    if (rows.length !== input.assessmentIds.length) throw invalidField('assessmentIds', 'Choose assessments of this examinee.');
    if (rows.some((assessment) => assessment.status !== 'draft' && assessment.status !== 'inProgress')) {
      throw invalidField('assessmentIds', 'A session holds only assessments still to be answered.');
    }
    if (rows.some((assessment) => assessment.sessionId !== null)) throw new HttpProblem('conflict', 'One of these assessments is already in a session.');
    const [session] = await tx
      .insert(administrationSessions)
      .values({ accountId: actor.accountId, examineeRecordId: input.examineeRecordId, title: input.title, createdBy: actor.userId, createdAt: now })
      .returning();
    if (!session) throw new Error('The session insert returned nothing.');
    for (const [position, assessmentId] of input.assessmentIds.entries()) {
      await tx.update(assessments).set({ sessionId: session.id, sessionPosition: position, updatedAt: now }).where(eq(assessments.id, assessmentId));
    }
    return session;
  });
  const [session] = await withAssessments(db, [row]);
  if (!session) throw new Error('The new session vanished.');
  return session;
}

/** The sessions of an examinee, newest first. @throws HttpProblem notFound. */
export async function examineeSessions(db: Db, actor: Actor, examineeRecordId: number): Promise<AdministrationSession[]> {
  await requireExaminee(db, actor.accountId, examineeRecordId);
  const rows = await db
    .select()
    .from(administrationSessions)
    .where(and(eq(administrationSessions.accountId, actor.accountId), eq(administrationSessions.examineeRecordId, examineeRecordId)))
    .orderBy(desc(administrationSessions.createdAt), desc(administrationSessions.id));
  return withAssessments(db, rows);
}
