/**
 * What the reports screen of an assessment offers (assessment.reportsPage) and the comparison
 * groups of a product (misc.comparisonGroups).
 */
import type { ComparisonGroupOption, ReportsPage } from '../../../contract/reportTypes';
import { licenseDay, payingLicenses, prospectiveCharge } from '../../../domain/licensing';
import { localeForLanguage } from '../../../domain/locale';
import { DEFAULT_REPORT_OPTIONS, reportTypesOf } from '../../../domain/reports';
import type { Db } from '../../db/client';
import { invalidField } from '../../http/problems';
import type { Actor } from '../actor';
import { requireAssessment, toAssessment } from '../assessments/service';
import { requireExaminee } from '../examinees/service';
import { assessmentFreeReason } from '../licensing/charge';
import { accountLicenseRows } from '../licensing/licenses';
import { checkLicenses } from '../licensing/service';
import { findCatalogueProduct, productOfAssessment } from '../products/service';
import { comparisonGroupOptions, recordComparisonGroupId } from './reportOptions';
import { reportAuthor } from './service';

/**
 * The reports screen of an assessment: each report type of its product with its license check
 * and what generating it now would cost (`null` when not scored or when nothing covers it), the
 * product's comparison groups and the preset options (the score of record's comparison group,
 * the user's language).
 * @throws HttpProblem notFound, also for another account's assessment.
 */
export async function reportsPage(db: Db, actor: Actor, assessmentId: number, now: Date): Promise<ReportsPage> {
  const row = await requireAssessment(db, actor.accountId, assessmentId);
  const assessment = toAssessment(row);
  const product = await productOfAssessment(db, row);
  const examinee = await requireExaminee(db, actor.accountId, row.examineeRecordId);
  const author = await reportAuthor(db, actor);
  const licenses = await accountLicenseRows(db, actor.accountId);
  const scored = row.status === 'scored' && row.score !== null;
  const reportTypes = [];
  for (const reportType of reportTypesOf(product)) {
    const free = scored ? await assessmentFreeReason(db, actor, row.id, reportType, row.version, now) : null;
    const paying = payingLicenses(licenses, row.productId, reportType, licenseDay(now));
    reportTypes.push({ reportType, license: checkLicenses(licenses, row.productId, reportType, now), nextCharge: scored ? prospectiveCharge(free, paying) : null });
  }
  return {
    assessmentId: row.id,
    productId: product.id,
    productCode: product.code,
    scored,
    reportTypes,
    comparisonGroups: comparisonGroupOptions(product),
    defaultOptions: {
      ...DEFAULT_REPORT_OPTIONS,
      comparisonGroupId: recordComparisonGroupId(product, assessment, examinee),
      locale: localeForLanguage(author.preferences.language?.languageCode ?? null),
    },
  };
}

/** misc.comparisonGroups: a product's comparison groups, the default first. @throws HttpProblem validation naming `productId` for an unknown product. */
export async function comparisonGroups(db: Db, productId: string): Promise<ComparisonGroupOption[]> {
  const product = await findCatalogueProduct(db, productId);
  if (!product) throw invalidField('productId', 'Choose a product that exists.');
  return comparisonGroupOptions(product);
}
