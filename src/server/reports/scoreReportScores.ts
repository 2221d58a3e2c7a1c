/**
 * The score sections of a score report: the summary table of every scale (primary first), the
 * interpretation of the bands reached, and the profile chart of the primary scale.
 */
import type { ScaleScore, ScoreResult } from '../../domain/scoring/scoreTypes';
import { drawProfileChart, PROFILE_CHART_HEIGHT } from './profileChart';
import { ensureSpace, pageCapacity, paragraph, sectionHeading, type Flow } from './reportFlow';
import { formatScore, MISSING } from './reportFormat';
import { type CellText, drawTable, type TableColumn, type TableRow } from './reportTable';
import { drawText, lineHeight, textHeight, wrapText } from './reportText';
import { COLORS, STYLES, type TextStyle } from './reportTheme';
import type { ScoreReportData } from './scoreReport';

/** The scales of a score with the product's primary scale first, the rest in their order. */
function orderedScales(data: ScoreReportData, score: ScoreResult): ScaleScore[] {
  const primaryId = data.product.scales.find((scale) => scale.primary)?.id ?? score.scales[0]?.scaleId;
  const primary = score.scales.filter((scale) => scale.scaleId === primaryId);
  return [...primary, ...score.scales.filter((scale) => scale.scaleId !== primaryId)];
}

const listItems = (numbers: readonly number[]): string =>
  numbers.length === 1 ? `item ${numbers[0]}` : `items ${numbers.join(', ')}`;

/** What the notes column says about a scale: not scorable, or prorated. */
function scaleNote(scale: ScaleScore): string {
  if (!scale.scorable) return `Not scorable: ${listItems(scale.missingItemNumbers)} missing`;
  if (scale.prorated) return `Prorated: ${scale.answered} of ${scale.itemCount} items answered`;
  return '';
}

/**
 * The derived-score cell: the percentile band or T-score and percentile, then the comparison group
 * and norm cell used, and a warning when the cell is not verified against its source.
 */
function derivedCell(scale: ScaleScore, style: TextStyle): CellText[] {
  const derived = scale.derived;
  if (!derived) return [{ text: scale.band?.label ?? MISSING, style }];
  const value =
    derived.percentileBand !== null
      ? `Percentile band ${derived.percentileBand}`
      : `T ${derived.tScore ?? MISSING}, percentile ${derived.percentile ?? MISSING}`;
  const cells: CellText[] = [
    { text: value, style },
    { text: `${derived.comparisonGroupLabel}; ${derived.cell}`, style: STYLES.small },
  ];
  if (derived.unverified) cells.push({ text: 'Norm cell not verified against the published source', style: STYLES.smallItalic });
  return cells;
}

/** Draws the summary table and the interpretation of every band reached. */
export function drawScoreSummary(flow: Flow, data: ScoreReportData, score: ScoreResult): void {
  sectionHeading(flow, 'Score summary');
  const scales = orderedScales(data, score);
  const notes = scales.map(scaleNote);
  const withNotes = notes.some((note) => note !== '');
  const withDerived = scales.some((scale) => scale.derived);
  const columns: TableColumn[] = [
    { header: 'Scale', width: 'fill' },
    { header: 'Raw score (range)', width: 100 },
    ...(withDerived ? [{ header: 'Derived score (norms)', width: 150 } as const] : [{ header: 'Band', width: 110 } as const]),
    ...(withNotes ? [{ header: 'Notes', width: 130 } as const] : []),
  ];
  const rows: TableRow[] = scales.map((scale, index) => {
    const primary = index === 0;
    const strong = primary ? STYLES.bodyBold : STYLES.body;
    const cells = [
      [{ text: scale.name, style: strong }],
      [{ text: formatScore(scale.raw, scale.range, data.locale), style: strong }],
      withDerived ? derivedCell(scale, strong) : [{ text: scale.band?.label ?? MISSING, style: strong }],
      ...(withNotes ? [[{ text: notes[index] ?? '', style: STYLES.small }]] : []),
    ];
    return { cells, fill: primary ? COLORS.emphasisFill : undefined };
  });
  drawTable(flow, columns, rows);
  flow.y += 10;
  for (const scale of scales) if (scale.band) drawInterpretation(flow, scale);
}

const BOX_PAD = 8;

/** A shaded box with the band's name and interpretive text; plain paragraphs if it would not fit a page. */
function drawInterpretation(flow: Flow, scale: ScaleScore): void {
  if (!scale.band) return;
  const { doc } = flow;
  const title = `${scale.name}: ${scale.band.label}${scale.scorable ? '' : ' (provisional)'}`;
  const inner = flow.width - 2 * BOX_PAD - 3;
  const height = 2 * BOX_PAD + textHeight(doc, title, inner, STYLES.bodyBold) + 2 + textHeight(doc, scale.band.interpretation, inner, STYLES.body);
  if (height > pageCapacity(flow)) {
    paragraph(flow, title, STYLES.bodyBold);
    paragraph(flow, scale.band.interpretation, STYLES.body);
    flow.y += 8;
    return;
  }
  ensureSpace(flow, height);
  doc.save().rect(flow.left, flow.y, flow.width, height).fill(COLORS.emphasisFill).restore();
  doc.save().rect(flow.left, flow.y, 3, height).fill(COLORS.accent).restore();
  let y = flow.y + BOX_PAD;
  const x = flow.left + 3 + BOX_PAD;
  y += drawText(doc, title, x, y, inner, STYLES.bodyBold) + 2;
  drawText(doc, scale.band.interpretation, x, y, inner, STYLES.body);
  flow.y += height + 8;
}

/** Draws the profile chart of the primary scale against its bands. */
export function drawProfile(flow: Flow, data: ScoreReportData, score: ScoreResult): void {
  const primary = orderedScales(data, score)[0];
  if (!primary) return;
  const { doc } = flow;
  const caption = `${primary.name}: raw score against the interpretive bands`;
  const captionHeight = wrapText(doc, caption, STYLES.label, flow.width).length * lineHeight(STYLES.label);
  sectionHeading(flow, 'Profile', captionHeight + PROFILE_CHART_HEIGHT + 6);
  flow.y += drawText(doc, caption, flow.left, flow.y, flow.width, STYLES.label) + 6;
  const bands = data.product.bands.filter((band) => band.scale === primary.scaleId);
  drawProfileChart(doc, flow.left, flow.y, flow.width, primary, bands, data.locale);
  flow.y += PROFILE_CHART_HEIGHT + 14;
}
