import { useIntl } from 'react-intl';
import { placePointLabels, type Segment } from '../../../../domain/format/pointLabels';
import type { ScaleProgress } from '../../../../domain/progress';
import { useFormatters } from '../../../core/i18n/useFormatters';

/** Band fills from the lowest band up: soft green to soft red (the report's severity palette). */
const SEVERITY = ['#cfe8d5', '#f6ecc0', '#f4cba6', '#eaa3a0'];
const PALETTES: Record<ScaleProgress['higherIs'], readonly string[]> = { worse: SEVERITY, better: [...SEVERITY].reverse(), neither: ['#e4edf6', '#a9c6e3'] };

const WIDTH = 560;
const HEIGHT = 240;
const LEFT = 56;
// Room on the right for the band labels, outside the plot so no point covers them.
const RIGHT = 120;
/** Points are kept this far inside the plot, so the first and last dates fit under them. */
const INSET = 28;
const TOP = 12;
const BOTTOM = 52;
const MARKER_RADIUS = 4;
const LABEL_SIZE = 11;

/**
 * The width a label of `text` takes at `fontSize`, estimated (the chart is laid out before the
 * browser measures anything): a digit of the UI font is at most about 0.6 em wide.
 */
const labelWidth = (text: string, fontSize: number): number => text.length * fontSize * 0.6;

/** Words of `text` in lines of at most `width`, a letter taken as 0.55 em (mixed-case words are narrower than digits); a word longer than a line has a line of its own. */
function wrapped(text: string, width: number, fontSize: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter((part) => part !== '')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length * fontSize * 0.55 <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The fill of band `index` of `count`: the nearest colour of the palette, spread evenly. */
const fillOf = (palette: readonly string[], index: number, count: number): string => palette[count <= 1 ? 0 : Math.round((index / (count - 1)) * (palette.length - 1))] ?? '#eeeeee';

/**
 * A scale's scores over time as an SVG line chart over its band stripes: the score axis runs over
 * the scale's range, the time axis over the administration dates (spaced by elapsed days). The
 * chart is an image with a title and description; the table beside it carries the same data.
 */
export function ProgressChart({ scale, titleId }: { scale: ScaleProgress; titleId: string }) {
  const intl = useIntl();
  const format = useFormatters();
  const [low, high] = scale.range;
  const plotWidth = WIDTH - LEFT - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const y = (value: number): number => TOP + plotHeight - ((value - low) / (high - low || 1)) * plotHeight;
  const times = scale.points.map((point) => Date.parse(point.administrationDate));
  const first = times[0] ?? 0;
  const span = (times[times.length - 1] ?? first) - first;
  const x = (time: number): number => LEFT + (span === 0 ? plotWidth / 2 : INSET + ((time - first) / span) * (plotWidth - 2 * INSET));
  const palette = PALETTES[scale.higherIs];
  const descriptionId = `${titleId}-description`;
  const coordinates = scale.points.map((point, index) => ({ point, cx: x(times[index] ?? first), cy: y(point.raw), value: format.number(point.raw) }));
  const cutoffSegments: Segment[] = scale.clinicalCutoff
    ? [{ x1: LEFT, y1: y(scale.clinicalCutoff.value - 0.5), x2: LEFT + plotWidth, y2: y(scale.clinicalCutoff.value - 0.5) }]
    : [];
  // Each score beside its point, where it covers neither the line nor a marker and stays inside the plot (the room above it included).
  const labels = placePointLabels(
    coordinates.map(({ cx, cy, value }) => ({ x: cx, y: cy, width: labelWidth(value, LABEL_SIZE), height: LABEL_SIZE })),
    { bounds: { left: LEFT, top: 0, right: LEFT + plotWidth, bottom: TOP + plotHeight }, markerRadius: MARKER_RADIUS, gap: 3, obstacles: { segments: cutoffSegments } },
  );
  /** A date under its point, kept between the ends of the plot. */
  const dateLabel = (cx: number, text: string): { x: number; anchor: 'start' | 'middle' | 'end' } => {
    const half = labelWidth(text, LABEL_SIZE) / 2;
    if (cx + half > LEFT + plotWidth) return { x: LEFT + plotWidth, anchor: 'end' };
    if (cx - half < LEFT) return { x: LEFT, anchor: 'start' };
    return { x: cx, anchor: 'middle' };
  };
  const ticks = [low, ...scale.bands.map((band) => band.min).filter((min) => min > low), high];
  return (
    <svg className="progress-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descriptionId}`} width="100%" style={{ maxWidth: WIDTH }}>
      <desc id={descriptionId}>
        {intl.formatMessage(
          { id: 'progress.chartDescription' },
          { scale: scale.name, count: scale.points.length, scores: scale.points.map((point) => `${format.date(point.administrationDate)}: ${format.number(point.raw)}`).join('; ') },
        )}
      </desc>
      {scale.bands.map((band, index) => {
        const top = y(Math.min(high, band.max + (index < scale.bands.length - 1 ? 0.5 : 0)));
        const bottom = y(Math.max(low, band.min - (index > 0 ? 0.5 : 0)));
        const lines = wrapped(band.label, RIGHT - 10, LABEL_SIZE);
        return (
          <g key={band.label}>
            <rect x={LEFT} y={top} width={plotWidth} height={bottom - top} fill={fillOf(palette, index, scale.bands.length)} />
            {/* Wrapped to the room right of the plot, so a long label (the WHO-5's) is not cut off at the chart's edge. */}
            <text x={LEFT + plotWidth + 6} y={(top + bottom) / 2 + 4 - ((lines.length - 1) * LABEL_SIZE) / 2} fontSize={LABEL_SIZE} fill="#333">
              {lines.map((line, lineIndex) => (
                <tspan key={lineIndex} x={LEFT + plotWidth + 6} dy={lineIndex === 0 ? 0 : LABEL_SIZE}>
                  {line}
                </tspan>
              ))}
            </text>
          </g>
        );
      })}
      {scale.clinicalCutoff ? (
        <line x1={LEFT} x2={LEFT + plotWidth} y1={y(scale.clinicalCutoff.value - 0.5)} y2={y(scale.clinicalCutoff.value - 0.5)} stroke="#555" strokeDasharray="4 3" />
      ) : null}
      <line x1={LEFT} x2={LEFT} y1={TOP} y2={TOP + plotHeight} stroke="#333" />
      <line x1={LEFT} x2={LEFT + plotWidth} y1={TOP + plotHeight} y2={TOP + plotHeight} stroke="#333" />
      {ticks.map((tick) => (
        <text key={tick} x={LEFT - 6} y={y(tick) + 4} textAnchor="end" fontSize="11">
          {format.number(tick)}
        </text>
      ))}
      <text x={14} y={TOP + plotHeight / 2} transform={`rotate(-90 14 ${TOP + plotHeight / 2})`} textAnchor="middle" fontSize="12">
        {intl.formatMessage({ id: 'progress.axisScore' })}
      </text>
      {coordinates.map(({ point, cx }, index) => {
        // Date labels under their points, thinned so neighbours closer than 70 units do not overlap.
        if (index > 0 && cx - (coordinates[index - 1]?.cx ?? 0) < 70) return null;
        const date = format.date(point.administrationDate);
        const label = dateLabel(cx, date);
        return (
          <text key={point.assessmentId} x={label.x} y={TOP + plotHeight + 16} textAnchor={label.anchor} fontSize={LABEL_SIZE}>
            {date}
          </text>
        );
      })}
      <text x={LEFT + plotWidth / 2} y={HEIGHT - 8} textAnchor="middle" fontSize="12">
        {intl.formatMessage({ id: 'progress.axisDate' })}
      </text>
      <polyline points={coordinates.map(({ cx, cy }) => `${cx},${cy}`).join(' ')} fill="none" stroke="#1f3b73" strokeWidth="2" />
      {coordinates.map(({ point, cx, cy }) => (
        <circle key={point.assessmentId} cx={cx} cy={cy} r={MARKER_RADIUS} fill="#1f3b73" />
      ))}
      {coordinates.map(({ point, value }, index) => {
        const label = labels[index];
        // The baseline sits 0.8 em below the label box's top (the font's ascent).
        return label ? (
          <text key={point.assessmentId} className="progress-chart__value" x={label.left} y={label.top + LABEL_SIZE * 0.8} fontSize={LABEL_SIZE} fontWeight="bold" fill="#1f3b73">
            {value}
          </text>
        ) : null;
      })}
    </svg>
  );
}

