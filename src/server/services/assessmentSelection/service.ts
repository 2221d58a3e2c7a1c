/**
 * The account's assessment list (assessment.searchAssessments) and the resolution of a selection
 * of many assessments (batch and group reports). Both read the same filter, so "all of a
 * filtered list" selects exactly the rows the list showed.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lte, max, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { AssessmentFilter, AssessmentListPage, AssessmentSelection } from '../../../contract/reportTypes';
import { type AssessmentListQuery, type AssessmentSort, MAX_SELECTION } from '../../../contract/services/assessmentSelection';
import { examineeDisplayName } from '../../../domain/examinee';
import { personName } from '../../auth/principal';
import type { Db } from '../../db/client';
import { assessments, examinees, reportDeletions, reports, users } from '../../db/schema';
import { HttpProblem, notFound } from '../../http/problems';
import type { Actor } from '../actor';
import { summaryOf } from '../assessments/service';
import { containsPattern } from '../../db/repositories/search';
import { DEFAULT_PAGE_SIZE } from '../examinees/service';
import { listProducts } from '../products/service';

/** The SQL conditions of a filter: the account's assessments of live examinees, narrowed by each field set. */
function filterConditions(accountId: number, filter: AssessmentFilter): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(assessments.accountId, accountId),
    isNull(assessments.deletedAt),
    isNull(examinees.deletedAt),
    filter.productId ? eq(assessments.productId, filter.productId) : undefined,
    filter.status ? eq(assessments.status, filter.status) : undefined,
    filter.examinerId ? eq(assessments.examinerId, filter.examinerId) : undefined,
    filter.administeredFrom ? gte(assessments.administrationDate, filter.administeredFrom) : undefined,
    filter.administeredTo ? lte(assessments.administrationDate, filter.administeredTo) : undefined,
  ];
  const search = filter.search?.trim() ?? '';
  if (search !== '') {
    const pattern = containsPattern(search);
    conditions.push(
      or(
        ilike(examinees.examineeId, pattern),
        ilike(examinees.firstName, pattern),
        ilike(examinees.lastName, pattern),
        ilike(examinees.customField1, pattern),
        ilike(examinees.customField2, pattern),
        ilike(examinees.customField3, pattern),
        ilike(examinees.customField4, pattern),
      ),
    );
  }
  return and(...conditions) ?? sql`true`;
}

const SORTS: Readonly<Record<AssessmentSort, SQL[]>> = {
  '-administrationDate': [desc(assessments.administrationDate), desc(assessments.id)],
  administrationDate: [asc(assessments.administrationDate), asc(assessments.id)],
  examineeName: [asc(examinees.lastName), asc(examinees.firstName), asc(assessments.administrationDate), asc(assessments.id)],
  '-examineeName': [desc(examinees.lastName), desc(examinees.firstName), desc(assessments.administrationDate), desc(assessments.id)],
  '-updatedAt': [desc(assessments.updatedAt), desc(assessments.id)],
};

/**
 * A page of the account's assessments (not deleted, of examinees not deleted), filtered and
 * sorted (newest administration first by default), with the examinee and the newest report,
 * and the forms the account has assessments of (the form filter offers those).
 */
export async function searchAssessments(db: Db, actor: Actor, query: AssessmentListQuery): Promise<AssessmentListPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const where = filterConditions(actor.accountId, query);
  const [totals] = await db
    .select({ total: count() })
    .from(assessments)
    .innerJoin(examinees, eq(examinees.id, assessments.examineeRecordId))
    .where(where);
  const rows = await db
    .select({ assessment: assessments, examinee: examinees, examiner: { title: users.title, firstName: users.firstName, lastName: users.lastName } })
    .from(assessments)
    .innerJoin(examinees, eq(examinees.id, assessments.examineeRecordId))
    .innerJoin(users, eq(users.id, assessments.examinerId))
    .where(where)
    .orderBy(...SORTS[query.sort ?? '-administrationDate'])
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const latest = await latestReports(db, actor.accountId, rows.map((row) => row.assessment.id));
  const products = new Map((await listProducts(db)).map((product) => [product.id, product] as const));
  const used = await db
    .selectDistinct({ productId: assessments.productId })
    .from(assessments)
    .where(and(eq(assessments.accountId, actor.accountId), isNull(assessments.deletedAt)));
  const forms = used
    .map(({ productId }) => ({ productId, productCode: products.get(productId)?.code ?? productId }))
    .sort((a, b) => a.productCode.localeCompare(b.productCode));
  return {
    items: rows.map(({ assessment, examinee, examiner }) => ({
      ...summaryOf(assessment, products.get(assessment.productId), personName(examiner), actor.locale),
      examineeRecordId: examinee.id,
      examineeId: examinee.examineeId,
      examineeName: examineeDisplayName(examinee),
      customField1: examinee.customField1,
      customField2: examinee.customField2,
      customField3: examinee.customField3,
      customField4: examinee.customField4,
      latestReportAt: latest.get(assessment.id) ?? null,
    })),
    total: totals?.total ?? 0,
    page,
    pageSize,
    forms,
  };
}

/** The newest stored (not deleted) report's time per assessment. */
async function latestReports(db: Db, accountId: number, assessmentIds: number[]): Promise<Map<number, string>> {
  if (assessmentIds.length === 0) return new Map();
  const rows = await db
    .select({ assessmentId: reports.assessmentId, latest: max(reports.createdAt) })
    .from(reports)
    .where(
      and(
        eq(reports.accountId, accountId),
        inArray(reports.assessmentId, assessmentIds),
        notExists(db.select({ id: reportDeletions.reportId }).from(reportDeletions).where(eq(reportDeletions.reportId, reports.id))),
      ),
    )
    .groupBy(reports.assessmentId);
  return new Map(rows.flatMap((row) => (row.latest ? [[row.assessmentId, row.latest.toISOString()] as const] : [])));
}

const tooMany = (found: number): HttpProblem =>
  new HttpProblem('validation', `The selection has ${found} assessments; at most ${MAX_SELECTION} can be included. Narrow the filter.`, [
    { field: 'selection', message: `At most ${MAX_SELECTION} assessments can be included.` },
  ]);

/**
 * The assessment ids a selection covers, in the account only (nothing of another account is ever
 * included): `assessments` keeps the given order; `filter` gives every match, newest
 * administration first; `examinees` gives each examinee's newest scored assessment (of
 * `productId` when given), in the given examinee order.
 * @throws HttpProblem notFound when a listed assessment or examinee is not in the account (or
 *   deleted); validation when a filter matches more than MAX_SELECTION assessments.
 */
export async function resolveSelection(db: Db, accountId: number, selection: AssessmentSelection, productId?: string): Promise<number[]> {
  switch (selection.kind) {
    case 'assessments': {
      const wanted = [...new Set(selection.assessmentIds)];
      const rows = await db
        .select({ id: assessments.id })
        .from(assessments)
        .innerJoin(examinees, eq(examinees.id, assessments.examineeRecordId))
        .where(and(filterConditions(accountId, {}), inArray(assessments.id, wanted)));
      if (rows.length !== wanted.length) throw notFound(`${wanted.length - rows.length} of the selected assessments`);
      return wanted;
    }
    case 'filter': {
      const rows = await db
        .select({ id: assessments.id })
        .from(assessments)
        .innerJoin(examinees, eq(examinees.id, assessments.examineeRecordId))
        .where(filterConditions(accountId, selection.filter))
        .orderBy(...SORTS['-administrationDate'])
        .limit(MAX_SELECTION + 1);
      if (rows.length > MAX_SELECTION) throw tooMany(rows.length);
      return rows.map((row) => row.id);
    }
    case 'examinees': {
      const wanted = [...new Set(selection.examineeRecordIds)];
      const live = await db
        .select({ id: examinees.id })
        .from(examinees)
        .where(and(eq(examinees.accountId, accountId), isNull(examinees.deletedAt), inArray(examinees.id, wanted)));
      if (live.length !== wanted.length) throw notFound(`${wanted.length - live.length} of the selected examinees`);
      const rows = await db
        .select({ id: assessments.id, examineeRecordId: assessments.examineeRecordId })
        .from(assessments)
        .innerJoin(examinees, eq(examinees.id, assessments.examineeRecordId))
        .where(and(filterConditions(accountId, { status: 'scored', ...(productId ? { productId } : {}) }), inArray(assessments.examineeRecordId, wanted)))
        .orderBy(desc(assessments.administrationDate), desc(assessments.id));
      const newest = new Map<number, number>();
      for (const row of rows) if (!newest.has(row.examineeRecordId)) newest.set(row.examineeRecordId, row.id);
      return wanted.flatMap((examineeId) => {
        const id = newest.get(examineeId);
        return id === undefined ? [] : [id];
      });
    }
  }
}
