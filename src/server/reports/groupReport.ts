/**
 * The group report: one PDF over a class or a clinic's scored assessments of one product
 * (issue 5, "Group reports"). Layout helpers live beside this file; this one puts the sections in
 * order. The numbers come from the domain's group summary; nothing is computed here.
 */
import type { GroupSummary } from '../../domain/groupSummary';
import type { UserPreferences } from '../../domain/identity';
import type { Locale } from '../../domain/locale';
import type { ProductDefinition } from '../../domain/product/productDefinition';
import { drawBandDistributions } from './groupReportBands';
import { drawFlaggedExaminees, drawFlagCounts, drawMembers } from './groupReportExaminees';
import { drawGroupDetails, drawGroupHeader, groupContinuationHeader } from './groupReportHeader';
import type { GroupReportContext } from './groupReportContext';
import { drawScaleStatistics } from './groupReportScales';
import { endReportDocument, openReportDocument } from './reportDocument';
import { createFlow } from './reportFlow';
import { drawFooters, footerHeight, type FooterContent } from './reportFooter';
import { reportFormatter } from './reportFormat';

/** Everything a group report prints (plain data: it may be rendered in a worker thread). */
export interface GroupReportData {
  /** The user's title (`Class 3B, winter screening`). */
  title: string;
  product: ProductDefinition;
  summary: GroupSummary;
  /** Selected examinees left out because they have no scored assessment of the product. */
  examineesWithoutAssessment: number;
  /** The comparison group the user chose (derived scores were taken against it); `null` for each assessment's own. */
  comparisonGroupId: string | null;
  accountName: string;
  /** ISO time of generation. */
  generatedAt: string;
  generatedByName: string;
  /** Dates and numbers follow the locale, or the generating user's preferences where set. */
  locale: Locale;
  preferences: Partial<UserPreferences>;
}

/**
 * Renders the group report: title block, the group (counts, dates, norms), scale statistics, the
 * band distribution of each banded scale as a bar chart and a table, the flags raised, the
 * examinees with critical flags and every examinee included, with the instrument's attribution,
 * citation and page numbers in the footer of every page. US Letter for en_us and fr_ca, A4 otherwise.
 * @throws Error when the summary is of another product.
 */
export async function renderGroupReport(data: GroupReportData): Promise<Buffer> {
  if (data.summary.productId !== data.product.id) {
    throw new Error(`The group summary is of ${data.summary.productId}, not ${data.product.id}.`);
  }
  const format = reportFormatter(data.locale, data.preferences);
  const { t } = format;
  const { doc, page, output } = openReportDocument(data.locale, {
    title: data.title,
    author: `${data.generatedByName}, ${data.accountName}`,
    subject: t('group.subject', { product: data.product.name, count: data.summary.assessmentCount }),
    generatedAt: data.generatedAt,
  });
  const footer: FooterContent = {
    attribution: data.product.attribution,
    citation: data.product.citation,
    status: data.title,
    pageLabel: (number, count) => t('footer.page', { page: number, count }),
  };
  const width = page.width - 2 * page.marginX;
  const flow = createFlow(doc, page, footerHeight(doc, page, footer), groupContinuationHeader(data, t, page.marginX, width));
  const context: GroupReportContext = { data, format, t };

  drawGroupHeader(flow, context);
  drawGroupDetails(flow, context);
  drawScaleStatistics(flow, context);
  drawBandDistributions(flow, context);
  drawFlagCounts(flow, context);
  drawFlaggedExaminees(flow, context);
  drawMembers(flow, context);
  drawFooters(doc, page, footer);

  endReportDocument(doc);
  return output;
}
