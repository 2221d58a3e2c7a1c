/**
 * The progress chart of the progress report: one scale's raw score at each administration, drawn
 * as a line over horizontal stripes of the scale's bands, with the clinical cut-off as a dashed
 * line. Vector drawing only (no images), one tagged figure with alternative text.
 */
import type { ScaleProgress } from '../../domain/progress';
import { tag } from './reportTags';
import { drawLines, lineHeight, textWidth } from './reportText';
import type { Doc } from './reportText';
import { paletteColor, scalePalette } from './reportPalette';
import { COLORS, STYLES } from './reportTheme';

/** The words the chart prints, in the report's language. */
export interface ProgressChartText {
  /** Each point's date as printed under the axis, oldest first (same order as `scale.points`). */
  dates: readonly string[];
  /** Each point's score as printed above it. */
  values: readonly string[];
  /** The cut-off line's label (`Cut-off 10`); `null` without a cut-off. */
  cutoff: string | null;
  /** The alternative text of the figure. */
  alt: string;
}

const PLOT_HEIGHT = 150;
const LEFT_AXIS = 26;
const BAND_LABEL_WIDTH = 110;
const BELOW = 4 + lineHeight(STYLES.chartTick);

/** The height the chart takes, in points. */
export const PROGRESS_CHART_HEIGHT = PLOT_HEIGHT + BELOW + 4;

/**
 * Draws `scale`'s series with its top-left at (`x`, `y`), `width` wide and
 * {@link PROGRESS_CHART_HEIGHT} tall. Points are spaced evenly (administrations, not calendar
 * time: a chart of months and years stays readable); bands read from the band labels at the right.
 */
export function drawProgressChart(doc: Doc, x: number, y: number, width: number, scale: ScaleProgress, text: ProgressChartText): void {
  tag(doc, 'Figure', () => drawChart(doc, x, y, width, scale, text), { alt: text.alt });
}

function drawChart(doc: Doc, x: number, y: number, width: number, scale: ScaleProgress, text: ProgressChartText): void {
  const [low, high] = scale.range;
  const span = high > low ? high - low : 1;
  const plotLeft = x + LEFT_AXIS;
  const plotWidth = width - LEFT_AXIS - BAND_LABEL_WIDTH;
  const yOf = (value: number): number => y + PLOT_HEIGHT - ((Math.min(high, Math.max(low, value)) - low) / span) * PLOT_HEIGHT;

  doc.save().rect(plotLeft, y, plotWidth, PLOT_HEIGHT).fill(COLORS.neutralFill).restore();
  const bands = [...scale.bands].sort((a, b) => a.min - b.min);
  const palette = scalePalette({ higherIs: scale.higherIs });
  bands.forEach((band, index) => {
    // Neighbouring bands meet half-way between one's max and the next's min, as on the profile bar.
    const previous = bands[index - 1];
    const next = bands[index + 1];
    const from = previous ? (previous.max + band.min) / 2 : low;
    const to = next ? (band.max + next.min) / 2 : high;
    const top = yOf(to);
    const bottom = yOf(from);
    doc.save().rect(plotLeft, top, plotWidth, bottom - top).fillOpacity(0.55).fill(paletteColor(palette, index, bands.length)).restore();
    const labelY = (top + bottom) / 2 - lineHeight(STYLES.chartLabel) / 2;
    drawLines(doc, [`${band.label} (${band.min}–${band.max})`], plotLeft + plotWidth + 6, labelY, STYLES.chartLabel, { width: BAND_LABEL_WIDTH - 6 });
  });
  doc.save().rect(plotLeft, y, plotWidth, PLOT_HEIGHT).lineWidth(0.75).strokeColor(COLORS.rule).stroke().restore();
  drawLines(doc, [String(high)], x, y - 3, STYLES.chartTick, { align: 'right', width: LEFT_AXIS - 4 });
  drawLines(doc, [String(low)], x, y + PLOT_HEIGHT - lineHeight(STYLES.chartTick) + 3, STYLES.chartTick, { align: 'right', width: LEFT_AXIS - 4 });

  if (scale.clinicalCutoff && text.cutoff !== null) {
    const cutY = yOf(scale.clinicalCutoff.value);
    doc.save().moveTo(plotLeft, cutY).lineTo(plotLeft + plotWidth, cutY).dash(4, { space: 3 }).lineWidth(1).strokeColor(COLORS.critical).stroke().undash().restore();
    drawLines(doc, [text.cutoff], plotLeft + 3, cutY - lineHeight(STYLES.chartTick) - 1, { ...STYLES.chartTick, color: COLORS.critical });
  }

  const count = scale.points.length;
  if (count === 0) return;
  const step = count > 1 ? (plotWidth - 40) / (count - 1) : 0;
  const xOf = (index: number): number => (count > 1 ? plotLeft + 20 + index * step : plotLeft + plotWidth / 2);
  if (count > 1) {
    doc.save();
    scale.points.forEach((point, index) => (index === 0 ? doc.moveTo(xOf(index), yOf(point.raw)) : doc.lineTo(xOf(index), yOf(point.raw))));
    doc.lineWidth(1.5).strokeColor(COLORS.marker).stroke().restore();
  }
  scale.points.forEach((point, index) => {
    const px = xOf(index);
    const py = yOf(point.raw);
    doc.save().circle(px, py, 3).fill(COLORS.marker).restore();
    const value = text.values[index] ?? '';
    const valueWidth = textWidth(doc, value, STYLES.chartMarker);
    drawLines(doc, [value], px - valueWidth / 2, py - 4 - lineHeight(STYLES.chartMarker), STYLES.chartMarker);
    const date = text.dates[index] ?? '';
    const dateWidth = textWidth(doc, date, STYLES.chartTick);
    drawLines(doc, [date], Math.max(plotLeft, px - dateWidth / 2), y + PLOT_HEIGHT + 4, STYLES.chartTick);
  });
}
