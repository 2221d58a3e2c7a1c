/**
 * The top of a score report: title block, the running header of later pages, and the examinee
 * and administration details.
 */
import { ageOn } from '../../domain/dates';
import { examineeDisplayName } from '../../domain/examinee';
import { ensureSpace, sectionHeading, type Flow, type RunningHeader } from './reportFlow';
import { MISSING, type ReportFormatter } from './reportFormat';
import { drawLines, drawText, lineHeight, textHeight } from './reportText';
import { STYLES } from './reportTheme';
import { textRunningHeader, type HeaderFacts } from './reportTitleBlock';
import type { ScoreReportData } from './scoreReport';

/** The report's title: `<product code> Score Report` in the report's language. */
export const reportTitle = (data: ScoreReportData, f: ReportFormatter): string => f.t('score.title', { code: data.product.code });

/** The facts of the score report's title block. */
export const scoreHeaderFacts = (data: ScoreReportData, f: ReportFormatter): HeaderFacts => ({
  title: reportTitle(data, f),
  subtitle: data.product.name,
  right: [f.t('header.reportVersion', { version: f.number(data.reportVersion) }), f.t('header.generated', { dateTime: f.dateTime(data.generatedAt) }), f.t('header.confidential')],
});

/** The running header of continuation pages: title and examinee, with a rule. */
export const continuationHeader = (title: string, data: ScoreReportData, f: ReportFormatter, left: number, width: number): RunningHeader =>
  textRunningHeader(f.t('header.continued', { title, name: examineeDisplayName(data.examinee) }), left, width);

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
      { label: f.t('details.birthDate'), value: examinee.birthDate === null ? MISSING : f.date(examinee.birthDate) },
      { label: f.t('details.sex'), value: f.sex(examinee.sex) },
    ],
    [
      { label: f.t('details.administrationDate'), value: f.date(assessment.administrationDate) },
      { label: f.t('details.age'), value: f.age(examinee.birthDate === null ? null : ageOn(examinee.birthDate, assessment.administrationDate)) },
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
