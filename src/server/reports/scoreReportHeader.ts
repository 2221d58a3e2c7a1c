/**
 * The top of a score report: title block, the running header of later pages, and the examinee
 * and administration details.
 */
import { ageOn } from '../../domain/dates';
import { examineeDisplayName } from '../../domain/examinee';
import { ensureSpace, sectionHeading, type Flow, type RunningHeader } from './reportFlow';
import { MISSING, type ReportFormatter } from './reportFormat';
import { drawLines, drawText, lineHeight, textHeight, wrapText, type Doc } from './reportText';
import { COLORS, STYLES } from './reportTheme';
import type { ScoreReportData } from './scoreReport';

/** The report's title: `<product code> Score Report` in the report's language. */
export const reportTitle = (data: ScoreReportData, f: ReportFormatter): string => f.t('score.title', { code: data.product.code });

/** The lines under the account name on the right of the title block. */
export interface HeaderFacts {
  title: string;
  subtitle: string;
  /** Smaller lines on the right, under the account name; the last is set in italics. */
  right: string[];
}

/** The facts of the score report's title block. */
export const scoreHeaderFacts = (data: ScoreReportData, f: ReportFormatter): HeaderFacts => ({
  title: reportTitle(data, f),
  subtitle: data.product.name,
  right: [f.t('header.reportVersion', { version: f.number(data.reportVersion) }), f.t('header.generated', { dateTime: f.dateTime(data.generatedAt) }), f.t('header.confidential')],
});

/** Draws the title block of the first page. */
export function drawReportHeader(flow: Flow, data: ScoreReportData, facts: HeaderFacts): void {
  const { doc } = flow;
  const rightWidth = flow.width * 0.36;
  const leftWidth = flow.width - rightWidth - 16;
  const top = flow.y;
  let left = top;
  left += drawText(doc, facts.title, flow.left, left, leftWidth, STYLES.title);
  left += 2;
  left += drawText(doc, facts.subtitle, flow.left, left, leftWidth, STYLES.subtitle);

  const rightX = flow.left + flow.width - rightWidth;
  let right = top + 2;
  right += drawText(doc, data.accountName, rightX, right, rightWidth, STYLES.bodyBold, 'right');
  facts.right.forEach((line, index) => {
    const style = index === facts.right.length - 1 ? STYLES.smallItalic : STYLES.small;
    right += drawText(doc, line, rightX, right, rightWidth, style, 'right');
  });

  flow.y = Math.max(left, right) + 8;
  doc.save().moveTo(flow.left, flow.y).lineTo(flow.left + flow.width, flow.y).lineWidth(1.5).strokeColor(COLORS.accent).stroke().restore();
  flow.y += 14;
}

/** The running header of continuation pages: title and examinee, with a rule. */
export function continuationHeader(title: string, data: ScoreReportData, f: ReportFormatter, left: number, width: number): RunningHeader {
  const text = f.t('header.continued', { title, name: examineeDisplayName(data.examinee) });
  const style = STYLES.footerBold;
  return {
    height: lineHeight(style) + 14,
    draw: (doc: Doc, y: number) => {
      drawLines(doc, wrapText(doc, text, style, width).slice(0, 1), left, y, style);
      const ruleY = y + lineHeight(style) + 3;
      doc.save().moveTo(left, ruleY).lineTo(left + width, ruleY).lineWidth(0.75).strokeColor(COLORS.accent).stroke().restore();
    },
  };
}

/** A labelled value of the details grid. */
interface Detail {
  label: string;
  value: string;
}

function details(data: ScoreReportData, f: ReportFormatter): Detail[][] {
  const { examinee, assessment } = data;
  return [
    [
      { label: f.t('details.examinee'), value: examineeDisplayName(examinee) },
      { label: f.t('details.examineeId'), value: examinee.examineeId },
      { label: f.t('details.birthDate'), value: f.date(examinee.birthDate) },
      { label: f.t('details.sex'), value: f.sex(examinee.sex) },
    ],
    [
      { label: f.t('details.administrationDate'), value: f.date(assessment.administrationDate) },
      { label: f.t('details.age'), value: f.age(ageOn(examinee.birthDate, assessment.administrationDate)) },
      { label: f.t('details.examiner'), value: data.examinerName || MISSING },
      { label: f.t('details.generatedBy'), value: data.generatedByName || MISSING },
    ],
    ...normRow(data, f),
  ];
}

const SEASON_MESSAGES = { fall: 'season.fall', winter: 'season.winter', spring: 'season.spring' } as const;

/** A season of the school year in the report's language, or {@link MISSING}. */
export const seasonName = (season: 'fall' | 'winter' | 'spring' | undefined, f: ReportFormatter): string =>
  season && SEASON_MESSAGES[season] ? f.t(SEASON_MESSAGES[season]) : MISSING;

/** Grade, season and comparison group, for products whose norms need them. */
function normRow(data: ScoreReportData, f: ReportFormatter): Detail[][] {
  const { product, assessment } = data;
  if (product.comparisonGroups.length === 0) return [];
  const administration = assessment.administration ?? {};
  const group =
    product.comparisonGroups.find((candidate) => candidate.id === administration.comparisonGroupId) ??
    product.comparisonGroups.find((candidate) => candidate.default);
  const row: Detail[] = [];
  if (product.administrationFields.includes('grade')) row.push({ label: f.t('details.grade'), value: administration.grade === undefined ? MISSING : f.number(administration.grade) });
  if (product.administrationFields.includes('season')) row.push({ label: f.t('details.season'), value: seasonName(administration.season, f) });
  row.push({ label: f.t('details.comparisonGroup'), value: group?.label ?? MISSING });
  return [row];
}

/** Draws the examinee and administration details as a grid of labelled values. */
export function drawDetails(flow: Flow, data: ScoreReportData, f: ReportFormatter): void {
  const { doc } = flow;
  sectionHeading(flow, f.t('details.heading'));
  const columnGap = 12;
  for (const row of details(data, f)) {
    const columnWidth = (flow.width - columnGap * (row.length - 1)) / row.length;
    const height = Math.max(...row.map((detail) => lineHeight(STYLES.label) + textHeight(doc, detail.value, columnWidth, STYLES.bodyBold)));
    ensureSpace(flow, height);
    row.forEach((detail, index) => {
      const x = flow.left + index * (columnWidth + columnGap);
      drawLines(doc, [detail.label], x, flow.y, STYLES.label);
      drawText(doc, detail.value, x, flow.y + lineHeight(STYLES.label), columnWidth, STYLES.bodyBold);
    });
    flow.y += height + 8;
  }
  flow.y += 6;
}
