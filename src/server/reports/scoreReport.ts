/**
 * The score report: a PDF of one scored assessment for the clinician to review and sign
 * (DESIGN §6). Layout helpers live beside this file; this one puts the sections in order.
 */
import { changesIn, productIn, scoreIn } from '../../domain/product/productText';
import type { Assessment } from '../../domain/assessment';
import type { Examinee } from '../../domain/examinee';
import type { UserPreferences } from '../../domain/identity';
import type { Locale } from '../../domain/locale';
import type { ProductDefinition, ReportSection } from '../../domain/product/productDefinition';
import type { ScoreChange } from '../../domain/scoreChange';
import { endReportDocument, openReportDocument } from './reportDocument';
import { createFlow } from './reportFlow';
import { drawFooters, footerHeight, type FooterContent } from './reportFooter';
import { reportFormatter, type ReportFormatter } from './reportFormat';
import { drawScoreChanges } from './scoreReportChanges';
import { drawFlags, drawScorability } from './scoreReportFlags';
import { continuationHeader, drawDetails, reportTitle, scoreHeaderFacts } from './scoreReportHeader';
import { drawItemResponses, drawSignature } from './scoreReportItems';
import { drawProfile, drawScoreSummary } from './scoreReportScores';
import { drawTitleBlock } from './reportTitleBlock';

/** Everything a score report prints. */
export interface ScoreReportData {
  product: ProductDefinition;
  /** The assessment; `assessment.score` is the score of record (non-null for reports). */
  assessment: Assessment;
  examinee: Examinee;
  examinerName: string;
  accountName: string;
  /** ISO time of generation. */
  generatedAt: string;
  generatedByName: string;
  reportVersion: number;
  /** The report's language: its words, the paper size, and the style of dates and numbers the preferences leave open; item text is taken in this locale (en_us fall-back). */
  locale: Locale;
  /** The generating user's preferences (date format, number separators, time zone); missing ones take the locale's. */
  preferences: Partial<UserPreferences>;
  /** Whether the item responses section is printed (report option). */
  includeItemResponses: boolean;
  /**
   * The change since the examinee's previous administration of the product (the product's change
   * rules), printed under the score summary; absent or empty when there is nothing to compare.
   */
  changes?: ScoreChange[];
}

/** The footer of every page of a report about `data`'s examinee. */
export const reportFooter = (data: ScoreReportData, f: ReportFormatter): FooterContent => ({
  attribution: data.product.attribution,
  citation: data.product.citation,
  status: f.t('footer.examineeId', { id: data.examinee.examineeId }),
  pageLabel: (page, count) => f.t('footer.page', { page: f.number(page), count: f.number(count) }),
});

/**
 * The report's data in its language: the product's own words (scale names, bands, flags, change
 * rules, comparison groups) and the score's, by `productIn` and `scoreIn`; numbers unchanged.
 * @throws Error as {@link scoreOf}.
 */
export function inReportLanguage(data: ScoreReportData): ScoreReportData {
  const score = scoreOf(data);
  return {
    ...data,
    product: productIn(data.product, data.locale),
    assessment: { ...data.assessment, score: scoreIn(score, data.product, data.locale) },
    ...(data.changes ? { changes: changesIn(data.changes, data.product, data.locale) } : {}),
  };
}

/** The checks every report makes before drawing: a score of record of this product. */
export function scoreOf(data: ScoreReportData): NonNullable<Assessment['score']> {
  const score = data.assessment.score;
  if (!score) throw new Error(`Assessment ${data.assessment.id} has no score of record; a report needs one.`);
  if (score.productId !== data.product.id) {
    throw new Error(`The score of assessment ${data.assessment.id} is of ${score.productId}, not ${data.product.id}.`);
  }
  return score;
}

/**
 * Renders the score report of a scored assessment as a PDF: header, examinee and administration
 * details, score summary, profile chart, flags, scorability, item responses and a signature line,
 * with the instrument's attribution, citation and page numbers in the footer of every page.
 * Paper is US Letter for en_us and fr_ca, A4 otherwise. Words come from the report catalogue of
 * `data.locale`; dates and numbers follow `data.preferences`. `includeItemResponses: false` leaves
 * the item responses out.
 * @throws Error when the assessment has no score or the score is of another product.
 */
export async function renderScoreReport(source: ScoreReportData): Promise<Buffer> {
  const data = inReportLanguage(source);
  const score = scoreOf(data);
  const f = reportFormatter(data.locale, data.preferences);
  const title = reportTitle(data, f);
  const { doc, page, output } = openReportDocument(data.locale, {
    // The metadata never names the examinee: file lists, search indexes and mail previews show it.
    title: `${title} — ${data.product.name}`,
    author: `${data.generatedByName}, ${data.accountName}`,
    subject: f.t('score.subject', { product: data.product.name, date: f.date(data.assessment.administrationDate) }),
    generatedAt: data.generatedAt,
  });
  const footer = reportFooter(data, f);
  const flow = createFlow(doc, page, footerHeight(doc, page, footer), continuationHeader(title, data, f, page.marginX, page.width - 2 * page.marginX));

  drawTitleBlock(flow, data.accountName, scoreHeaderFacts(data, f));
  // The product lists its sections in order; a product without a band profile (ORF) leaves the chart out.
  const sections: Record<ReportSection, () => void> = {
    details: () => drawDetails(flow, data, f),
    scores: () => {
      drawScoreSummary(flow, data, score, f);
      drawScoreChanges(flow, data.changes ?? [], f);
    },
    profile: () => drawProfile(flow, data, score, f),
    flags: () => drawFlags(flow, score, f),
    scorability: () => drawScorability(flow, score, f),
    items: () => {
      if (data.includeItemResponses) drawItemResponses(flow, data, f);
    },
    signature: () => drawSignature(flow, data, f),
  };
  for (const section of data.product.reportSections) sections[section]();
  drawFooters(doc, page, footer);

  endReportDocument(doc);
  return output;
}
