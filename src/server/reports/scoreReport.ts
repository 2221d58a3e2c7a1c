/**
 * The score report: a PDF of one scored assessment for the clinician to review and sign
 * (DESIGN §6). Layout helpers live beside this file; this one puts the sections in order.
 */
import PDFDocument from 'pdfkit';
import type { Assessment } from '../../domain/assessment';
import { examineeDisplayName, type Examinee } from '../../domain/examinee';
import type { UserPreferences } from '../../domain/identity';
import { bcp47, type Locale } from '../../domain/locale';
import type { ProductDefinition, ReportSection } from '../../domain/product/productDefinition';
import { createFlow } from './reportFlow';
import { drawFooters, footerHeight, type FooterContent } from './reportFooter';
import type { Doc } from './reportText';
import { pageGeometry } from './reportTheme';
import { drawFlags, drawScorability } from './scoreReportFlags';
import { continuationHeader, drawDetails, drawReportHeader, reportTitle } from './scoreReportHeader';
import { drawItemResponses, drawSignature } from './scoreReportItems';
import { drawProfile, drawScoreSummary } from './scoreReportScores';

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
  /** Dates and numbers are formatted with `Intl` for `bcp47(locale)`; item text is taken in this locale. */
  locale: Locale;
  /** The generating user's preferences (date format, number separators, time zone); missing ones take the locale's. */
  preferences: Partial<UserPreferences>;
  /** Whether the item responses section is printed (report option). */
  includeItemResponses: boolean;
}

/** Collects a pdfkit document's output; call before writing to it. */
function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * Renders the score report of a scored assessment as a PDF: header, examinee and administration
 * details, score summary, profile chart, flags, scorability, item responses and a signature line,
 * with the instrument's attribution, citation and page numbers in the footer of every page.
 * Paper is US Letter for en_us and fr_ca, A4 otherwise.
 * @throws Error when the assessment has no score or the score is of another product.
 */
export async function renderScoreReport(data: ScoreReportData): Promise<Buffer> {
  const score = data.assessment.score;
  if (!score) throw new Error(`Assessment ${data.assessment.id} has no score of record; a report needs one.`);
  if (score.productId !== data.product.id) {
    throw new Error(`The score of assessment ${data.assessment.id} is of ${score.productId}, not ${data.product.id}.`);
  }
  const page = pageGeometry(data.locale);
  const generatedAt = new Date(data.generatedAt);
  const doc = new PDFDocument({
    size: page.size,
    margin: 0,
    // Footers ("Page N of M") are drawn once every page exists.
    bufferPages: true,
    // Compressed streams: pdf-parse and pdftotext read them; reports are stored, so size matters.
    compress: true,
    lang: bcp47(data.locale),
    displayTitle: true,
    info: {
      Title: `${reportTitle(data)}: ${examineeDisplayName(data.examinee)}`,
      Author: `${data.generatedByName}, ${data.accountName}`,
      Subject: `${data.product.name} score report, examinee ${data.examinee.examineeId}, administered ${data.assessment.administrationDate}`,
      Creator: 'qglobal-platform',
      ...(Number.isNaN(generatedAt.getTime()) ? {} : { CreationDate: generatedAt, ModDate: generatedAt }),
    },
  });
  const output = collect(doc);
  const footer: FooterContent = {
    attribution: data.product.attribution,
    citation: data.product.citation,
    examineeId: data.examinee.examineeId,
  };
  const flow = createFlow(doc, page, footerHeight(doc, page, footer), continuationHeader(data, page.marginX, page.width - 2 * page.marginX));

  drawReportHeader(flow, data);
  // The product lists its sections in order; a product without a band profile (ORF) leaves the chart out.
  const sections: Record<ReportSection, () => void> = {
    details: () => drawDetails(flow, data),
    scores: () => drawScoreSummary(flow, data, score),
    profile: () => drawProfile(flow, data, score),
    flags: () => drawFlags(flow, score),
    scorability: () => drawScorability(flow, score),
    items: () => drawItemResponses(flow, data),
    signature: () => drawSignature(flow, data),
  };
  for (const section of data.product.reportSections) sections[section]();
  drawFooters(doc, page, footer);

  doc.end();
  return output;
}
