/**
 * The feedback report: a plain-language PDF of one scored assessment for the examinee or a parent
 * (issue 5), where the product defines one. It prints what was asked, each listed scale's result
 * in words, and what to do next; never item responses, norms tables or the details of a flag.
 */
import { textIn } from '../../domain/product/localizedText';
import { endReportDocument, openReportDocument } from './reportDocument';
import { drawFeedbackScales, FEEDBACK_STYLES } from './feedbackScales';
import { createFlow, paragraph, sectionHeading } from './reportFlow';
import { drawFooters, footerHeight } from './reportFooter';
import { MISSING, reportFormatter, type ReportFormatter } from './reportFormat';
import { STYLES } from './reportTheme';
import { inReportLanguage, reportFooter, scoreOf, type ScoreReportData } from './scoreReport';
import { continuationHeader, seasonName } from './scoreReportHeader';
import { drawTitleBlock } from './reportTitleBlock';

/** The examinee as the reader knows them: first and last name, or the examinee id when there is none. */
const readerName = (data: ScoreReportData): string =>
  [data.examinee.firstName, data.examinee.lastName].filter((part) => part.trim() !== '').join(' ') || data.examinee.examineeId;

/** The grade, season and words correct per minute of a reading check (ORF), when the product records them. */
function readingLine(data: ScoreReportData, f: ReportFormatter): string | null {
  const { product, assessment } = data;
  if (!product.administrationFields.includes('grade')) return null;
  const primary = product.scales.find((scale) => scale.primary);
  const raw = assessment.score?.scales.find((scale) => scale.scaleId === primary?.id)?.raw ?? null;
  const grade = assessment.administration?.grade;
  const values = { grade: grade === undefined ? MISSING : f.number(grade), wcpm: raw === null ? MISSING : f.number(raw) };
  const season = assessment.administration?.season;
  return season ? f.t('feedback.reading', { ...values, season: seasonName(season, f).toLocaleLowerCase(f.locale.replace('_', '-')) }) : f.t('feedback.readingNoSeason', values);
}

/**
 * Renders the feedback report of a scored assessment as a PDF, in `data.locale` with the user's
 * date and number formats; the product's own text in that locale, falling back to en_us.
 * @throws Error when the product has no feedback report, the assessment has no score of record,
 *   or the score is of another product.
 */
export async function renderFeedbackReport(source: ScoreReportData): Promise<Buffer> {
  if (!source.product.feedbackReport) throw new Error(`${source.product.code} has no feedback report.`);
  const data = inReportLanguage(source);
  const feedback = data.product.feedbackReport;
  if (!feedback) throw new Error(`${data.product.code} has no feedback report.`);
  const score = scoreOf(data);
  const f = reportFormatter(data.locale, data.preferences);
  const title = textIn(feedback.title, data.locale);
  const reader = feedback.reader;
  const { doc, page, output } = openReportDocument(data.locale, {
    // The metadata never names the examinee or the reader: file lists, search indexes and mail previews show it.
    title: `${title} — ${data.product.name}`,
    author: `${data.generatedByName}, ${data.accountName}`,
    subject: f.t('feedback.subject', { product: data.product.name, date: f.date(data.assessment.administrationDate) }),
    generatedAt: data.generatedAt,
  });
  const footer = reportFooter(data, f);
  const flow = createFlow(doc, page, footerHeight(doc, page, footer), continuationHeader(title, data, f, page.marginX, page.width - 2 * page.marginX));

  drawTitleBlock(flow, data.accountName, {
    title,
    subtitle: f.t('feedback.for', { reader, name: readerName(data) }),
    right: [f.t('feedback.completed', { date: f.date(data.assessment.administrationDate) }), f.t('header.confidential')],
  });
  sectionHeading(flow, f.t('feedback.aboutHeading'));
  paragraph(flow, textIn(feedback.introduction, data.locale), FEEDBACK_STYLES.body);
  flow.y += 12;

  sectionHeading(flow, f.t('feedback.resultsHeading', { reader }), 120);
  const reading = readingLine(data, f);
  if (reading) {
    paragraph(flow, reading, FEEDBACK_STYLES.bodyBold);
    flow.y += 8;
  }
  drawFeedbackScales(flow, data.product, score.scales, reader, f);

  sectionHeading(flow, f.t('feedback.nextHeading'));
  // A critical flag (PHQ-9 item 9) is never described here; the reader is sent to the clinician instead.
  if (score.flags.some((flag) => flag.severity === 'critical')) {
    paragraph(flow, f.t('feedback.talkSoon', { clinician: data.examinerName || f.t('feedback.yourClinician') }), FEEDBACK_STYLES.bodyBold);
    flow.y += 6;
  }
  paragraph(flow, textIn(feedback.closing, data.locale), FEEDBACK_STYLES.body);
  flow.y += 14;
  const prepared = f.t('feedback.preparedBy', { examiner: data.examinerName || data.accountName, date: f.instantDate(data.generatedAt) });
  paragraph(flow, prepared, STYLES.bodyItalic);
  drawFooters(doc, page, footer);

  endReportDocument(doc);
  return output;
}

