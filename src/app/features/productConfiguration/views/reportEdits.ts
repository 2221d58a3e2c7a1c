/**
 * The feedback report editor's changes as pure functions: an empty report, the band-text rows
 * its listed scales need, a scale's end words, and the paths the form shows. The server checks the
 * report with the whole draft (`productSchema`).
 */
import type { BandDefinition, FeedbackBandText, FeedbackReportDefinition, FeedbackScale, LocalizedText } from '../../../../domain/product/productDefinition';

/** A report just added: for the examinee, with empty texts and nothing listed yet. */
export const NEW_REPORT: FeedbackReportDefinition = {
  reader: 'examinee',
  title: { en_us: '' },
  introduction: { en_us: '' },
  scales: [],
  bandTexts: [],
  percentileTexts: [],
  closing: { en_us: '' },
};

/** A scale added to the report's list: the draft's `scale`, with empty texts. */
export const newFeedbackScale = (scale: string): FeedbackScale => ({ scale, name: { en_us: '' }, about: { en_us: '' }, ends: null });

/**
 * The report's band texts for its listed scales: the texts of listed scales kept in their order,
 * then an empty row for each band of a listed scale that has none (every such band needs a text);
 * texts of scales no longer listed are dropped.
 * @param bands the draft's interpretive bands (the scoring part's).
 */
export function withBandRows(report: FeedbackReportDefinition, bands: readonly BandDefinition[]): FeedbackReportDefinition {
  const listed = new Set(report.scales.map((scale) => scale.scale));
  const kept = report.bandTexts.filter((text) => listed.has(text.scale));
  const has = new Set(kept.map((text) => `${text.scale}\u0000${text.band}`));
  const missing: FeedbackBandText[] = report.scales.flatMap((scale) =>
    bands.filter((band) => band.scale === scale.scale && !has.has(`${band.scale}\u0000${band.label}`)).map((band) => ({ scale: band.scale, band: band.label, label: { en_us: '' }, text: { en_us: '' } })),
  );
  return { ...report, bandTexts: [...kept, ...missing] };
}

/**
 * A scale's end words with the US English of one end (0 low, 1 high) set to `text`, other locales
 * kept; `null` (the report's own "Lower"/"Higher") once both ends are empty in every locale.
 */
export function withEnd(ends: FeedbackScale['ends'], end: 0 | 1, text: string): FeedbackScale['ends'] {
  const pair: [LocalizedText, LocalizedText] = ends ? [{ ...ends[0] }, { ...ends[1] }] : [{ en_us: '' }, { en_us: '' }];
  pair[end] = { ...pair[end], en_us: text };
  const blank = pair.every((side) => Object.values(side).every((words) => !words?.trim()));
  return blank ? null : pair;
}

/** Adds to `exact` the paths of a feedback report the report editor shows at a field (other locales' texts are not shown). */
export function reportShownPaths(value: unknown, exact: Set<string>): void {
  const at = (path: string) => exact.add(`feedbackReport${path}`);
  ['', '.reader', '.scales', '.bandTexts', '.percentileTexts'].forEach(at);
  (['title', 'introduction', 'closing'] as const).forEach((field) => [``, `.en_us`].forEach((end) => at(`.${field}${end}`)));
  if (!value || typeof value !== 'object') return;
  const report = value as Partial<FeedbackReportDefinition>;
  (report.scales ?? []).forEach((_, i) =>
    ['scale', 'name', 'name.en_us', 'about', 'about.en_us', 'ends', 'ends[0]', 'ends[0].en_us', 'ends[1]', 'ends[1].en_us'].forEach((field) => at(`.scales[${i}].${field}`)),
  );
  (report.bandTexts ?? []).forEach((_, i) => ['', '.scale', '.band', '.label', '.label.en_us', '.text', '.text.en_us'].forEach((field) => at(`.bandTexts[${i}]${field}`)));
  (report.percentileTexts ?? []).forEach((_, i) =>
    ['', '.scale', '.atLeast', '.label', '.label.en_us', '.text', '.text.en_us'].forEach((field) => at(`.percentileTexts[${i}]${field}`)),
  );
}
