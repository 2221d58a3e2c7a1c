/**
 * The shaded box with an accent stripe in which reports print what a result means (the score
 * report's band interpretations, the feedback report's results in words).
 */
import { artifact } from './reportTags';
import { ensureSpace, pageCapacity, paragraph, type Flow } from './reportFlow';
import { drawText, textHeight } from './reportText';
import { COLORS, type TextStyle } from './reportTheme';

const BOX_PAD = 8;

/** What {@link drawResultBox} prints, and in which styles. */
export interface ResultBox {
  /** Set in bold above the text; '' for none. */
  heading: string;
  text: string;
  headingStyle: TextStyle;
  textStyle: TextStyle;
  /** Space left under the box (or the paragraphs). */
  spaceAfter: number;
}

/** Draws the box; as plain paragraphs when it would not fit on one page (a box cannot break across pages). */
export function drawResultBox(flow: Flow, { heading, text, headingStyle, textStyle, spaceAfter }: ResultBox): void {
  const { doc } = flow;
  const inner = flow.width - 2 * BOX_PAD - 3;
  const headingHeight = heading === '' ? 0 : textHeight(doc, heading, inner, headingStyle) + 2;
  const height = 2 * BOX_PAD + headingHeight + textHeight(doc, text, inner, textStyle);
  if (height > pageCapacity(flow)) {
    if (heading !== '') paragraph(flow, heading, headingStyle);
    paragraph(flow, text, textStyle);
    flow.y += spaceAfter;
    return;
  }
  ensureSpace(flow, height);
  artifact(doc, () => {
    doc.save().rect(flow.left, flow.y, flow.width, height).fill(COLORS.emphasisFill).restore();
    doc.save().rect(flow.left, flow.y, 3, height).fill(COLORS.accent).restore();
  });
  let y = flow.y + BOX_PAD;
  const x = flow.left + 3 + BOX_PAD;
  if (heading !== '') y += drawText(doc, heading, x, y, inner, headingStyle) + 2;
  drawText(doc, text, x, y, inner, textStyle);
  flow.y += height + spaceAfter;
}
