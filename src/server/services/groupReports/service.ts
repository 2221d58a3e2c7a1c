/**
 * Group reports (assessment.groupReports, groupReportList, downloadGroupReport): one PDF over a
 * group's scored assessments of one product, rendered off the request thread and stored, with
 * its license charge, in one transaction. Stored group reports are immutable.
 */
import type { GroupReportSummary } from '../../../contract/reportTypes';
import type { GroupReportInput } from '../../../contract/services/reportBatches';
import { summarizeGroup } from '../../../domain/groupSummary';
import { productIn, scoreIn } from '../../../domain/product/productText';
import { localeForLanguage } from '../../../domain/locale';
import { comparisonGroupError } from '../../../domain/reports';
import type { AppContext } from '../../context';
import { type Repositories, repositories } from '../../db/repositories';
import type { FileAnswer } from '../../http/operationHandler';
import { invalidField, notFound } from '../../http/problems';
import type { Actor } from '../actor';
import { chargeReport } from '../licensing/charge';
import { findCatalogueProduct } from '../products/service';
import { reportAuthor } from '../reports/service';
import { resolveGroup } from './groupMembers';

/** `PHQ-9_group_Class_3B_2024-05-06.pdf`: the form, the title and the day, with characters unsafe in file names replaced. */
export function groupReportFileName(productCode: string, title: string, day: string): string {
  const safe = (text: string) => text.replace(/[^\p{L}\p{N}._-]+/gu, '_').replace(/^_+|_+$/g, '');
  return `${safe(productCode)}_group_${safe(title).slice(0, 60)}_${day}.pdf`;
}

/**
 * Makes a group report: resolves the selection in the caller's account, summarizes the scored
 * assessments of the product, renders the PDF through `context.renderer` (outside the
 * transaction: rendering takes a while), then stores it and charges a group-report usage in one
 * transaction, with an audit row.
 * @throws HttpProblem validation for an unknown product or comparison group, or a selection that
 *   mixes products or has no scored assessment of the product; notFound for a selected
 *   assessment or examinee of another account; licenseExhausted (402) when no group-report
 *   license is left (nothing is stored).
 */
export async function generateGroupReport(
  context: Pick<AppContext, 'db' | 'renderer'>,
  actor: Actor,
  input: GroupReportInput,
  now: Date,
): Promise<GroupReportSummary> {
  const { db } = context;
  const scope = { accountId: actor.accountId, userId: actor.userId };
  const product = await findCatalogueProduct(db, input.productId);
  if (!product) throw invalidField('productId', 'Choose a form that exists.');
  const comparisonGroupId = input.comparisonGroupId ?? null;
  const groupError = comparisonGroupError(product, comparisonGroupId);
  if (groupError) throw invalidField('comparisonGroupId', groupError);

  const group = await resolveGroup(db, actor.accountId, input.selection, product, comparisonGroupId);
  // The same author and heading as a report of one assessment (reports/service.ts).
  const user = await reportAuthor(db, actor);
  const locale = input.locale ?? localeForLanguage(user.preferences.language?.languageCode ?? null);
  // Summarized in the report's language: band labels are the distribution's keys, so the product and
  // every member's score speak it alike (productText.ts).
  const summary = summarizeGroup(
    productIn(product, locale),
    group.members.map((member) => ({ ...member, score: scoreIn(member.score, product, locale) })),
  );
  const pdf = await context.renderer.render({
    kind: 'group',
    data: {
      title: input.title,
      product: productIn(product, locale),
      summary,
      examineesWithoutAssessment: group.examineesWithoutAssessment,
      comparisonGroupId,
      accountName: await repositories(db, scope).reports.accountName(),
      generatedAt: now.toISOString(),
      generatedByName: user.displayName,
      locale,
      preferences: user.preferences,
    },
  });
  const fileName = groupReportFileName(product.code, input.title, now.toISOString().slice(0, 10));

  const stored = await db.transaction((tx) =>
    chargeReport(tx, actor, { productId: product.id, reportType: 'group', assessmentId: null, assessmentVersion: null, batchId: null }, now, async (charge) => {
      const groupReportId = await repositories(tx, scope).groupReports.store(
        { productId: product.id, title: input.title, assessments: group.versions, examineeCount: summary.examineeCount, comparisonGroupId, locale, charge, fileName, pdf },
        now,
      );
      return { groupReportId, charge };
    }),
  );
  return {
    id: stored.groupReportId,
    title: input.title,
    productId: product.id,
    productCode: product.code,
    assessmentCount: summary.assessmentCount,
    examineeCount: summary.examineeCount,
    comparisonGroupId,
    locale,
    fileName,
    byteSize: pdf.length,
    createdAt: now.toISOString(),
    createdByName: user.displayName,
    charge: stored.charge,
  };
}

/** The account's group reports, newest first. */
export async function groupReportList(repos: Repositories): Promise<GroupReportSummary[]> {
  return repos.groupReports.list();
}

/** A stored group report's PDF. @throws HttpProblem notFound, also for another account's report. */
export async function downloadGroupReport(repos: Repositories, groupReportId: number): Promise<FileAnswer> {
  const file = await repos.groupReports.fileOf(groupReportId);
  if (!file) throw notFound('The group report');
  return { kind: 'file', contentType: 'application/pdf', fileName: file.fileName, bytes: file.pdf };
}
