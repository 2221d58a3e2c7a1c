/**
 * The account's audit trail, as its administrators read it (issue #16): the account's own
 * audit_log rows (filtered by the scope's account, and by row-level security under it), each with
 * the acting user's name and, when the record is an examinee, an assessment or a report of the
 * account, the examinee it concerns ("who saw which examinee's data"). Internal staff's entries
 * into the account are rows of the account too (`staff.enterAccount`, with the stated reason);
 * the staff member's own user is not the account's, so their name stays unknown here.
 * Read-only: the audit log is appended by `platform/auditLog.ts` alone.
 */
import { and, count, desc, eq, gte, like, lt, not, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { AuditTrailFilter } from '../../../contract/services/auditTrail';
import { type AuditResult, EXAMINEE_DATA_ENTITIES } from '../../../domain/auditResult';
import type { Db } from '../client';
import { assessments, auditLog, examinees, reports, users } from '../schema';
import type { AccountScope } from './scope';

/** One audit row with the names the account knows. */
export interface AuditTrailRow {
  id: number;
  at: Date;
  userId: number | null;
  /** `title first last` of the acting user when they are a user of the account. */
  userName: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  examineeRecordId: number | null;
  /** `last, first (examinee id)` of the examinee the record concerns. */
  examineeName: string | null;
  ip: string;
  outcome: string;
  result: AuditResult;
  reason: string | null;
  requestId: string | null;
}

/** The account's audit trail. */
export interface AuditTrailRepository {
  /**
   * A page of the account's rows matching `filter`, newest first, with how many match.
   * @param page 1-based; `pageSize` rows per page.
   */
  page(filter: AuditTrailFilter, page: number, pageSize: number): Promise<{ rows: AuditTrailRow[]; total: number }>;
  /** How many rows match `filter`. */
  count(filter: AuditTrailFilter): Promise<number>;
}

const reportAssessments = alias(assessments, 'report_assessments');

/** The audited record's id as an integer, when it is one (an id of a composite key is text). */
const recordKey = sql<number | null>`(case when ${auditLog.entityId} ~ '^[1-9][0-9]{0,8}$' then ${auditLog.entityId}::integer end)`;

/** The examinee a row concerns: the examinee itself, or the examinee of its assessment or report. */
const examineeKey = sql<number | null>`coalesce(case when ${auditLog.entity} = 'examinee' then ${recordKey} end, ${assessments.examineeRecordId}, ${reportAssessments.examineeRecordId})`;

const dayAfter = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const entityList = (entities: readonly string[]): SQL => sql.join(entities.map((entity) => sql`${entity}`), sql`, `);

/** The condition of an action class (domain/auditResult.ts auditActionClassOf, in SQL). */
function actionClassCondition(actionClass: NonNullable<AuditTrailFilter['actionClass']>): SQL {
  const staff = like(auditLog.action, 'staff.%');
  const signIn = or(like(auditLog.action, 'auth.%'), like(auditLog.action, 'keepAlive.%'), eq(auditLog.entity, 'refreshTokenFamily')) as SQL;
  const records = sql`${auditLog.entity} in (${entityList(EXAMINEE_DATA_ENTITIES)})`;
  if (actionClass === 'staff') return staff;
  if (actionClass === 'signIn') return and(not(staff), signIn) as SQL;
  if (actionClass === 'examineeRecords') return and(not(staff), not(signIn), records) as SQL;
  return and(not(staff), not(signIn), not(records)) as SQL;
}

/** The audit trail of `scope`'s account over `db`. */
export function auditTrailRepository(db: Db, scope: AccountScope): AuditTrailRepository {
  const where = (filter: AuditTrailFilter): SQL =>
    and(
      eq(auditLog.accountId, scope.accountId),
      filter.from ? gte(auditLog.at, new Date(`${filter.from}T00:00:00Z`)) : undefined,
      filter.to ? lt(auditLog.at, new Date(`${dayAfter(filter.to)}T00:00:00Z`)) : undefined,
      filter.userId !== undefined ? eq(auditLog.userId, filter.userId) : undefined,
      filter.examineeRecordId !== undefined ? sql`${examineeKey} = ${filter.examineeRecordId}` : undefined,
      filter.result ? eq(auditLog.result, filter.result as AuditResult) : undefined,
      filter.actionClass ? actionClassCondition(filter.actionClass) : undefined,
    ) as SQL;

  // Every join is by primary key and stays inside the account (row-level security hides another
  // account's examinee, so a cross-account id shows no name).
  const joined = <T extends PgSelect>(query: T) =>
    query
      .leftJoin(assessments, and(eq(auditLog.entity, 'assessment'), eq(assessments.id, recordKey), eq(assessments.accountId, scope.accountId)))
      .leftJoin(reports, and(eq(auditLog.entity, 'report'), eq(reports.id, recordKey), eq(reports.accountId, scope.accountId)))
      .leftJoin(reportAssessments, and(eq(reportAssessments.id, reports.assessmentId), eq(reportAssessments.accountId, scope.accountId)))
      .leftJoin(examinees, and(sql`${examinees.id} = ${examineeKey}`, eq(examinees.accountId, scope.accountId)))
      .leftJoin(users, and(eq(users.id, auditLog.userId), eq(users.accountId, scope.accountId)));

  return {
    async page(filter, page, pageSize) {
      const rows = await joined(
        db
          .select({
          id: auditLog.id,
          at: auditLog.at,
          userId: auditLog.userId,
          userTitle: users.title,
          userFirst: users.firstName,
          userLast: users.lastName,
          action: auditLog.action,
          entity: auditLog.entity,
          entityId: auditLog.entityId,
          examineeRecordId: examinees.id,
          examineeFirst: examinees.firstName,
          examineeLast: examinees.lastName,
          examineeCode: examinees.examineeId,
          ip: auditLog.ip,
          outcome: auditLog.outcome,
          result: auditLog.result,
          reason: auditLog.reason,
          requestId: auditLog.requestId,
          })
          .from(auditLog)
          .$dynamic(),
      )
        .where(where(filter))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const total = await this.count(filter);
      return {
        total,
        rows: rows.map((row) => ({
          id: row.id,
          at: row.at,
          userId: row.userId,
          userName: row.userLast === null ? null : [row.userTitle, row.userFirst, row.userLast].filter((part) => part !== null && part !== '').join(' '),
          action: row.action,
          entity: row.entity,
          entityId: row.entityId,
          examineeRecordId: row.examineeRecordId,
          examineeName: row.examineeLast === null ? null : `${row.examineeLast}, ${row.examineeFirst ?? ''} (${row.examineeCode ?? ''})`,
          ip: row.ip,
          outcome: row.outcome,
          result: row.result,
          reason: row.reason,
          requestId: row.requestId,
        })),
      };
    },
    async count(filter) {
      const [row] = await joined(db.select({ total: count() }).from(auditLog).$dynamic()).where(where(filter));
      return row?.total ?? 0;
    },
  };
}
