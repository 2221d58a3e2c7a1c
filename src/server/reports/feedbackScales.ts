/**
 * The results of a feedback report, one block per scale the product's feedback definition lists:
 * the scale's plain name, what it is about, a bar with the bands in the reader's words, and what
 * the result means. No raw-score tables, no norms vocabulary.
 */
import { textIn } from '../../domain/product/localizedText';
import type { FeedbackScale, LocalizedText, ProductDefinition } from '../../domain/product/productDefinition';
import type { ScaleScore } from '../../domain/scoring/scoreTypes';
import { type ChartBand, type ChartScore, drawProfileChart, PROFILE_CHART_HEIGHT } from './profileChart';
import { ensureSpace, paragraph, type Flow } from './reportFlow';
import type { ReportFormatter } from './reportFormat';
import { drawText, lineHeight, textHeight } from './reportText';
import { COLORS, STYLES, type TextStyle } from './reportTheme';
import { NEUTRAL } from './reportPalette';
import { drawResultBox } from './reportResultBox';

/** Feedback reports are read by people without clinical training: a size up from the score report. */
export const FEEDBACK_STYLES = {
  body: { ...STYLES.body, size: 10 } satisfies TextStyle,
  bodyBold: { ...STYLES.bodyBold, size: 10 } satisfies TextStyle,
  scaleName: { ...STYLES.bodyBold, size: 11, color: COLORS.accent } satisfies TextStyle,
  caption: STYLES.label,
} as const;

/** What one scale's block shows: the bar, and the result in words (or why there is none). */
interface ScaleView {
  chart: ChartScore;
  bands: ChartBand[];
  caption: string | null;
  result: { label: string; text: string } | null;
}

/** The percentile text that covers a band starting at `floor`: the one with the highest start at or below it. */
function percentileTextAt<T extends { atLeast: number }>(texts: readonly T[], floor: number): T | undefined {
  return [...texts].sort((a, b) => b.atLeast - a.atLeast).find((text) => text.atLeast <= floor);
}

function scaleView(product: ProductDefinition, entry: FeedbackScale, scale: ScaleScore, reader: string, f: ReportFormatter): ScaleView {
  const feedback = product.feedbackReport;
  const say = (text: LocalizedText): string => textIn(text, f.locale);
  const value = scale.scorable ? scale.raw : null;
  const marker = f.t('feedback.marker', { reader, score: scale.raw === null ? '' : f.number(scale.raw) });
  const bandTexts = (feedback?.bandTexts ?? []).filter((text) => text.scale === entry.scale);
  const bands = product.bands.filter((band) => band.scale === entry.scale);
  if (bands.length > 0) {
    const labelOf = (label: string): string => {
      const text = bandTexts.find((candidate) => candidate.band === label);
      return text ? say(text.label) : label;
    };
    const reached = bandTexts.find((text) => text.band === scale.band?.label);
    return {
      chart: { range: scale.range, value, marker, current: scale.band && value !== null ? labelOf(scale.band.label) : null },
      bands: bands.map((band) => ({ label: labelOf(band.label), min: band.min, max: band.max, tick: `${f.number(band.min)}-${f.number(band.max)}` })),
      caption: null,
      result: reached && value !== null ? { label: say(reached.label), text: say(reached.text) } : null,
    };
  }
  const percentileTexts = [...(feedback?.percentileTexts ?? [])].filter((text) => text.scale === entry.scale).sort((a, b) => a.atLeast - b.atLeast);
  const floor = scale.derived?.bandFloor ?? null;
  if (percentileTexts.length > 0 && floor !== null) {
    const reached = percentileTextAt(percentileTexts, floor);
    // The marker sits in the middle of the percentile band reached: norms give a band, not a point.
    const middle = (floor + (scale.derived?.bandCeiling ?? 99)) / 2;
    return {
      chart: { range: [0, 99], value: value === null ? null : middle, marker, current: reached ? say(reached.label) : null },
      bands: percentileTexts.map((text, index) => ({ label: say(text.label), min: text.atLeast, max: (percentileTexts[index + 1]?.atLeast ?? 100) - 1, tick: null })),
      caption: f.t('feedback.percentileCaption'),
      result: reached && value !== null ? { label: say(reached.label), text: say(reached.text) } : null,
    };
  }
  const ends = entry.ends ? ([say(entry.ends[0]), say(entry.ends[1])] as const) : ([f.t('feedback.lower'), f.t('feedback.higher')] as const);
  return {
    chart: { range: scale.range, value, marker, current: null, ends },
    bands: [],
    caption: null,
    result:
      value === null
        ? null
        : { label: '', text: f.t('feedback.score', { reader, score: f.number(value), min: f.number(scale.range[0]), max: f.number(scale.range[1]) }) },
  };
}

/** The result in a shaded box: the band's name in bold, then what it means. */
const drawResult = (flow: Flow, heading: string, text: string): void =>
  drawResultBox(flow, { heading, text, headingStyle: FEEDBACK_STYLES.bodyBold, textStyle: FEEDBACK_STYLES.body, spaceAfter: 10 });

/**
 * Draws the block of every scale the feedback definition lists, in its order.
 * @param reader `examinee` or `parent`, for the wording of "your result".
 */
export function drawFeedbackScales(flow: Flow, product: ProductDefinition, scales: readonly ScaleScore[], reader: string, f: ReportFormatter): void {
  const { doc } = flow;
  for (const entry of product.feedbackReport?.scales ?? []) {
    const scale = scales.find((candidate) => candidate.scaleId === entry.scale);
    if (!scale) continue;
    const view = scaleView(product, entry, scale, reader, f);
    const name = textIn(entry.name, f.locale);
    const nameHeight = textHeight(doc, name, flow.width, FEEDBACK_STYLES.scaleName);
    // Keep the name with the start of its description.
    ensureSpace(flow, nameHeight + 3 * lineHeight(FEEDBACK_STYLES.body));
    flow.y += drawText(doc, name, flow.left, flow.y, flow.width, FEEDBACK_STYLES.scaleName) + 2;
    paragraph(flow, textIn(entry.about, f.locale), FEEDBACK_STYLES.body);
    flow.y += 6;
    const captionHeight = view.caption ? textHeight(doc, view.caption, flow.width, FEEDBACK_STYLES.caption) + 4 : 0;
    ensureSpace(flow, captionHeight + PROFILE_CHART_HEIGHT);
    if (view.caption) flow.y += drawText(doc, view.caption, flow.left, flow.y, flow.width, FEEDBACK_STYLES.caption) + 4;
    // Feedback readers are not clinicians: no traffic-light colours, the words say what a band means.
    drawProfileChart(doc, flow.left, flow.y, flow.width, { ...view.chart, palette: NEUTRAL }, view.bands);
    flow.y += PROFILE_CHART_HEIGHT + 8;
    if (view.result) {
      const heading = view.result.label === '' ? '' : f.t('feedback.result', { reader, label: view.result.label });
      drawResult(flow, heading, view.result.text);
    } else {
      drawResult(flow, '', f.t('feedback.notScorable'));
    }
    flow.y += 6;
  }
}
