/**
 * The progress report (issue 22): a PDF of an examinee's scored administrations of one product
 * up to the assessment it is generated from — a chart of each headline scale over time against
 * its bands, a table of the administrations with the change since the previous one, and the
 * reliable and clinically significant change from the first to the last, with their sources.
 */
import { examineeDisplayName } from '../../domain/examinee';
import { type ProgressChange, type ProductProgress, productProgressIn, type ScaleProgress } from '../../domain/progress';
import { drawProgressChart, PROGRESS_CHART_HEIGHT } from './progressChart';
import { endReportDocument, openReportDocument } from './reportDocument';
import { createFlow, ensureSpace, paragraph, sectionHeading, type Flow } from './reportFlow';
import { drawFooters, footerHeight, type FooterContent } from './reportFooter';
import { MISSING, reportFormatter, type ReportFormatter } from './reportFormat';
import { drawTable, type TableRow } from './reportTable';
import { STYLES } from './reportTheme';
import { inReportLanguage, reportFooter, type ScoreReportData } from './scoreReport';
import { continuationHeader, drawDetails } from './scoreReportHeader';
import { drawTitleBlock } from './reportTitleBlock';

/** Everything a progress report prints: the assessment it is generated from, and the series up to it. */
export interface ProgressReportData extends ScoreReportData {
  /** The product's progress over the examinee's scored administrations up to `assessment` (domain progress.ts); the report words it in its language. */
  progress: ProductProgress;
}

const KIND_MESSAGES = {
  reliableImprovement: 'progress.kind.reliableImprovement',
  reliableDeterioration: 'progress.kind.reliableDeterioration',
  noReliableChange: 'progress.kind.noReliableChange',
} as const;

/** A signed difference (`+3`, `−4`, `0`). */
const signed = (value: number, f: ReportFormatter): string => (value > 0 ? `+${f.number(value)}` : value < 0 ? `−${f.number(-value)}` : f.number(0));

/** The footer: the instrument's attribution, its citation and its licence note, on every page. */
function progressFooter(data: ScoreReportData, f: ReportFormatter): FooterContent {
  const base = reportFooter(data, f);
  return { ...base, citation: [base.citation, data.product.licenseNote].filter((part) => part.trim() !== '').join(' ') };
}

function drawChart(flow: Flow, scale: ScaleProgress, f: ReportFormatter): void {
  const cutoff = scale.clinicalCutoff ? f.t('progress.cutoff', { value: f.number(scale.clinicalCutoff.value) }) : null;
  const dates = scale.points.map((point) => f.date(point.administrationDate));
  const values = scale.points.map((point) => f.number(point.raw));
  const alt = [
    f.t('progress.caption', { scale: scale.name }),
    scale.points.map((point, index) => `${dates[index] ?? ''}: ${values[index] ?? ''}${point.band ? ` (${point.band})` : ''}`).join('; '),
    cutoff ?? '',
  ]
    .filter((part) => part !== '')
    .join('. ');
  ensureSpace(flow, PROGRESS_CHART_HEIGHT + 36);
  paragraph(flow, f.t('progress.caption', { scale: scale.name }), STYLES.bodyBold);
  // Room for the value printed above a point at the top of the range.
  flow.y += 16;
  drawProgressChart(flow.doc, flow.left, flow.y, flow.width, scale, { dates, values, cutoff, alt });
  flow.y += PROGRESS_CHART_HEIGHT + 10;
}

function changeCell(change: ProgressChange | undefined, f: ReportFormatter): string {
  if (!change) return MISSING;
  // As on the examinee page: a step that is also clinically significant says so in its row.
  const id = change.clinicallySignificant ? 'progress.changeCellSignificant' : 'progress.changeCell';
  return f.t(id, { difference: signed(change.difference, f), rci: f.number(change.rci), kind: f.t(KIND_MESSAGES[change.kind]) });
}

function drawAdministrations(flow: Flow, scale: ScaleProgress, f: ReportFormatter): void {
  const rows: TableRow[] = scale.points.map((point, index) => {
    const change = index === 0 ? undefined : scale.changes.find((candidate) => candidate.toAssessmentId === point.assessmentId);
    return {
      cells: [
        [{ text: f.date(point.administrationDate), style: STYLES.body }],
        [{ text: f.score(point.raw, scale.range), style: STYLES.body }],
        [{ text: point.band ?? MISSING, style: STYLES.body }],
        [{ text: index === 0 ? MISSING : changeCell(change, f), style: STYLES.body }],
      ],
    };
  });
  drawTable(
    flow,
    [
      { header: f.t('progress.date'), width: 90 },
      { header: f.t('progress.raw'), width: 80, align: 'right' },
      { header: f.t('progress.band'), width: 120 },
      { header: f.t('progress.change'), width: 'fill' },
    ],
    rows,
  );
  flow.y += 8;
}

/** The first-to-last statement and where its numbers come from. */
function drawOverall(flow: Flow, scale: ScaleProgress, f: ReportFormatter): void {
  const overall = scale.overall;
  // One administration says so whether or not the scale publishes a reliability: no change of any kind can be judged yet.
  if (scale.points.length < 2) paragraph(flow, f.t('progress.tooFew', { scale: scale.name }), STYLES.bodyBold);
  if (!scale.reliability) {
    paragraph(flow, f.t('progress.noReliability', { scale: scale.name }), STYLES.body);
  } else if (overall) {
    paragraph(
      flow,
      f.t('progress.overall', {
        scale: scale.name,
        from: f.number(overall.from),
        fromDate: f.date(overall.fromDate),
        to: f.number(overall.to),
        toDate: f.date(overall.toDate),
        difference: signed(overall.difference, f),
        rci: f.number(overall.rci),
        threshold: f.number(overall.threshold),
        kind: f.t(KIND_MESSAGES[overall.kind]),
      }),
      STYLES.bodyBold,
    );
    if (overall.cutoff !== null) {
      const id = overall.clinicallySignificant ? 'progress.clinicallySignificant' : 'progress.notClinicallySignificant';
      paragraph(flow, f.t(id, { cutoff: f.number(overall.cutoff) }), STYLES.body);
    }
  }
  flow.y += 4;
  if (scale.reliability) paragraph(flow, f.t('scores.reliabilitySource', { scale: scale.name, source: scale.reliability.source }), STYLES.smallItalic);
  if (scale.clinicalCutoff) {
    paragraph(flow, f.t('progress.cutoffSource', { scale: scale.name, cutoff: f.number(scale.clinicalCutoff.value), source: scale.clinicalCutoff.source }), STYLES.smallItalic);
  }
  flow.y += 10;
}

/**
 * Renders the progress report as a PDF in `data.locale`, dates and numbers as `data.preferences`
 * ask: title block, examinee details, then per headline scale the chart, the administrations and
 * the change from first to last; the footer of every page carries the instrument's attribution,
 * citation and licence note.
 * @throws Error when the assessment has no score of record or the progress is of another product.
 */
export async function renderProgressReport(source: ProgressReportData): Promise<Buffer> {
  if (source.progress.productId !== source.product.id) throw new Error(`The progress is of ${source.progress.productId}, not ${source.product.id}.`);
  const data = inReportLanguage(source);
  // Scale names and band labels in the report's language, as the score report words its score.
  const progress = productProgressIn(source.progress, source.product, data.locale);
  const f = reportFormatter(data.locale, data.preferences);
  const title = f.t('progress.title', { code: data.product.code });
  const last = progress.scales[0]?.points.at(-1)?.administrationDate ?? data.assessment.administrationDate;
  const { doc, page, output } = openReportDocument(data.locale, {
    // The metadata never names the examinee: file lists, search indexes and mail previews show it.
    title: `${title} — ${data.product.name}`,
    author: `${data.generatedByName}, ${data.accountName}`,
    subject: f.t('progress.subject', { product: data.product.name, date: f.date(last) }),
    generatedAt: data.generatedAt,
  });
  const footer = progressFooter(data, f);
  const flow = createFlow(doc, page, footerHeight(doc, page, footer), continuationHeader(title, data, f, page.marginX, page.width - 2 * page.marginX));

  drawTitleBlock(flow, data.accountName, {
    title,
    subtitle: `${data.product.name} · ${examineeDisplayName(data.examinee)}`,
    right: [f.t('header.reportVersion', { version: f.number(data.reportVersion) }), f.t('header.generated', { dateTime: f.dateTime(data.generatedAt) }), f.t('header.confidential')],
  });
  drawDetails(flow, data, f);
  // As on the examinee page, a headline scale with no scorable score has no series to print.
  for (const scale of progress.scales.filter((candidate) => candidate.points.length > 0)) {
    sectionHeading(flow, f.t('progress.heading', { scale: scale.name }), PROGRESS_CHART_HEIGHT + 40);
    drawChart(flow, scale, f);
    drawAdministrations(flow, scale, f);
    drawOverall(flow, scale, f);
  }
  drawFooters(doc, page, footer);

  endReportDocument(doc);
  return output;
}
