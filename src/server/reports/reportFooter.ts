/**
 * The footer of every report page: the instrument's attribution line and citation (the license
 * asks for them wherever the items are shown), the examinee id and `Page N of M`, in the report's words.
 */
import { artifact, tag } from './reportTags';
import { drawLines, lineHeight, wrapText, type Doc } from './reportText';
import { COLORS, STYLES, type PageGeometry } from './reportTheme';

/** What the footer says. */
export interface FooterContent {
  attribution: string;
  citation: string;
  /** The bold line on the left (`Examinee ID: X-1`). */
  status: string;
  /** The page number line of page `page` (1-based) of `count`. */
  pageLabel: (page: number, count: number) => string;
}

const RULE_GAP = 6;
const STATUS_GAP = 3;

interface FooterLayout {
  lines: string[];
  height: number;
}

function layFooter(doc: Doc, page: PageGeometry, content: FooterContent): FooterLayout {
  const width = page.width - 2 * page.marginX;
  const lines = [content.attribution, content.citation]
    .filter((text) => text.trim() !== '')
    .flatMap((text) => wrapText(doc, text, STYLES.footer, width));
  const height = RULE_GAP + lines.length * lineHeight(STYLES.footer) + STATUS_GAP + lineHeight(STYLES.footerBold);
  return { lines, height };
}

/** The height of the footer, including the space above its rule. */
export function footerHeight(doc: Doc, page: PageGeometry, content: FooterContent): number {
  return layFooter(doc, page, content).height + RULE_GAP;
}

/** Draws the footer on every page of a document created with `bufferPages: true`. */
export function drawFooters(doc: Doc, page: PageGeometry, content: FooterContent): void {
  const { lines, height } = layFooter(doc, page, content);
  const width = page.width - 2 * page.marginX;
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    let y = page.height - page.marginBottom - height;
    artifact(doc, () => doc.save().moveTo(page.marginX, y).lineTo(page.marginX + width, y).lineWidth(0.5).strokeColor(COLORS.rule).stroke().restore(), 'Pagination');
    y += RULE_GAP;
    // The attribution, citation and status are read once, after the last page's content: the
    // first page's footer is tagged (it ends the reading order), every later one is page furniture.
    const first = index === range.start;
    const top = y;
    const drawFooterText = () => {
      y = top + drawLines(doc, lines, page.marginX, top, STYLES.footer) + STATUS_GAP;
      drawLines(doc, [content.status], page.marginX, y, STYLES.footerBold);
    };
    if (first) tag(doc, 'P', drawFooterText);
    else artifact(doc, drawFooterText, 'Pagination');
    artifact(doc, () => drawLines(doc, [content.pageLabel(index - range.start + 1, range.count)], page.marginX, y, STYLES.footerBold, { align: 'right', width }), 'Pagination');
  }
}
