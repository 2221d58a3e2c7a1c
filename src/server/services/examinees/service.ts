/**
 * Examinee records of an account. Every query is filtered by the actor's account, so another
 * account's record answers exactly like a missing one (404). Every read and write is audited.
 */
import { and, asc, count, desc, eq, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { ExamineeListQuery, ExamineeSort } from '../../../contract/services/examinees';
import type { Page } from '../../../contract/types';
import type { Examinee, ExamineeInput } from '../../../domain/examinee';
import { recordAudit } from '../../audit/auditLog';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { examinees } from '../../db/schema';
import { HttpProblem, notFound } from '../../http/problems';
import type { Actor } from '../actor';

/** The default page size of lists. */
export const DEFAULT_PAGE_SIZE = 20;

type ExamineeRow = typeof examinees.$inferSelect;

/** A stored row as the domain's examinee. */
export const toExaminee = (row: ExamineeRow): Examinee => ({
  id: row.id,
  accountId: row.accountId,
  examineeId: row.examineeId,
  firstName: row.firstName,
  middleName: row.middleName,
  lastName: row.lastName,
  birthDate: row.birthDate,
  sex: row.sex,
  email: row.email,
  customField1: row.customField1,
  customField2: row.customField2,
  customField3: row.customField3,
  customField4: row.customField4,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The columns an examinee input writes (only the known fields, whatever else the body held). */
const columnsOf = (input: ExamineeInput) => ({
  examineeId: input.examineeId,
  firstName: input.firstName,
  middleName: input.middleName,
  lastName: input.lastName,
  birthDate: input.birthDate,
  sex: input.sex,
  email: input.email,
  customField1: input.customField1,
  customField2: input.customField2,
  customField3: input.customField3,
  customField4: input.customField4,
});

const duplicateId = (): HttpProblem =>
  new HttpProblem('duplicate', 'An examinee with this id already exists in the account.', [
    { field: 'examineeId', message: 'This examinee id is already in use. Enter another.' },
  ]);

/** An examinee of the account, or `null` (also for another account's record). No audit: callers audit. */
export async function findExaminee(db: Db, accountId: number, recordId: number): Promise<Examinee | null> {
  const [row] = await db
    .select()
    .from(examinees)
    .where(and(eq(examinees.id, recordId), eq(examinees.accountId, accountId), isNull(examinees.deletedAt)))
    .limit(1);
  return row ? toExaminee(row) : null;
}

/** {@link findExaminee}, answering 404 when absent. @throws HttpProblem notFound. */
export async function requireExaminee(db: Db, accountId: number, recordId: number): Promise<Examinee> {
  const examinee = await findExaminee(db, accountId, recordId);
  if (!examinee) throw notFound('The examinee');
  return examinee;
}

/** Reads one examinee, audited as `action`. @throws HttpProblem notFound. */
export async function readExaminee(db: Db, actor: Actor, recordId: number, action: string, now: Date): Promise<Examinee> {
  const examinee = await requireExaminee(db, actor.accountId, recordId);
  await recordAudit(db, actor, { action, entity: 'examinee', entityId: recordId }, now);
  return examinee;
}

const SORTS: Record<ExamineeSort, SQL[]> = {
  lastName: [asc(examinees.lastName), asc(examinees.firstName), asc(examinees.id)],
  '-lastName': [desc(examinees.lastName), desc(examinees.firstName), desc(examinees.id)],
  examineeId: [asc(examinees.examineeId)],
  '-examineeId': [desc(examinees.examineeId)],
  birthDate: [asc(examinees.birthDate), asc(examinees.id)],
  '-birthDate': [desc(examinees.birthDate), desc(examinees.id)],
  '-updatedAt': [desc(examinees.updatedAt), desc(examinees.id)],
};

/** `%text%` for ILIKE, with the pattern characters of `text` taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of the account's examinees: `search` matches examinee id, first or last name
 * (case-insensitive, anywhere in the value); sorted by `sort` (last name by default).
 */
export async function listExaminees(db: Db, actor: Actor, query: ExamineeListQuery, now: Date): Promise<Page<Examinee>> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const search = query.search?.trim() ?? '';
  const pattern = containsPattern(search);
  const filter =
    search === ''
      ? and(eq(examinees.accountId, actor.accountId), isNull(examinees.deletedAt))
      : and(
          eq(examinees.accountId, actor.accountId),
          isNull(examinees.deletedAt),
          or(ilike(examinees.examineeId, pattern), ilike(examinees.firstName, pattern), ilike(examinees.lastName, pattern)),
        );
  const [totals] = await db.select({ total: count() }).from(examinees).where(filter);
  const rows = await db
    .select()
    .from(examinees)
    .where(filter)
    .orderBy(...SORTS[query.sort ?? 'lastName'])
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  await recordAudit(db, actor, { action: 'assessment.listExaminees', entity: 'examinee', entityId: null }, now);
  return { items: rows.map(toExaminee), total: totals?.total ?? 0, page, pageSize };
}

/**
 * Whether `examineeId` is free in the account without regard to case (`NEW-001` takes `new-001`),
 * ignoring the record `excludeRecordId` (the one being edited).
 */
export async function isExamineeIdFree(db: Db, actor: Actor, examineeId: string, excludeRecordId: number | undefined, now: Date): Promise<boolean> {
  const conditions = [
    eq(examinees.accountId, actor.accountId),
    sql`lower(${examinees.examineeId}) = lower(${examineeId.trim()})`,
    isNull(examinees.deletedAt),
  ];
  if (excludeRecordId !== undefined) conditions.push(ne(examinees.id, excludeRecordId));
  const [row] = await db.select({ id: examinees.id }).from(examinees).where(and(...conditions)).limit(1);
  await recordAudit(db, actor, { action: 'assessment.examineeIdUnique', entity: 'examinee', entityId: null }, now);
  return !row;
}

/**
 * Creates an examinee in the actor's account.
 * @throws HttpProblem duplicate (409, field examineeId) when the id is taken in the account.
 */
export async function createExaminee(db: Db, actor: Actor, input: ExamineeInput, now: Date): Promise<Examinee> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(examinees)
        .values({ ...columnsOf(input), accountId: actor.accountId, createdBy: actor.userId, createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new Error('The examinee insert returned nothing.');
      await recordAudit(tx, actor, { action: 'assessment.createExaminee', entity: 'examinee', entityId: row.id }, now);
      return toExaminee(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateId();
    throw error;
  }
}

/**
 * Replaces an examinee's fields.
 * @throws HttpProblem notFound (404) when the record is not in the account; duplicate (409) when
 *   the new examinee id is another record's.
 */
export async function updateExaminee(db: Db, actor: Actor, recordId: number, input: ExamineeInput, now: Date): Promise<Examinee> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(examinees)
        .set({ ...columnsOf(input), updatedAt: now })
        .where(and(eq(examinees.id, recordId), eq(examinees.accountId, actor.accountId), isNull(examinees.deletedAt)))
        .returning();
      if (!row) throw notFound('The examinee');
      await recordAudit(tx, actor, { action: 'assessment.updateExaminee', entity: 'examinee', entityId: row.id }, now);
      return toExaminee(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateId();
    throw error;
  }
}
