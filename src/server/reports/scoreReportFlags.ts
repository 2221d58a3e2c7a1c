/**
 * The flags and scorability sections of a score report: every raised flag in a highlighted box
 * (critical first), and why the score is or is not complete.
 */
import { artifact } from './reportTags';
import type { RaisedFlag, ScoreResult } from '../../domain/scoring/scoreTypes';
import { ensureSpace, pageCapacity, paragraph, sectionHeading, type Flow } from './reportFlow';
import { drawText, lineHeight, textHeight } from './reportText';
import type { ReportFormatter } from './reportFormat';
import { COLORS, STYLES } from './reportTheme';

const SEVERITY_ORDER: Readonly<Record<RaisedFlag['severity'], number>> = { critical: 0, warning: 1, info: 2 };

const SEVERITY_LOOK = {
  critical: { tag: 'flags.critical', color: COLORS.critical, fill: COLORS.criticalFill },
  warning: { tag: 'flags.warning', color: COLORS.warning, fill: COLORS.warningFill },
  info: { tag: 'flags.info', color: COLORS.info, fill: COLORS.infoFill },
} as const satisfies Record<RaisedFlag['severity'], { tag: string; color: string; fill: string }>;

/** Raised flags with critical ones first, then warnings, then information (stable within a severity). */
const flagsInOrder = (flags: readonly RaisedFlag[]): RaisedFlag[] =>
  [...flags].sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);

const PAD = 7;
const STRIPE = 4;

/** A box with a coloured stripe on its left; paragraphs inside. Falls back to plain text if taller than a page. */
function drawBox(flow: Flow, fill: string, stripe: string, parts: ReadonlyArray<{ text: string; style: typeof STYLES.body }>): void {
  const { doc } = flow;
  const inner = flow.width - STRIPE - 2 * PAD;
  const height = 2 * PAD + parts.reduce((sum, part) => sum + textHeight(doc, part.text, inner, part.style), 0);
  if (height > pageCapacity(flow)) {
    for (const part of parts) paragraph(flow, part.text, part.style, STRIPE + PAD);
    flow.y += 6;
    return;
  }
  ensureSpace(flow, height);
  artifact(doc, () => {
    doc.save().rect(flow.left, flow.y, flow.width, height).fill(fill).restore();
    doc.save().rect(flow.left, flow.y, STRIPE, height).fill(stripe).restore();
  });
  let y = flow.y + PAD;
  for (const part of parts) y += drawText(doc, part.text, flow.left + STRIPE + PAD, y, inner, part.style);
  flow.y += height + 6;
}

/** Draws every raised flag, or that none was raised. */
export function drawFlags(flow: Flow, score: ScoreResult, f: ReportFormatter): void {
  sectionHeading(flow, f.t('flags.heading'));
  const flags = flagsInOrder(score.flags);
  if (flags.length === 0) {
    drawBox(flow, COLORS.neutralFill, COLORS.rule, [{ text: f.t('flags.none'), style: STYLES.body }]);
  }
  for (const flag of flags) {
    const look = SEVERITY_LOOK[flag.severity];
    drawBox(flow, look.fill, look.color, [
      { text: f.t(look.tag), style: { ...STYLES.label, font: 'bold', color: look.color } },
      { text: flag.label, style: { ...STYLES.bodyBold, size: 9.5 } },
      { text: flag.action, style: STYLES.body },
    ]);
  }
  flow.y += 8;
}

/** Draws the scorability errors, or that the score is complete (with its items answered or skipped by rule). */
export function drawScorability(flow: Flow, score: ScoreResult, f: ReportFormatter): void {
  sectionHeading(flow, f.t('scorability.heading'), 2 * lineHeight(STYLES.body));
  if (score.scorabilityErrors.length === 0 && score.scorable) {
    // "All items answered" would claim the items a skip rule counted as answers.
    const skipped = score.scales.some((scale) => (scale.skipped ?? 0) > 0);
    paragraph(flow, f.t(skipped ? 'scorability.completeSkipped' : 'scorability.complete'), STYLES.body);
  } else {
    if (!score.scorable) paragraph(flow, f.t('scorability.provisional'), STYLES.bodyBold);
    for (const error of score.scorabilityErrors) paragraph(flow, `•  ${error.message}`, STYLES.body, 4);
  }
  flow.y += 14;
}
