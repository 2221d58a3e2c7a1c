/**
 * The account's assessment list (assessment.searchAssessments) and the resolution of a selection
 * of many assessments (batch and group reports). Both read the same filter, so "all of a
 * filtered list" selects exactly the rows the list showed.
 */
import type { AssessmentListPage, AssessmentSelection } from '../../../contract/reportTypes';
import { type AssessmentListQuery, MAX_SELECTION } from '../../../contract/services/assessmentSelection';
import { examineeDisplayName } from '../../../domain/examinee';
import type { Db } from '../../db/client';
import { repositories } from '../../db/repositories';
import { HttpProblem, notFound } from '../../http/problems';
import type { Actor } from '../actor';
import { scopeOf, summaryOf } from '../assessments/service';
import { DEFAULT_PAGE_SIZE } from '../examinees/service';
import { listCatalogueProducts } from '../products/service';

/**
 * A page of the account's assessments (not deleted, of examinees not deleted), filtered and
 * sorted (newest administration first by default), with the examinee and the newest report,
 * and the forms the account has assessments of (the form filter offers those).
 */
export async function searchAssessments(db: Db, actor: Actor, query: AssessmentListQuery): Promise<AssessmentListPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const selection = repositories(db, scopeOf(actor)).assessmentSelection;
  const total = await selection.countMatching(query);
  const rows = await selection.listMatching(query, query.sort ?? '-administrationDate', { page, pageSize });
  const latest = await selection.latestReportTimes(rows.map((row) => row.assessment.id));
  const products = new Map((await listCatalogueProducts(db)).map((product) => [product.id, product] as const));
  const used = await selection.productsInUse();
  const forms = used
    .map((productId) => ({ productId, productCode: products.get(productId)?.code ?? productId }))
    .sort((a, b) => a.productCode.localeCompare(b.productCode));
  return {
    items: rows.map(({ assessment, examinee, examinerName }) => ({
      ...summaryOf(assessment, products.get(assessment.productId), examinerName, actor.locale),
      examineeRecordId: examinee.id,
      examineeId: examinee.examineeId,
      examineeName: examineeDisplayName(examinee),
      customField1: examinee.customField1,
      customField2: examinee.customField2,
      customField3: examinee.customField3,
      customField4: examinee.customField4,
      latestReportAt: latest.get(assessment.id)?.toISOString() ?? null,
    })),
    total,
    page,
    pageSize,
    forms,
  };
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
  const selections = repositories(db, { accountId, userId: null }).assessmentSelection;
  switch (selection.kind) {
    case 'assessments': {
      const wanted = [...new Set(selection.assessmentIds)];
      const found = await selections.listedAmong(wanted);
      if (found.length !== wanted.length) throw notFound(`${wanted.length - found.length} of the selected assessments`);
      return wanted;
    }
    case 'filter': {
      const ids = await selections.idsMatching(selection.filter, MAX_SELECTION + 1);
      if (ids.length > MAX_SELECTION) throw tooMany(ids.length);
      return ids;
    }
    case 'examinees': {
      const wanted = [...new Set(selection.examineeRecordIds)];
      const live = await selections.liveExamineesAmong(wanted);
      if (live.length !== wanted.length) throw notFound(`${wanted.length - live.length} of the selected examinees`);
      const rows = await selections.listedOfExaminees(wanted, { status: 'scored', ...(productId ? { productId } : {}) });
      const newest = new Map<number, number>();
      for (const row of rows) if (!newest.has(row.examineeRecordId)) newest.set(row.examineeRecordId, row.id);
      return wanted.flatMap((examineeId) => {
        const id = newest.get(examineeId);
        return id === undefined ? [] : [id];
      });
    }
  }
}
