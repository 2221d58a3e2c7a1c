/**
 * The title block of a report's first page and the running header of its later pages, the same
 * for every kind of report (score, feedback, group) so that they read as one family.
 */
import type { Flow, RunningHeader } from './reportFlow';
import { artifact, tag } from './reportTags';
import { drawLines, drawText, lineHeight, wrapText, type Doc } from './reportText';
import { COLORS, STYLES } from './reportTheme';

/** What the title block prints besides the account name. */
export interface HeaderFacts {
  title: string;
  subtitle: string;
  /** Smaller lines on the right, under the account name; the last is set in italics. */
  right: string[];
}

/** Draws the title block of the first page: title and subtitle on the left, the account and `facts.right` on the right, then a rule. */
export function drawTitleBlock(flow: Flow, accountName: string, facts: HeaderFacts): void {
  const { doc } = flow;
  const rightWidth = flow.width * 0.36;
  const leftWidth = flow.width - rightWidth - 16;
  const top = flow.y;
  let left = top;
  tag(doc, 'H1', () => {
    left += drawText(doc, facts.title, flow.left, left, leftWidth, STYLES.title);
  });
  left += 2;
  left += drawText(doc, facts.subtitle, flow.left, left, leftWidth, STYLES.subtitle);

  const rightX = flow.left + flow.width - rightWidth;
  let right = top + 2;
  right += drawText(doc, accountName, rightX, right, rightWidth, STYLES.bodyBold, 'right');
  facts.right.forEach((line, index) => {
    const style = index === facts.right.length - 1 ? STYLES.smallItalic : STYLES.small;
    right += drawText(doc, line, rightX, right, rightWidth, style, 'right');
  });

  flow.y = Math.max(left, right) + 8;
  artifact(doc, () => doc.save().moveTo(flow.left, flow.y).lineTo(flow.left + flow.width, flow.y).lineWidth(1.5).strokeColor(COLORS.accent).stroke().restore());
  flow.y += 14;
}

/** The running header of continuation pages: one line of `text` (cut to the width), with a rule. */
export function textRunningHeader(text: string, left: number, width: number): RunningHeader {
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
