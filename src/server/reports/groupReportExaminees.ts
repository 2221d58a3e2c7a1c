/**
 * The people of a group report: how often each flag was raised, the examinees with critical
 * flags (the ones to act on first), and every examinee included with the primary score and band.
 */
import { bandLabel } from './groupReportBands';
import type { GroupReportContext } from './groupReportContext';
import { paragraph, sectionHeading, type Flow } from './reportFlow';
import { MISSING } from './reportFormat';
import { drawTable, type TableRow } from './reportTable';
import { COLORS, STYLES } from './reportTheme';

const ZEBRA = '#fafbfc';

/** Draws every flag of the product with how many assessments raised it. */
export function drawFlagCounts(flow: Flow, { data, format, t }: GroupReportContext): void {
  sectionHeading(flow, t('flags.heading'));
  const counts = data.summary.flagCounts;
  if (counts.length === 0) {
    paragraph(flow, t('group.noFlagsDefined'), STYLES.body);
    flow.y += 14;
    return;
  }
  const severityColor = { critical: COLORS.critical, warning: COLORS.warning, info: COLORS.info } as const;
  const rows: TableRow[] = counts.map((flag) => ({
    cells: [
      [{ text: flag.label, style: STYLES.body }],
      [{ text: t(`group.severity.${flag.severity}`), style: { ...STYLES.small, font: 'bold', color: severityColor[flag.severity] } }],
      [{ text: format.number(flag.count), style: flag.count > 0 ? STYLES.bodyBold : STYLES.body }],
    ],
    fill: flag.severity === 'critical' && flag.count > 0 ? COLORS.criticalFill : undefined,
  }));
  drawTable(
    flow,
    [
      { header: t('group.flag'), width: 'fill' },
      { header: t('group.severity'), width: 80 },
      { header: t('group.count'), width: 70, align: 'right' },
    ],
    rows,
  );
  flow.y += 18;
}

/** Draws the assessments that raised a critical flag: name, examinee id, date and flags. */
export function drawFlaggedExaminees(flow: Flow, { data, format, t }: GroupReportContext): void {
  sectionHeading(flow, t('group.criticalHeading'), 60);
  const flagged = data.summary.flagged;
  if (flagged.length === 0) {
    paragraph(flow, t('group.noCritical'), STYLES.body);
    flow.y += 14;
    return;
  }
  const rows: TableRow[] = flagged.map((entry) => ({
    cells: [
      [{ text: entry.examineeName, style: STYLES.bodyBold }],
      [{ text: entry.examineeId, style: STYLES.body }],
      [{ text: format.date(entry.administrationDate), style: STYLES.body }],
      entry.flags.map((flag) => ({ text: flag.label, style: { ...STYLES.body, color: COLORS.critical } })),
    ],
  }));
  drawTable(
    flow,
    [
      { header: t('group.name'), width: 120 },
      { header: t('details.examineeId'), width: 80 },
      { header: t('group.date'), width: 72 },
      { header: t('group.flags'), width: 'fill' },
    ],
    rows,
  );
  flow.y += 18;
}

/** Draws every assessment of the group: examinee, date, primary score, band and flags. */
export function drawMembers(flow: Flow, { data, format, t }: GroupReportContext): void {
  sectionHeading(flow, t('group.membersHeading'), 110);
  const primary = data.summary.scales[0];
  paragraph(flow, t('group.scoreNote', { scale: primary?.name ?? MISSING }), STYLES.smallItalic);
  flow.y += 4;
  const rows: TableRow[] = data.summary.members.map((member, index) => ({
    cells: [
      [{ text: member.examineeName, style: STYLES.body }],
      [{ text: member.examineeId, style: STYLES.body }],
      [{ text: format.date(member.administrationDate), style: STYLES.body }],
      [{ text: member.primaryRaw === null ? MISSING : format.number(member.primaryRaw), style: STYLES.bodyBold }],
      [{ text: member.primaryBand === null ? MISSING : bandLabel({ label: member.primaryBand, percentiles: member.primaryBandPercentiles }, { t }), style: STYLES.body }],
      [{ text: member.flags.length === 0 ? MISSING : member.flags.join('; '), style: STYLES.small }],
    ],
    fill: index % 2 === 1 ? ZEBRA : undefined,
  }));
  drawTable(
    flow,
    [
      { header: t('group.name'), width: 88 },
      { header: t('details.examineeId'), width: 70 },
      { header: t('group.date'), width: 68 },
      { header: t('group.score'), width: 38, align: 'right' },
      { header: t('scores.band'), width: 80 },
      { header: t('group.flags'), width: 'fill' },
    ],
    rows,
  );
  flow.y += 10;
}
