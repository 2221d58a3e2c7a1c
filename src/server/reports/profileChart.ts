/**
 * The profile chart: a horizontal bar over a scale's raw-score range, cut into its interpretive
 * bands, with a marker at the examinee's score. Vector drawing only (no images).
 */
import type { BandDefinition } from '../../domain/product/productDefinition';
import type { Locale } from '../../domain/locale';
import type { ScaleScore } from '../../domain/scoring/scoreTypes';
import { formatNumber } from './reportFormat';
import { drawLines, lineHeight, textWidth, wrapText, type Doc } from './reportText';
import { COLORS, STYLES } from './reportTheme';

const MARKER_LABEL = lineHeight(STYLES.chartMarker) + 2;
const MARKER = 6;
const BAR = 16;
/** Room under the bar: up to two lines of band label, then the band's score range. */
const BELOW = 4 + 2 * lineHeight(STYLES.chartLabel) + lineHeight(STYLES.chartTick);

/** The height the chart takes. */
export const PROFILE_CHART_HEIGHT = MARKER_LABEL + MARKER + BAR + BELOW;

/** Soft green to soft red, for bands from lowest to highest. */
const PALETTE: ReadonlyArray<readonly [number, number, number]> = [
  [0xcf, 0xe8, 0xd5],
  [0xf6, 0xec, 0xc0],
  [0xf4, 0xcb, 0xa6],
  [0xea, 0xa3, 0xa0],
];

/** The fill of band `index` of `count`, spread over {@link PALETTE}. */
function bandColor(index: number, count: number): string {
  const t = count <= 1 ? 0 : index / (count - 1);
  const position = t * (PALETTE.length - 1);
  const low = Math.floor(position);
  const from = PALETTE[low] ?? PALETTE[0];
  const to = PALETTE[Math.min(low + 1, PALETTE.length - 1)] ?? from;
  const mix = (channel: number): string =>
    Math.round((from?.[channel] ?? 0) + ((to?.[channel] ?? 0) - (from?.[channel] ?? 0)) * (position - low))
      .toString(16)
      .padStart(2, '0');
  return `#${mix(0)}${mix(1)}${mix(2)}`;
}

/** A band's stretch of the bar in score units: between neighbouring bands the cut is half-way. */
interface Segment {
  band: BandDefinition;
  from: number;
  to: number;
}

function segments(bands: readonly BandDefinition[], range: readonly [number, number]): Segment[] {
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
 * Draws the profile of one scale with its top at `y`.
 * @param bands the product's bands of this scale (any order); none draws a plain bar.
 */
export function drawProfileChart(doc: Doc, x: number, y: number, width: number, scale: ScaleScore, bands: readonly BandDefinition[], locale: Locale): void {
  const [low, high] = scale.range;
  const span = high > low ? high - low : 1;
  const xOf = (score: number): number => x + ((Math.min(high, Math.max(low, score)) - low) / span) * width;
  const barTop = y + MARKER_LABEL + MARKER;
  const parts = segments(bands, scale.range);

  doc.save().rect(x, barTop, width, BAR).fill(COLORS.neutralFill).restore();
  parts.forEach((part, index) => {
    const left = xOf(part.from);
    const right = xOf(part.to);
    const current = scale.band?.label === part.band.label;
    doc.save().rect(left, barTop, right - left, BAR).fill(bandColor(index, parts.length)).restore();
    const style = current ? { ...STYLES.chartLabel, font: 'Helvetica-Bold' as const } : STYLES.chartLabel;
    const lines = wrapText(doc, part.band.label, style, right - left - 4).slice(0, 2);
    const labelTop = barTop + BAR + 4;
    const used = drawLines(doc, lines, left + 2, labelTop, style, { align: 'center', width: right - left - 4 });
    const range = `${formatNumber(part.band.min, locale)}-${formatNumber(part.band.max, locale)}`;
    drawLines(doc, [range], left, labelTop + used, STYLES.chartTick, { align: 'center', width: right - left });
    if (index > 0) doc.save().moveTo(left, barTop).lineTo(left, barTop + BAR).lineWidth(0.75).strokeColor('#ffffff').stroke().restore();
  });
  doc.save().rect(x, barTop, width, BAR).lineWidth(0.75).strokeColor(COLORS.rule).stroke().restore();

  if (scale.raw === null) return;
  const markerX = xOf(scale.raw);
  doc.save().moveTo(markerX, barTop - 1).lineTo(markerX, barTop + BAR + 1).lineWidth(1.75).strokeColor(COLORS.marker).stroke().restore();
  doc.save().polygon([markerX - 5, barTop - MARKER - 1], [markerX + 5, barTop - MARKER - 1], [markerX, barTop - 1]).fill(COLORS.marker).restore();
  const label = `${formatNumber(scale.raw, locale)}${scale.band ? ` · ${scale.band.label}` : ''}${scale.scorable ? '' : ' (provisional)'}`;
  const labelWidth = textWidth(doc, label, STYLES.chartMarker);
  const labelX = Math.min(x + width - labelWidth, Math.max(x, markerX - labelWidth / 2));
  drawLines(doc, [label], labelX, y, STYLES.chartMarker);
}
