/**
 * The profile chart: a horizontal bar over a scale's score range, cut into its bands, with a
 * marker at the examinee's score. Vector drawing only (no images). The score report draws the
 * interpretive bands; the feedback report draws plain-language bands or percentile bands.
 */
import { tag } from './reportTags';
import { drawLines, lineHeight, textWidth, wrapText, type Doc } from './reportText';
import { type Palette, paletteColor, SEVERITY } from './reportPalette';
import { COLORS, STYLES } from './reportTheme';

/** One band of the bar: scores from `min` to `max` inclusive. */
export interface ChartBand {
  label: string;
  min: number;
  max: number;
  /** The band's range as printed under its label (`0-4`); none when `null`. */
  tick: string | null;
}

/** What the bar shows. */
export interface ChartScore {
  /** The lowest and highest possible score. */
  range: readonly [number, number];
  /** Where the marker goes; no marker when `null`. */
  value: number | null;
  /** The text above the marker. */
  marker: string;
  /** The label of the band to set in bold (the band reached). */
  current: string | null;
  /** Words under the two ends of a bar without bands ([low, high]). */
  ends?: readonly [string, string];
  /** The band colours, lowest band first (reportPalette.ts); default SEVERITY (higher is worse). */
  palette?: Palette;
}

const MARKER_LABEL = lineHeight(STYLES.chartMarker) + 2;
const MARKER = 6;
const BAR = 16;
/** Room under the bar: up to two lines of band label, then the band's score range. */
const BELOW = 4 + 2 * lineHeight(STYLES.chartLabel) + lineHeight(STYLES.chartTick);

/** The height the chart takes. */
export const PROFILE_CHART_HEIGHT = MARKER_LABEL + MARKER + BAR + BELOW;

/** A band's stretch of the bar in score units: between neighbouring bands the cut is half-way. */
interface Segment {
  band: ChartBand;
  from: number;
  to: number;
}

function segments(bands: readonly ChartBand[], range: readonly [number, number]): Segment[] {
  const sorted = [...bands].sort((a, b) => a.min - b.min);
  return sorted.map((band, index) => {
    const previous = sorted[index - 1];
    const next = sorted[index + 1];
    const from = previous ? (previous.max + band.min) / 2 : range[0];
    const to = next ? (band.max + next.min) / 2 : range[1];
    return { band, from: Math.max(range[0], from), to: Math.min(range[1], to) };
  });
}

/**
 * The chart in words, for its alternative text: the score as the marker writes it, then each band
 * with its range (or the words under the ends of a bar without bands), in the report's language.
 */
export function chartAltText(score: ChartScore, bands: readonly ChartBand[]): string {
  const parts = [...bands].sort((a, b) => a.min - b.min).map((band) => (band.tick ? `${band.label} ${band.tick}` : band.label));
  const scale = parts.length > 0 ? parts.join('; ') : (score.ends ?? []).join(' – ');
  return [score.marker, scale].filter((part) => part !== '').join('. ');
}

/**
 * Draws the bar of one scale with its top at `y`, {@link PROFILE_CHART_HEIGHT} tall, as one
 * figure of the structure tree whose alternative text says what it shows ({@link chartAltText}).
 * @param bands the bands (any order); none draws a plain bar, with `score.ends` under its ends.
 */
export function drawProfileChart(doc: Doc, x: number, y: number, width: number, score: ChartScore, bands: readonly ChartBand[]): void {
  tag(doc, 'Figure', () => drawBar(doc, x, y, width, score, bands), { alt: chartAltText(score, bands) });
}

function drawBar(doc: Doc, x: number, y: number, width: number, score: ChartScore, bands: readonly ChartBand[]): void {
  const [low, high] = score.range;
  const span = high > low ? high - low : 1;
  const xOf = (value: number): number => x + ((Math.min(high, Math.max(low, value)) - low) / span) * width;
  const barTop = y + MARKER_LABEL + MARKER;
  const labelTop = barTop + BAR + 4;
  const parts = segments(bands, score.range);

  doc.save().rect(x, barTop, width, BAR).fill(COLORS.neutralFill).restore();
  parts.forEach((part, index) => {
    const left = xOf(part.from);
    const right = xOf(part.to);
    const current = score.current === part.band.label;
    doc.save().rect(left, barTop, right - left, BAR).fill(paletteColor(score.palette ?? SEVERITY, index, parts.length)).restore();
    const style = current ? { ...STYLES.chartLabel, font: 'bold' as const } : STYLES.chartLabel;
    const lines = wrapText(doc, part.band.label, style, right - left - 4).slice(0, 2);
    const used = drawLines(doc, lines, left + 2, labelTop, style, { align: 'center', width: right - left - 4 });
    if (part.band.tick !== null) drawLines(doc, [part.band.tick], left, labelTop + used, STYLES.chartTick, { align: 'center', width: right - left });
    if (index > 0) doc.save().moveTo(left, barTop).lineTo(left, barTop + BAR).lineWidth(0.75).strokeColor('#ffffff').stroke().restore();
  });
  if (parts.length === 0 && score.ends) {
    drawLines(doc, [score.ends[0]], x, labelTop, STYLES.chartLabel);
    drawLines(doc, [score.ends[1]], x, labelTop, STYLES.chartLabel, { align: 'right', width });
  }
  doc.save().rect(x, barTop, width, BAR).lineWidth(0.75).strokeColor(COLORS.rule).stroke().restore();

  if (score.value === null) return;
  const markerX = xOf(score.value);
  doc.save().moveTo(markerX, barTop - 1).lineTo(markerX, barTop + BAR + 1).lineWidth(1.75).strokeColor(COLORS.marker).stroke().restore();
  doc.save().polygon([markerX - 5, barTop - MARKER - 1], [markerX + 5, barTop - MARKER - 1], [markerX, barTop - 1]).fill(COLORS.marker).restore();
  const labelWidth = textWidth(doc, score.marker, STYLES.chartMarker);
  const labelX = Math.min(x + width - labelWidth, Math.max(x, markerX - labelWidth / 2));
  drawLines(doc, [score.marker], labelX, y, STYLES.chartMarker);
}
