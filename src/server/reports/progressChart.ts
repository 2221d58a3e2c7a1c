/**
 * The progress chart of the progress report: one scale's raw score at each administration, drawn
 * as a line over horizontal stripes of the scale's bands, with the clinical cut-off as a dashed
 * line. Vector drawing only (no images), one tagged figure with alternative text.
 */
import { type Box, crosses, placePointLabels, type Segment } from '../../domain/format/pointLabels';
import type { ScaleProgress } from '../../domain/progress';
import { tag } from './reportTags';
import { drawLines, lineHeight, textWidth, wrapText } from './reportText';
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
/** The room kept above the plot (by the report's flow) for the value of a point at the top of the range. */
const ROOM_ABOVE = 14;
const MARKER_RADIUS = 3;

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
    // Wrapped to the column beside the plot, so a long label (the WHO-5's) neither runs into the margin nor is cut off.
    const lines = wrapText(doc, `${band.label} (${band.min}–${band.max})`, STYLES.chartLabel, BAND_LABEL_WIDTH - 6);
    const labelY = (top + bottom) / 2 - (lines.length * lineHeight(STYLES.chartLabel)) / 2;
    drawLines(doc, lines, plotLeft + plotWidth + 6, labelY, STYLES.chartLabel, { width: BAND_LABEL_WIDTH - 6 });
  });
  doc.save().rect(plotLeft, y, plotWidth, PLOT_HEIGHT).lineWidth(0.75).strokeColor(COLORS.rule).stroke().restore();
  drawLines(doc, [String(high)], x, y - 3, STYLES.chartTick, { align: 'right', width: LEFT_AXIS - 4 });
  drawLines(doc, [String(low)], x, y + PLOT_HEIGHT - lineHeight(STYLES.chartTick) + 3, STYLES.chartTick, { align: 'right', width: LEFT_AXIS - 4 });

  const count = scale.points.length;
  const step = count > 1 ? (plotWidth - 40) / (count - 1) : 0;
  const xOf = (index: number): number => (count > 1 ? plotLeft + 20 + index * step : plotLeft + plotWidth / 2);
  const series: Segment[] = scale.points.slice(1).map((point, index) => ({
    x1: xOf(index),
    y1: yOf(scale.points[index]?.raw ?? point.raw),
    x2: xOf(index + 1),
    y2: yOf(point.raw),
  }));

  // The cut-off line and its caption: the caption at the first end of the line the series leaves free; the values' labels keep clear of both.
  const obstacles: { segments: Segment[]; boxes: Box[] } = { segments: [], boxes: [] };
  if (scale.clinicalCutoff && text.cutoff !== null) {
    const cutY = yOf(scale.clinicalCutoff.value);
    doc.save().moveTo(plotLeft, cutY).lineTo(plotLeft + plotWidth, cutY).dash(4, { space: 3 }).lineWidth(1).strokeColor(COLORS.critical).stroke().undash().restore();
    const captionWidth = textWidth(doc, text.cutoff, STYLES.chartTick);
    const captionHeight = lineHeight(STYLES.chartTick);
    // Either end of the line first, then along it in steps of 10 points; above the line, then under it.
    const lefts = [plotLeft + 3, plotLeft + plotWidth - 3 - captionWidth];
    for (let left = plotLeft + 13; left < plotLeft + plotWidth - 3 - captionWidth; left += 10) lefts.push(left);
    const places: Box[] = [cutY - captionHeight - 1, cutY + 1].flatMap((top) => lefts.map((left) => ({ left, top, right: left + captionWidth, bottom: top + captionHeight })));
    const caption = places.find((place) => place.top >= y && place.bottom <= y + PLOT_HEIGHT && !series.some((segment) => crosses(segment, { left: place.left - 3, top: place.top - 3, right: place.right + 3, bottom: place.bottom + 3 }))) ?? (places[0] as Box);
    drawLines(doc, [text.cutoff], caption.left, caption.top, { ...STYLES.chartTick, color: COLORS.critical });
    obstacles.segments.push({ x1: plotLeft, y1: cutY, x2: plotLeft + plotWidth, y2: cutY });
    obstacles.boxes.push(caption);
  }

  if (count === 0) return;
  if (count > 1) {
    doc.save();
    scale.points.forEach((point, index) => (index === 0 ? doc.moveTo(xOf(index), yOf(point.raw)) : doc.lineTo(xOf(index), yOf(point.raw))));
    doc.lineWidth(1.5).strokeColor(COLORS.marker).stroke().restore();
  }
  const labelled = scale.points.map((point, index) => ({
    x: xOf(index),
    y: yOf(point.raw),
    width: textWidth(doc, text.values[index] ?? '', STYLES.chartMarker),
    height: lineHeight(STYLES.chartMarker),
  }));
  const labels = placePointLabels(labelled, {
    bounds: { left: plotLeft, top: y - ROOM_ABOVE, right: plotLeft + plotWidth, bottom: y + PLOT_HEIGHT },
    markerRadius: MARKER_RADIUS,
    gap: 3,
    obstacles,
  });
  labelled.forEach(({ x: px, y: py }, index) => {
    doc.save().circle(px, py, MARKER_RADIUS).fill(COLORS.marker).restore();
    const label = labels[index];
    if (label) drawLines(doc, [text.values[index] ?? ''], label.left, label.top, STYLES.chartMarker);
    const date = text.dates[index] ?? '';
    const dateWidth = textWidth(doc, date, STYLES.chartTick);
    // Under its point, but never past either end of the plot.
    drawLines(doc, [date], Math.min(plotLeft + plotWidth - dateWidth, Math.max(plotLeft, px - dateWidth / 2)), y + PLOT_HEIGHT + 4, STYLES.chartTick);
  });
}
