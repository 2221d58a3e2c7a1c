/**
 * The examinee records of one account (the examinee aggregate). Every query is filtered by the
 * scope's account and leaves out deleted records, so another account's record is indistinguishable
 * from a missing one.
 */
import { and, asc, count, desc, eq, getTableColumns, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { ExamineeSort } from '../../../contract/services/examinees';
import type { Page } from '../../../contract/types';
import type { Examinee, ExamineeInput } from '../../../domain/examinee';
import type { Db } from '../client';
import type { CarriedAudit } from '../../audit/carriedAudit';
import type { AuditRow } from '../platform/auditLog';
import { auditLog, examinees } from '../schema';
import { uniquely } from './errors';
import { preparedPerDb } from '../prepared';
import type { AccountScope } from './scope';
import { containsPattern } from './search';

type ExamineeRow = typeof examinees.$inferSelect;

/** A stored row as the domain's examinee (also read by the group members' page). */
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

/** The examinee list's orders by sort key (also the group members' page). */
export const EXAMINEE_ORDERS: Record<ExamineeSort, SQL[]> = {
  lastName: [asc(examinees.lastName), asc(examinees.firstName), asc(examinees.id)],
  '-lastName': [desc(examinees.lastName), desc(examinees.firstName), desc(examinees.id)],
  examineeId: [asc(examinees.examineeId)],
  '-examineeId': [desc(examinees.examineeId)],
  birthDate: [asc(examinees.birthDate), asc(examinees.id)],
  '-birthDate': [desc(examinees.birthDate), desc(examinees.id)],
  '-updatedAt': [desc(examinees.updatedAt), desc(examinees.id)],
};

/** Whether a list is searched (`pattern` applies) or shows all the account's examinees. */
type Searching = 'all' | 'search';

/** The list's filter with placeholders: the account, not deleted, and for a search the pattern. */
const listFilter = (searching: Searching) =>
  and(
    eq(examinees.accountId, sql.placeholder('accountId')),
    isNull(examinees.deletedAt),
    searching === 'search'
      ? or(ilike(examinees.examineeId, sql.placeholder('pattern')), ilike(examinees.firstName, sql.placeholder('pattern')), ilike(examinees.lastName, sql.placeholder('pattern')))
      : undefined,
  );

/**
 * The examinee list is the examiner's start page and its busiest read, so its statements are
 * prepared (db/prepared.ts), one page per sort, for a search or for all, each with the total in
 * the page (`count(*) over ()`) and, when the read's audit row is carried to it
 * (audit/carriedAudit.ts), that row's insert in the same statement (a data-modifying WITH runs
 * once, whether or not the page reads it). The count alone is read only for a page past the end.
 */
const COUNT_QUERIES: Record<Searching, ReturnType<typeof countQuery>> = { all: countQuery('all'), search: countQuery('search') };

function countQuery(searching: Searching) {
  return preparedPerDb((db) => db.select({ total: count() }).from(examinees).where(listFilter(searching)).prepare(`qg_examinee_count_${searching}`));
}

/** The audit row's columns as placeholders, filled from a {@link AuditRow} by {@link auditValues}. */
const AUDIT_PLACEHOLDERS = {
  at: sql.placeholder('auditAt'),
  userId: sql.placeholder('auditUserId'),
  accountId: sql.placeholder('auditAccountId'),
  action: sql.placeholder('auditAction'),
  entity: sql.placeholder('auditEntity'),
  entityId: sql.placeholder('auditEntityId'),
  ip: sql.placeholder('auditIp'),
  outcome: sql.placeholder('auditOutcome'),
  result: sql.placeholder('auditResult'),
  requestId: sql.placeholder('auditRequestId'),
  reason: sql.placeholder('auditReason'),
};

/** The values of {@link AUDIT_PLACEHOLDERS} for `row` (Drizzle maps each through its column, as an insert would). */
const auditValues = (row: AuditRow) => ({
  auditAt: row.at,
  auditUserId: row.userId,
  auditAccountId: row.accountId,
  auditAction: row.action,
  auditEntity: row.entity,
  auditEntityId: row.entityId,
  auditIp: row.ip,
  auditOutcome: row.outcome,
  auditResult: row.result,
  auditRequestId: row.requestId,
  auditReason: row.reason ?? null,
});

/** Whether the page statement writes the read's audit row too. */
type Audited = 'audited' | 'unaudited';

function pageQuery(sort: ExamineeSort, searching: Searching, audited: Audited) {
  const name = `qg_examinee_page_${sort.replace('-', 'desc_')}_${searching}_${audited}`;
  return preparedPerDb((db) => {
    const columns = { ...getTableColumns(examinees), total: sql<number>`count(*) over ()`.mapWith(Number) };
    const auditRow = db.$with('audit_row').as(db.insert(auditLog).values(AUDIT_PLACEHOLDERS));
    const select = audited === 'audited' ? db.with(auditRow).select(columns) : db.select(columns);
    return select.from(examinees).where(listFilter(searching)).orderBy(...EXAMINEE_ORDERS[sort]).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(name);
  });
}

const PAGE_QUERIES = Object.fromEntries(
  (Object.keys(EXAMINEE_ORDERS) as ExamineeSort[]).map((sort) => [
    sort,
    {
      all: { audited: pageQuery(sort, 'all', 'audited'), unaudited: pageQuery(sort, 'all', 'unaudited') },
      search: { audited: pageQuery(sort, 'search', 'audited'), unaudited: pageQuery(sort, 'search', 'unaudited') },
    },
  ]),
) as Record<ExamineeSort, Record<Searching, Record<Audited, ReturnType<typeof pageQuery>>>>;

/** A page of a list: which page (from 1) and how many records per page. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** The examinee records of one account. */
export interface ExamineeRepository {
  /** An examinee of the account, or `null` (also for another account's or a deleted record). */
  find(recordId: number): Promise<Examinee | null>;
  /**
   * A page of the account's examinees: `search` (trimmed; empty for all) matches the examinee id,
   * the first or the last name, case-insensitively, anywhere in the value.
   * @param audit the read's audit row, written by the page's statement when given.
   */
  list(search: string, sort: ExamineeSort, page: PageRequest, audit?: CarriedAudit | null): Promise<Page<Examinee>>;
  /**
   * Whether `examineeId` is free in the account without regard to case, ignoring the record
   * `excludeRecordId`: across the whole account, whatever the caller's legitimate interest.
   */
  isExamineeIdFree(examineeId: string, excludeRecordId: number | undefined): Promise<boolean>;
  /**
   * Stores a new examinee, created by the scope's user at `now`.
   * @throws DuplicateKeyError when the examinee id is taken in the account.
   */
  create(input: ExamineeInput, now: Date): Promise<Examinee>;
  /**
   * Replaces an examinee's fields; `null` when the record is not the account's.
   * @throws DuplicateKeyError when the new examinee id is another record's.
   */
  update(recordId: number, input: ExamineeInput, now: Date): Promise<Examinee | null>;
}

/** An examinee by id (every examinee screen, every report): prepared (db/prepared.ts). Placeholders accountId, recordId. */
const findQuery = preparedPerDb((db) =>
  db
    .select()
    .from(examinees)
    .where(and(eq(examinees.accountId, sql.placeholder('accountId')), isNull(examinees.deletedAt), eq(examinees.id, sql.placeholder('recordId'))))
    .limit(1)
    .prepare('qg_examinee_find'),
);

/** The examinee repository of `scope`'s account over `db` (a transaction, or the database for reads). */
export function examineeRepository(db: Db, scope: AccountScope): ExamineeRepository {
  const own = (...conditions: (SQL | undefined)[]) => and(eq(examinees.accountId, scope.accountId), isNull(examinees.deletedAt), ...conditions);
  return {
    async find(recordId) {
      const [row] = await findQuery(db).execute({ accountId: scope.accountId, recordId });
      return row ? toExaminee(row) : null;
    },
    async list(search, sort, { page, pageSize }, audit = null) {
      const searching = search === '' ? 'all' : 'search';
      const values = { accountId: scope.accountId, pattern: containsPattern(search), limit: pageSize, offset: (page - 1) * pageSize };
      const rows = await PAGE_QUERIES[sort][searching][audit ? 'audited' : 'unaudited'](db).execute(audit ? { ...values, ...auditValues(audit.row) } : values);
      audit?.written();
      // No row carries the total past the last page: count alone.
      const total = rows[0]?.total ?? (values.offset === 0 ? 0 : ((await COUNT_QUERIES[searching](db).execute(values))[0]?.total ?? 0));
      return { items: rows.map(toExaminee), total, page, pageSize };
    },
    async isExamineeIdFree(examineeId, excludeRecordId) {
      // Across the whole account, not only the caller's legitimate interest: the unique index
      // refuses a duplicate of a record the caller cannot see too (migration 0029).
      const rows = (await db.execute(
        sql`SELECT qg_examinee_id_taken(${scope.accountId}, ${examineeId}, ${excludeRecordId ?? null}::integer) AS taken`,
      )) as unknown as { rows: { taken: boolean }[] };
      return rows.rows[0]?.taken !== true;
    },
    create: (input, now) =>
      uniquely(db, 'The examinee id is already in use in the account.', async (tx) => {
        const [row] = await tx
          .insert(examinees)
          .values({ ...columnsOf(input), accountId: scope.accountId, createdBy: scope.userId, createdAt: now, updatedAt: now })
          .returning();
        if (!row) throw new Error('The examinee insert returned nothing.');
        return toExaminee(row);
      }),
    update: (recordId, input, now) =>
      uniquely(db, 'The examinee id is already in use in the account.', async (tx) => {
        const [row] = await tx
          .update(examinees)
          .set({ ...columnsOf(input), updatedAt: now })
          .where(own(eq(examinees.id, recordId)))
          .returning();
        return row ? toExaminee(row) : null;
      }),
  };
}
