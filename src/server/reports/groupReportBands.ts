/**
 * The band distribution of a group report: for each banded scale, a horizontal bar chart of the
 * share of assessments in each band (vector paths, no images) and the same numbers as a table.
 */
import type { BandCount, BandDistribution } from '../../domain/groupSummary';
import type { GroupReportContext } from './groupReportContext';
import { ensureSpace, sectionHeading, type Flow } from './reportFlow';
import { drawTable, type TableRow } from './reportTable';
import { tag } from './reportTags';
import { drawLines, drawText, lineHeight, textHeight, textWidth, wrapText, type Doc } from './reportText';
import { PERCENTILE, paletteColor, scalePalette } from './reportPalette';
import { COLORS, STYLES } from './reportTheme';

const ROW_GAP = 5;
const BAR = 11;
const VALUE_WIDTH = 64;
const TICKS = [0, 25, 50, 75, 100];

/** The chart's columns: band labels, then the bar area, then the count and percent. */
interface ChartGeometry {
  labelWidth: number;
  barLeft: number;
  barWidth: number;
}

function geometry(flow: Flow): ChartGeometry {
  const labelWidth = Math.min(160, flow.width * 0.3);
  const barLeft = flow.left + labelWidth + 10;
  return { labelWidth, barLeft, barWidth: flow.left + flow.width - VALUE_WIDTH - barLeft };
}

const rowHeight = (doc: Doc, label: string, width: number): number =>
  Math.max(BAR, Math.min(2, wrapText(doc, label, STYLES.chartLabel, width).length) * lineHeight(STYLES.chartLabel)) + ROW_GAP;

const chartHeight = (doc: Doc, labels: readonly string[], width: number): number =>
  labels.reduce((sum, label) => sum + rowHeight(doc, label, width), 0) + 4 + lineHeight(STYLES.chartTick);

/**
 * Draws the bar chart of one distribution with its top at `flow.y` and moves below it: one figure
 * of the structure tree, whose alternative text lists each band with its count and percent (the
 * table below it gives the same numbers).
 */
function drawChart(flow: Flow, distribution: BandDistribution, labels: readonly string[], context: GroupReportContext): void {
  const { format, t } = context;
  const percentOf = (percent: number): string => t('group.percentValue', { value: format.number(Math.round(percent * 10) / 10) });
  const alt = distribution.bands
    .map((band, index) => `${labels[index] ?? ''}: ${t('group.countPercent', { count: format.number(band.count), percent: percentOf(band.percent) })}`)
    .join('; ');
  tag(flow.doc, 'Figure', () => drawBars(flow, distribution, labels, context), { alt });
}

function drawBars(flow: Flow, distribution: BandDistribution, labels: readonly string[], { format, t, data }: GroupReportContext): void {
  const { doc } = flow;
  const { labelWidth, barLeft, barWidth } = geometry(flow);
  const top = flow.y;
  const height = chartHeight(doc, labels, labelWidth) - 4 - lineHeight(STYLES.chartTick);
  const percentText = (percent: number): string => t('group.percentValue', { value: format.number(Math.round(percent * 10) / 10) });

  // Grid lines first, so the bars lie over them.
  for (const tick of TICKS) {
    const x = barLeft + (tick / 100) * barWidth;
    doc.save().moveTo(x, top).lineTo(x, top + height).lineWidth(tick === 0 ? 0.75 : 0.4).strokeColor(COLORS.rule).stroke().restore();
    const text = percentText(tick);
    drawLines(doc, [text], x - 20, top + height + 4, STYLES.chartTick, { align: 'center', width: 40 });
  }
  const banded = distribution.bands.filter((band) => band.label !== null).length;
  let y = top;
  distribution.bands.forEach((band: BandCount, index) => {
    const label = labels[index] ?? '';
    const rowTop = y;
    const step = rowHeight(doc, label, labelWidth);
    const lines = wrapText(doc, label, STYLES.chartLabel, labelWidth).slice(0, 2);
    const labelHeight = lines.length * lineHeight(STYLES.chartLabel);
    const middle = rowTop + (step - ROW_GAP) / 2;
    drawLines(doc, lines, flow.left, middle - labelHeight / 2, STYLES.chartLabel, { align: 'right', width: labelWidth });
    const length = (band.percent / 100) * barWidth;
    const palette = distribution.source === 'percentile' ? PERCENTILE : scalePalette(data.product.scales.find((scale) => scale.id === distribution.scaleId));
    const fill = band.label === null ? COLORS.rule : paletteColor(palette, index, banded);
    if (length > 0) {
      doc.save().rect(barLeft, middle - BAR / 2, length, BAR).fill(fill).restore();
      doc.save().rect(barLeft, middle - BAR / 2, length, BAR).lineWidth(0.5).strokeColor(COLORS.muted).stroke().restore();
    }
    const value = t('group.countPercent', { count: format.number(band.count), percent: percentText(band.percent) });
    const valueStyle = { ...STYLES.chartLabel, font: 'bold' as const };
    const valueTop = middle - lineHeight(valueStyle) / 2;
    // A white ground keeps the grid lines from crossing the number.
    doc.save().rect(barLeft + length + 2, valueTop, textWidth(doc, value, valueStyle) + 4, lineHeight(valueStyle)).fill('#ffffff').restore();
    drawLines(doc, [value], barLeft + length + 4, valueTop, valueStyle);
    y += step;
  });
  flow.y = top + chartHeight(doc, labels, labelWidth);
}

/** The printed label of a band: its name, a percentile band in the report's words, or "No band". */
export function bandLabel(band: Pick<BandCount, 'label' | 'percentiles'>, { t }: Pick<GroupReportContext, 't'>): string {
  if (band.label === null) return t('group.noBand');
  const bounds = band.percentiles;
  if (!bounds) return band.label;
  if (bounds.ceiling === null) return t('derived.bandAbove', { from: bounds.floor });
  if (bounds.floor === 0) return t('derived.bandBelow', { to: bounds.ceiling + 1 });
  return t('derived.bandBetween', { from: bounds.floor, to: bounds.ceiling });
}

/** Draws one distribution: a caption, the chart (kept on one page) and the table. */
function drawDistribution(flow: Flow, distribution: BandDistribution, context: GroupReportContext): void {
  const { doc } = flow;
  const { format, t, data } = context;
  const labels = distribution.bands.map((band) => bandLabel(band, context));
  const caption = t(distribution.source === 'interpretive' ? 'group.bandsCaption' : 'group.percentileBandsCaption', { scale: distribution.name });
  const captionHeight = textHeight(doc, caption, flow.width, STYLES.bodyBold) + 6;
  ensureSpace(flow, captionHeight + chartHeight(doc, labels, geometry(flow).labelWidth) + 10);
  flow.y += drawText(doc, caption, flow.left, flow.y, flow.width, STYLES.bodyBold) + 6;
  drawChart(flow, distribution, labels, context);
  flow.y += 10;

  const percent = (value: number): string => t('group.percentValue', { value: format.number(Math.round(value * 10) / 10) });
  const rows: TableRow[] = distribution.bands.map((band, index) => ({
    cells: [
      [{ text: labels[index] ?? '', style: band.label === null ? STYLES.bodyItalic : STYLES.body }],
      [{ text: format.number(band.count), style: STYLES.body }],
      [{ text: percent(band.percent), style: STYLES.body }],
    ],
  }));
  rows.push({
    cells: [
      [{ text: t('group.total'), style: STYLES.bodyBold }],
      [{ text: format.number(data.summary.assessmentCount), style: STYLES.bodyBold }],
      [{ text: percent(data.summary.assessmentCount > 0 ? 100 : 0), style: STYLES.bodyBold }],
    ],
    fill: COLORS.emphasisFill,
  });
  drawTable(
    flow,
    [
      { header: t('scores.band'), width: 'fill' },
      { header: t('group.count'), width: 80, align: 'right' },
      { header: t('group.percent'), width: 80, align: 'right' },
    ],
    rows,
  );
  flow.y += 16;
}

/** Draws the distribution of every banded scale; nothing for a product without bands or norms. */
export function drawBandDistributions(flow: Flow, context: GroupReportContext): void {
  const distributions = context.data.summary.bandDistributions;
  if (distributions.length === 0) return;
  sectionHeading(flow, context.t('group.bandsHeading'), 120);
  for (const distribution of distributions) drawDistribution(flow, distribution, context);
}
