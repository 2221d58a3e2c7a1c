/**
 * The scale statistics of a group report: per scale, how many scorable scores, their mean and
 * sample SD, and the mean and SD of the T-scores and percentiles where the norms give them.
 */
import type { Statistics } from '../../domain/groupSummary';
import type { GroupReportContext } from './groupReportContext';
import { paragraph, sectionHeading, type Flow } from './reportFlow';
import { MISSING } from './reportFormat';
import { drawTable, type TableColumn, type TableRow } from './reportTable';
import { COLORS, STYLES } from './reportTheme';

/** Draws the table of scale statistics and the note on how they were computed. */
export function drawScaleStatistics(flow: Flow, { data, format, t }: GroupReportContext): void {
  const scales = data.summary.scales;
  sectionHeading(flow, t('group.scalesHeading'));
  const withT = scales.some((scale) => scale.tScore !== null);
  const withPercentile = scales.some((scale) => scale.percentile !== null);
  const value = (number: number | null | undefined): string => (typeof number === 'number' ? format.number(number) : MISSING);
  const meanSd = (stats: Statistics | null): string => (stats ? t('group.meanSd', { mean: value(stats.mean), sd: value(stats.sd) }) : MISSING);
  const columns: TableColumn[] = [
    { header: t('scores.scale'), width: 'fill' },
    { header: t('group.range'), width: 72, align: 'center' },
    { header: t('group.n'), width: 36, align: 'right' },
    { header: t('group.mean'), width: 52, align: 'right' },
    { header: t('group.sd'), width: 52, align: 'right' },
    ...(withT ? [{ header: t('group.tScore'), width: 90, align: 'right' } as const] : []),
    ...(withPercentile ? [{ header: t('group.percentile'), width: 90, align: 'right' } as const] : []),
  ];
  const rows: TableRow[] = scales.map((scale) => {
    const style = scale.primary ? STYLES.bodyBold : STYLES.body;
    return {
      cells: [
        [{ text: scale.name, style }],
        [{ text: `${format.number(scale.range[0])}-${format.number(scale.range[1])}`, style }],
        [{ text: format.number(scale.n), style }],
        [{ text: value(scale.raw?.mean), style }],
        [{ text: value(scale.raw?.sd), style }],
        ...(withT ? [[{ text: meanSd(scale.tScore), style }]] : []),
        ...(withPercentile ? [[{ text: meanSd(scale.percentile), style }]] : []),
      ],
      fill: scale.primary ? COLORS.emphasisFill : undefined,
    };
  });
  drawTable(flow, columns, rows);
  flow.y += 4;
  paragraph(flow, t('group.statsNote'), STYLES.smallItalic);
  flow.y += 14;
}
