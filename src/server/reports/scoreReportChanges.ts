/**
 * The change since the examinee's previous administration in a score report, under the score
 * summary: `Percentage score: Since 05/01/2026: 48 -> 60 (+12)`, and the rule's label in bold when
 * the change meets the product's threshold (WHO-5: 10 points).
 */
import { type ScoreChange, signedDifference } from '../../domain/scoreChange';
import { ensureSpace, paragraph, type Flow } from './reportFlow';
import type { ReportFormatter } from './reportFormat';
import { lineHeight } from './reportText';
import { COLORS, STYLES } from './reportTheme';

/** One change as a line of the report, in its language, numbers and dates by the user's preferences. */
export function changeLine(change: ScoreChange, f: ReportFormatter): string {
  const since = f.t('change.since', {
    date: f.date(change.previousDate),
    previous: f.number(change.previous),
    current: f.number(change.current),
    difference: signedDifference(change.difference, (value) => f.number(value)),
  });
  return `${change.scaleName}: ${since}`;
}

/** Draws the changes; nothing when there is no earlier score to compare with. */
export function drawScoreChanges(flow: Flow, changes: readonly ScoreChange[], f: ReportFormatter): void {
  if (changes.length === 0) return;
  // The title stays with the first change rather than ending a page alone.
  ensureSpace(flow, 3 * lineHeight(STYLES.body));
  paragraph(flow, f.t('change.heading'), STYLES.bodyBold);
  for (const change of changes) {
    paragraph(flow, changeLine(change, f), STYLES.body, 4);
    if (change.significant) paragraph(flow, change.label, { ...STYLES.bodyBold, color: COLORS.warning }, 4);
  }
  flow.y += 10;
}
