/**
 * The end of a score report: the table of item responses and the examiner's signature line.
 */
import { artifact } from './reportTags';
import { essayResponseKey, type ItemDefinition } from '../../domain/product/productDefinition';
import { isValidResponse, itemValue } from '../../domain/scoring/itemValues';
import { withSkippedItems } from '../../domain/scoring/skipRules';
import type { Responses } from '../../domain/scoring/scoreTypes';
import type { Locale } from '../../domain/locale';
import { formTextLocale } from '../../domain/product/itemLanguages';
import { textIn } from '../../domain/product/localizedText';
import { ensureSpace, paragraph, sectionHeading, type Flow } from './reportFlow';
import { MISSING, type ReportFormatter } from './reportFormat';
import { drawTable, type CellText, type TableRow } from './reportTable';
import { drawLines, drawText, lineHeight, textWidth, wrapText } from './reportText';
import { COLORS, STYLES } from './reportTheme';
import type { ScoreReportData } from './scoreReport';

/** The locale the form's own text is printed in: the report's when the form has that published translation, else US English. */
const formLocale = (data: ScoreReportData): Locale => formTextLocale(data.product.languages, data.locale);

const ZEBRA = '#fafbfc';

/**
 * The response column: the option's label, the number typed with its unit, or each rubric level;
 * for a blank item its skip rule skipped (`skipped`), the rule and the option it counts as.
 */
function responseText(item: ItemDefinition, value: number | null | undefined, skipped: boolean, data: ScoreReportData, f: ReportFormatter): CellText {
  if (item.type === 'essay') {
    const levels = item.rubric.map((criterion) => {
      const chosen = data.assessment.responses[essayResponseKey(item.id, criterion.id)];
      const level = criterion.levels.find((candidate) => candidate.value === chosen);
      return f.t('items.criterion', { criterion: criterion.label, level: level ? level.label : f.t('items.notScored') });
    });
    return { text: levels.join('; '), style: STYLES.body };
  }
  if (typeof value !== 'number') return { text: f.t('items.omitted'), style: STYLES.bodyItalic };
  if (skipped) {
    const rule = item.type === 'choice' ? item.skippedWhen : undefined;
    const source = data.product.items.find((candidate) => candidate.id === rule?.item);
    const option = item.type === 'choice' ? item.options.find((candidate) => candidate.value === value) : undefined;
    return { text: f.t('items.skipped', { number: String(source?.number ?? ''), option: option ? textIn(option.label, formLocale(data)) : f.number(value) }), style: STYLES.bodyItalic };
  }
  if (!isValidResponse(item, value)) return { text: f.t('items.invalid', { value: f.number(value) }), style: STYLES.bodyItalic };
  if (item.type === 'numeric') return { text: `${f.number(value)} ${item.unit}`.trim(), style: STYLES.body };
  const option = item.options.find((candidate) => candidate.value === value);
  return { text: option ? textIn(option.label, formLocale(data)) : MISSING, style: STYLES.body };
}

/** One item's row; `read` is the responses as scored, with skipped items filled in. */
function itemRow(item: ItemDefinition, read: Responses, data: ScoreReportData, f: ReportFormatter): TableRow['cells'] {
  const entered = data.assessment.responses;
  const value = item.type === 'essay' ? itemValue(item, entered) : read[item.id];
  const skipped = item.type !== 'essay' && read[item.id] !== entered[item.id];
  const response = responseText(item, value, skipped, data, f);
  const valueCell: CellText[] = [{ text: typeof value === 'number' ? f.number(value) : MISSING, style: STYLES.body }];
  if (!item.scored) valueCell.push({ text: f.t('items.notScored'), style: STYLES.smallItalic });
  else if (item.reverse) valueCell.push({ text: f.t('items.reverse'), style: STYLES.smallItalic });
  return [[{ text: String(item.number), style: STYLES.body }], [{ text: textIn(item.text, formLocale(data)), style: STYLES.body }], [response], valueCell];
}

/** Draws every item of the product with the response chosen and its value. */
export function drawItemResponses(flow: Flow, data: ScoreReportData, f: ReportFormatter): void {
  sectionHeading(flow, f.t('items.heading'), 60);
  const instructions = textIn(data.product.instructions, formLocale(data));
  if (instructions.trim() !== '') {
    paragraph(flow, f.t('items.instructions', { text: instructions }), STYLES.bodyItalic);
    flow.y += 6;
  }
  const items = [...data.product.items].sort((a, b) => a.number - b.number);
  const read = withSkippedItems(data.product, data.assessment.responses);
  const rows: TableRow[] = items.map((item, index) => ({
    cells: itemRow(item, read, data, f),
    fill: index % 2 === 1 ? ZEBRA : undefined,
  }));
  drawTable(
    flow,
    [
      { header: f.t('items.number'), width: 24, align: 'right' },
      { header: f.t('items.item'), width: 'fill' },
      { header: f.t('items.response'), width: 128 },
      { header: f.t('items.value'), width: 56, align: 'center' },
    ],
    rows,
  );
  flow.y += 18;
}

const SIGNATURE_HEIGHT = 72;

/** Draws the closing note and the examiner's signature and date lines, kept together on one page. */
export function drawSignature(flow: Flow, data: ScoreReportData, f: ReportFormatter): void {
  const { doc } = flow;
  ensureSpace(flow, SIGNATURE_HEIGHT);
  flow.y += drawText(doc, f.t('signature.note'), flow.left, flow.y, flow.width, STYLES.smallItalic);
  const lineY = flow.y + 30;
  const label = f.t('signature.label');
  const dateLabel = f.t('signature.date');
  const labelY = lineY - lineHeight(STYLES.body) + 2;
  const signatureStart = flow.left + textWidth(doc, label, STYLES.body) + 8;
  const dateStart = flow.left + flow.width * 0.68;
  const dateLineStart = dateStart + textWidth(doc, dateLabel, STYLES.body) + 8;
  drawLines(doc, [label], flow.left, labelY, STYLES.body);
  drawLines(doc, [dateLabel], dateStart, labelY, STYLES.body);
  artifact(doc, () => {
    doc.save().lineWidth(0.75).strokeColor(COLORS.text);
    doc.moveTo(signatureStart, lineY).lineTo(dateStart - 24, lineY).stroke();
    doc.moveTo(dateLineStart, lineY).lineTo(flow.left + flow.width, lineY).stroke();
    doc.restore();
  });
  const nameLines = wrapText(doc, data.examinerName, STYLES.label, dateStart - 24 - signatureStart).slice(0, 2);
  flow.y = lineY + 3 + drawLines(doc, nameLines, signatureStart, lineY + 3, STYLES.label) + 6;
}
