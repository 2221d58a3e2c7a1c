/**
 * The vertical flow of a report: where the next block goes, and a new page when a block does not
 * fit above the footer. Pages have no pdfkit margins, so pdfkit never adds a page by itself.
 */
import { artifact, tag } from './reportTags';
import { drawLines, lineHeight, wrapText, type Doc } from './reportText';
import { COLORS, STYLES, type PageGeometry, type TextStyle } from './reportTheme';

/** The writing position of a report and the box that content may use on every page. */
export interface Flow {
  readonly doc: Doc;
  readonly page: PageGeometry;
  readonly left: number;
  readonly width: number;
  /** The lowest y that content may reach (the footer starts below it). */
  readonly bottom: number;
  /** The running header of continuation pages. */
  readonly continuationHeader: RunningHeader;
  /** Where the next block starts. */
  y: number;
}

/** A block drawn at the top of every page after the first. */
export interface RunningHeader {
  /** The height it takes, including the space below it. */
  height: number;
  draw: (doc: Doc, y: number) => void;
}

/** Adds a page to the document in the report's paper size with no pdfkit margins. */
function addBlankPage(doc: Doc, page: PageGeometry): void {
  doc.addPage({ size: page.size, margin: 0 });
}

/** Starts a flow at the top of the current (first) page. */
export function createFlow(doc: Doc, page: PageGeometry, footerHeight: number, continuationHeader: RunningHeader): Flow {
  return {
    doc,
    page,
    left: page.marginX,
    width: page.width - 2 * page.marginX,
    bottom: page.height - page.marginBottom - footerHeight,
    continuationHeader,
    y: page.marginTop,
  };
}

/** Continues on a new page, below its running header. */
export function newPage(flow: Flow): void {
  addBlankPage(flow.doc, flow.page);
  artifact(flow.doc, () => flow.continuationHeader.draw(flow.doc, flow.page.marginTop), 'Pagination');
  flow.y = flow.page.marginTop + flow.continuationHeader.height;
}

/** The height a block may have on a page of its own. */
export function pageCapacity(flow: Flow): number {
  return flow.bottom - flow.page.marginTop - flow.continuationHeader.height;
}

/**
 * Makes room for a block of `height`: starts a new page when it does not fit below `y`.
 * @returns whether a page was added.
 */
export function ensureSpace(flow: Flow, height: number): boolean {
  if (flow.y + height <= flow.bottom) return false;
  newPage(flow);
  return true;
}

const HEADING_RULE_GAP = 3;
const HEADING_AFTER = 7;

/**
 * Draws a section heading with a rule under it, on a new page when less than `keepWithNext`
 * points would remain below it (a heading is never left alone at the foot of a page).
 */
export function sectionHeading(flow: Flow, title: string, keepWithNext = 50): void {
  const { doc } = flow;
  const height = lineHeight(STYLES.heading) + HEADING_RULE_GAP + HEADING_AFTER;
  ensureSpace(flow, height + keepWithNext);
  let used = 0;
  tag(doc, 'H2', () => {
    used = drawLines(doc, wrapText(doc, title, STYLES.heading, flow.width), flow.left, flow.y, STYLES.heading);
  });
  const ruleY = flow.y + used + HEADING_RULE_GAP - 2;
  artifact(doc, () => doc.save().moveTo(flow.left, ruleY).lineTo(flow.left + flow.width, ruleY).lineWidth(0.75).strokeColor(COLORS.rule).stroke().restore());
  flow.y = ruleY + HEADING_AFTER;
}

/**
 * Writes a paragraph that may continue on the next page: the lines that fit on this page, then
 * the rest on the next (one tagged paragraph per page, as a leaf never spans a page break).
 * @param indent left indent in points.
 */
export function paragraph(flow: Flow, text: string, style: TextStyle, indent = 0): void {
  let lines = wrapText(flow.doc, text, style, flow.width - indent);
  const step = lineHeight(style);
  while (lines.length > 0) {
    ensureSpace(flow, step);
    const fitting = Math.max(1, Math.floor((flow.bottom - flow.y) / step));
    const here = lines.slice(0, fitting);
    lines = lines.slice(fitting);
    tag(flow.doc, 'P', () => {
      flow.y += drawLines(flow.doc, here, flow.left + indent, flow.y, style);
    });
  }
}
