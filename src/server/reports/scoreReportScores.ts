/**
 * The score sections of a score report: the summary table of every scale (primary first), the
 * interpretation of the bands reached, and the profile chart of each headline scale.
 */
import { scaleDetails, type ScaleDetails } from '../../domain/scoring/scaleDetails';
import { scoringContextFor } from '../../domain/scoring/scoringContext';
import type { ScaleScore, ScoreResult } from '../../domain/scoring/scoreTypes';
import { type BandDefinition, headlineScales } from '../../domain/product/productDefinition';
import { type ChartBand, type ChartScore, drawProfileChart, PROFILE_CHART_HEIGHT } from './profileChart';
import { scalePalette } from './reportPalette';
import { ensureSpace, sectionHeading, type Flow } from './reportFlow';
import { MISSING, type ReportFormatter } from './reportFormat';
import { type CellText, drawTable, type TableColumn, type TableRow } from './reportTable';
import { drawText, lineHeight, wrapText } from './reportText';
import { COLORS, STYLES, type TextStyle } from './reportTheme';
import { drawResultBox } from './reportResultBox';
import type { ScoreReportData } from './scoreReport';

/** The scales of a score with the product's primary scale first, the rest in their order. */
function orderedScales(data: ScoreReportData, score: ScoreResult): ScaleScore[] {
  const primaryId = data.product.scales.find((scale) => scale.primary)?.id ?? score.scales[0]?.scaleId;
  const primary = score.scales.filter((scale) => scale.scaleId === primaryId);
  return [...primary, ...score.scales.filter((scale) => scale.scaleId !== primaryId)];
}

/** "+5" above, "-10" below, "0" at. */
const signed = (value: number, f: ReportFormatter): string => (value > 0 ? `+${f.number(value)}` : f.number(value));

/**
 * What the notes column says about a scale: not scorable, or prorated (a per-minute rate: from how
 * many seconds read), or how many items its skip rule counted; then its 95% confidence interval
 * and its benchmark with the distance to it.
 */
function scaleNotes(scale: ScaleScore, details: ScaleDetails | undefined, f: ReportFormatter): string[] {
  if (!scale.scorable) return [f.t('scores.notScorable', { count: scale.missingItemNumbers.length, items: scale.missingItemNumbers.join(', ') })];
  const notes: string[] = [];
  const seconds = details?.proratedFromSeconds ?? null;
  // Items a skip rule counted are said apart from the examinee's answers; stored scores without the count skipped none.
  const skipped = scale.skipped ?? 0;
  const counts = { answered: f.number(scale.answered - skipped), total: f.number(scale.itemCount), count: skipped, skipped: f.number(skipped) };
  if (seconds !== null) notes.push(f.t('scores.proratedFrom', { seconds: f.number(seconds) }));
  else if (scale.prorated) notes.push(f.t(skipped > 0 ? 'scores.proratedSkipped' : 'scores.prorated', counts));
  else if (skipped > 0) notes.push(f.t('scores.answeredSkipped', counts));
  const error = details?.measurementError;
  if (error) {
    const reliability = f.t(`scores.reliability.${error.reliability.kind}`, { coefficient: f.number(error.reliability.coefficient) });
    notes.push(f.t('scores.confidence', { lower: f.number(error.lower), upper: f.number(error.upper), sem: f.number(error.sem), reliability }));
  }
  const benchmark = details?.benchmark;
  if (benchmark) notes.push(f.t('scores.benchmark', { percentile: f.number(benchmark.percentile), score: f.number(benchmark.score), difference: signed(benchmark.difference, f) }));
  return notes;
}

/** The percentile band of a derived score in the report's language (`Percentile band 50th-74th`). */
export function percentileBandText(derived: NonNullable<ScaleScore['derived']>, f: ReportFormatter): string {
  const floor = derived.bandFloor ?? 0;
  if (derived.bandCeiling === null) return f.t('derived.bandAbove', { from: floor });
  if (floor === 0) return f.t('derived.bandBelow', { to: derived.bandCeiling + 1 });
  return f.t('derived.bandBetween', { from: floor, to: derived.bandCeiling });
}

/** A band label, marked provisional while its scale is not scorable. */
const bandLabel = (scale: ScaleScore, f: ReportFormatter): string =>
  scale.band ? (scale.scorable ? scale.band.label : f.t('scores.provisional', { text: scale.band.label })) : MISSING;

/**
 * The derived-score cell: the percentile band or T-score and percentile, then the comparison group
 * and norm cell used, and a warning when the cell is not verified against its source.
 */
function derivedCell(scale: ScaleScore, style: TextStyle, f: ReportFormatter): CellText[] {
  const derived = scale.derived;
  if (!derived) return [{ text: scale.band?.label ?? MISSING, style }];
  const value =
    derived.percentileBand !== null
      ? percentileBandText(derived, f)
      : f.t('derived.tScore', { t: derived.tScore === null ? MISSING : f.number(derived.tScore), percentile: derived.percentile === null ? MISSING : f.number(derived.percentile) });
  const cells: CellText[] = [
    { text: value, style },
    { text: `${derived.comparisonGroupLabel}; ${derived.cell}`, style: STYLES.small },
  ];
  if (derived.unverified) cells.push({ text: f.t('derived.unverified'), style: STYLES.smallItalic });
  return cells;
}

/** Draws the summary table and the interpretation of every band reached. */
export function drawScoreSummary(flow: Flow, data: ScoreReportData, score: ScoreResult, f: ReportFormatter): void {
  sectionHeading(flow, f.t('scores.heading'));
  const scales = orderedScales(data, score);
  const { assessment, examinee } = data;
  const context = scoringContextFor(examinee, assessment.administration ?? {}, assessment.administrationDate);
  const details = new Map(scaleDetails(data.product, score, assessment.responses, context).map((detail) => [detail.scaleId, detail] as const));
  const notes = scales.map((scale) => scaleNotes(scale, details.get(scale.scaleId), f));
  const withNotes = notes.some((note) => note.length > 0);
  const withDerived = scales.some((scale) => scale.derived);
  const columns: TableColumn[] = [
    { header: f.t('scores.scale'), width: 'fill' },
    { header: f.t('scores.raw'), width: 100 },
    ...(withDerived ? [{ header: f.t('scores.derived'), width: 150 } as const] : [{ header: f.t('scores.band'), width: 110 } as const]),
    ...(withNotes ? [{ header: f.t('scores.notes'), width: 170 } as const] : []),
  ];
  const rows: TableRow[] = scales.map((scale, index) => {
    const primary = index === 0;
    const strong = primary ? STYLES.bodyBold : STYLES.body;
    const cells = [
      [{ text: scale.name, style: strong }],
      [{ text: f.score(scale.raw, scale.range, details.get(scale.scaleId)?.rawDigits), style: strong }],
      withDerived ? derivedCell(scale, strong, f) : [{ text: bandLabel(scale, f), style: strong }],
      ...(withNotes ? [(notes[index] ?? []).length > 0 ? (notes[index] ?? []).map((text) => ({ text, style: STYLES.small })) : [{ text: '', style: STYLES.small }]] : []),
    ];
    return { cells, fill: primary ? COLORS.emphasisFill : undefined };
  });
  drawTable(flow, columns, rows);
  drawReliabilitySources(flow, scales, details, f);
  flow.y += 10;
  for (const scale of scales) if (scale.band) drawInterpretation(flow, scale, f);
}

/**
 * Under the table, where each confidence interval's reliability and SD come from: a clinician
 * signing the report must be able to check the numbers behind an interval against the paper.
 */
function drawReliabilitySources(flow: Flow, scales: readonly ScaleScore[], details: ReadonlyMap<string, ScaleDetails>, f: ReportFormatter): void {
  for (const scale of scales) {
    const error = scale.scorable ? details.get(scale.scaleId)?.measurementError : undefined;
    if (!error) continue;
    const text = f.t('scores.reliabilitySource', { scale: scale.name, source: error.reliability.source });
    const height = wrapText(flow.doc, text, STYLES.small, flow.width).length * lineHeight(STYLES.small);
    ensureSpace(flow, height + 4);
    flow.y += 4 + drawText(flow.doc, text, flow.left, flow.y + 4, flow.width, STYLES.small);
  }
}

/** A shaded box with the band's name and interpretive text; plain paragraphs if it would not fit a page. */
function drawInterpretation(flow: Flow, scale: ScaleScore, f: ReportFormatter): void {
  if (!scale.band) return;
  const heading = `${scale.name}: ${bandLabel(scale, f)}`;
  drawResultBox(flow, { heading, text: scale.band.interpretation, headingStyle: STYLES.bodyBold, textStyle: STYLES.body, spaceAfter: 8 });
}

/**
 * Draws the profile: a chart of each headline scale against its bands (one for most products,
 * DASS-21's Depression, Anxiety and Stress each), under one heading kept with the first chart.
 */
export function drawProfile(flow: Flow, data: ScoreReportData, score: ScoreResult, f: ReportFormatter): void {
  const scales = headlineScales(data.product).flatMap((definition) => score.scales.filter((scale) => scale.scaleId === definition.id));
  const { doc } = flow;
  scales.forEach((scale, index) => {
    const bands = data.product.bands.filter((band) => band.scale === scale.scaleId);
    // Without bands the bar only places the score in its range; an unexplained empty bar reads as a missing drawing.
    const caption = f.t(bands.length > 0 ? 'profile.caption' : 'profile.captionNoBands', { scale: scale.name });
    const captionHeight = wrapText(doc, caption, STYLES.label, flow.width).length * lineHeight(STYLES.label);
    const height = captionHeight + PROFILE_CHART_HEIGHT + 6;
    if (index === 0) sectionHeading(flow, f.t('profile.heading'), height);
    else ensureSpace(flow, height);
    flow.y += drawText(doc, caption, flow.left, flow.y, flow.width, STYLES.label) + 6;
    const palette = scalePalette(data.product.scales.find((definition) => definition.id === scale.scaleId));
    drawProfileChart(doc, flow.left, flow.y, flow.width, { ...chartScore(scale, f), palette }, chartBands(bands, f));
    flow.y += PROFILE_CHART_HEIGHT + 14;

  });
}

/** The product's bands as the chart draws them, each with its score range. */
const chartBands = (bands: readonly BandDefinition[], f: ReportFormatter): ChartBand[] =>
  bands.map((band) => ({ label: band.label, min: band.min, max: band.max, tick: `${f.number(band.min)}-${f.number(band.max)}` }));

/** The marker of a raw score: the score and the band reached (`12 · Moderate`). */
function chartScore(scale: ScaleScore, f: ReportFormatter): ChartScore {
  const text = scale.raw === null ? MISSING : `${f.number(scale.raw)}${scale.band ? ` · ${scale.band.label}` : ''}`;
  return {
    range: scale.range,
    value: scale.raw,
    marker: scale.scorable ? text : f.t('scores.provisional', { text }),
    current: scale.band?.label ?? null,
  };
}
