/**
 * The top of a group report: the title block, the running header of later pages, and the group
 * (form, counts, dates, the norms it was compared with).
 */
import { artifact } from './reportTags';
import type { Season } from '../../domain/assessment';
import type { NormValueCount } from '../../domain/groupSummary';
import type { GroupReportData } from './groupReport';
import type { GroupReportContext } from './groupReportContext';
import type { Translate } from './reportMessages';
import { ensureSpace, paragraph, sectionHeading, type Flow, type RunningHeader } from './reportFlow';
import { MISSING } from './reportFormat';
import { drawLines, drawText, lineHeight, textHeight } from './reportText';
import { COLORS, STYLES } from './reportTheme';
import { drawTitleBlock, textRunningHeader } from './reportTitleBlock';

/** Draws the title block of the first page: the user's title, the form, and who made it when. */
export function drawGroupHeader(flow: Flow, { data, format, t }: GroupReportContext): void {
  drawTitleBlock(flow, data.accountName, {
    title: data.title,
    subtitle: t('group.subtitle', { code: data.product.code, product: data.product.name }),
    right: [t('header.generated', { dateTime: format.dateTime(data.generatedAt) }), t('group.generatedBy', { name: data.generatedByName || MISSING }), t('header.confidential')],
  });
}

/** The running header of continuation pages: the title and the form, with a rule. */
export const groupContinuationHeader = (data: GroupReportData, t: Translate, left: number, width: number): RunningHeader =>
  textRunningHeader(t('group.continued', { title: data.title, code: data.product.code }), left, width);

/** A labelled value of the details grid, one column wide unless `span` says more (of four). */
interface Detail {
  label: string;
  value: string;
  span?: number;
}

/** `value (count)` for each value, or the one value alone when every assessment had it. */
function counted<T>(values: readonly NormValueCount<T>[], name: (value: T) => string, t: Translate): string {
  if (values.length === 0) return MISSING;
  if (values.length === 1 && values[0]) return name(values[0].value);
  return values.map((entry) => t('group.valueCount', { value: name(entry.value), count: entry.count })).join(', ');
}

function normRow({ data, t }: GroupReportContext): Detail[] {
  const { product, summary } = data;
  const norms = summary.norms;
  if (!norms) return [{ label: t('details.comparisonGroup'), value: t('group.noNorms'), span: 2 }];
  const row: Detail[] = [{ label: t('details.comparisonGroup'), value: counted(norms.comparisonGroups, (group) => group.label, t), span: 2 }];
  const seasonName = (season: Season | null): string => (season === null ? t('group.notGiven') : t(`season.${season}`));
  if (product.administrationFields.includes('grade')) row.push({ label: t('details.grade'), value: counted(norms.grades, (grade) => (grade === null ? t('group.notGiven') : String(grade)), t) });
  if (product.administrationFields.includes('season')) row.push({ label: t('details.season'), value: counted(norms.seasons, seasonName, t) });
  return row;
}

function details(context: GroupReportContext): Detail[][] {
  const { data, format, t } = context;
  const { summary } = data;
  const dates = summary.administered
    ? summary.administered.from === summary.administered.to
      ? format.date(summary.administered.from)
      : t('group.dateRange', { from: format.date(summary.administered.from), to: format.date(summary.administered.to) })
    : MISSING;
  return [
    [
      { label: t('group.form'), value: data.product.code },
      { label: t('group.assessments'), value: format.number(summary.assessmentCount) },
      { label: t('group.examinees'), value: format.number(summary.examineeCount) },
      { label: t('group.dates'), value: dates },
    ],
    normRow(context),
  ];
}

const BOX_PAD = 7;

/** A warning in a shaded box with a coloured stripe. */
function notice(flow: Flow, text: string): void {
  const { doc } = flow;
  const inner = flow.width - 4 - 2 * BOX_PAD;
  const height = 2 * BOX_PAD + textHeight(doc, text, inner, STYLES.body);
  ensureSpace(flow, height);
  artifact(doc, () => {
    doc.save().rect(flow.left, flow.y, flow.width, height).fill(COLORS.warningFill).restore();
    doc.save().rect(flow.left, flow.y, 4, height).fill(COLORS.warning).restore();
  });
  drawText(doc, text, flow.left + 4 + BOX_PAD, flow.y + BOX_PAD, inner, STYLES.body);
  flow.y += height + 8;
}

/** Draws the group's form, counts, dates and norms, and warns when the norms differ within it. */
export function drawGroupDetails(flow: Flow, context: GroupReportContext): void {
  const { doc } = flow;
  const { data, t } = context;
  sectionHeading(flow, t('group.detailsHeading'));
  const columnGap = 12;
  const columnWidth = (flow.width - columnGap * 3) / 4;
  const widthOf = (detail: Detail): number => (detail.span ?? 1) * columnWidth + ((detail.span ?? 1) - 1) * columnGap;
  for (const row of details(context)) {
    const height = Math.max(...row.map((detail) => lineHeight(STYLES.label) + textHeight(doc, detail.value, widthOf(detail), STYLES.bodyBold)));
    ensureSpace(flow, height);
    let column = 0;
    for (const detail of row) {
      const x = flow.left + column * (columnWidth + columnGap);
      drawLines(doc, [detail.label], x, flow.y, STYLES.label);
      drawText(doc, detail.value, x, flow.y + lineHeight(STYLES.label), widthOf(detail), STYLES.bodyBold);
      column += detail.span ?? 1;
    }
    flow.y += height + 8;
  }
  if (data.summary.norms?.mixed) notice(flow, t('group.mixedNorms'));
  if (data.examineesWithoutAssessment > 0) {
    paragraph(flow, t('group.unassessed', { count: data.examineesWithoutAssessment }), STYLES.bodyItalic);
    flow.y += 4;
  }
  flow.y += 6;
}
