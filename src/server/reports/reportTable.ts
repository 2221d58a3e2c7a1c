/**
 * Tables with wrapped cells. A row that does not fit goes to the next page, under a repeated
 * header row; only a row taller than a whole page is split between pages, line by line.
 */
import { ensureSpace, newPage, pageCapacity, type Flow } from './reportFlow';
import { artifact, tag } from './reportTags';
import { drawLines, lineHeight, wrapText, type Doc } from './reportText';
import { COLORS, STYLES, type TextStyle } from './reportTheme';

/** A column: header text, width in points (`'fill'` takes what the others leave) and alignment. */
export interface TableColumn {
  header: string;
  width: number | 'fill';
  align?: 'left' | 'right' | 'center';
}

/** One paragraph of a cell. */
export interface CellText {
  text: string;
  style: TextStyle;
}

/** A row: one list of paragraphs per column, and an optional background colour. */
export interface TableRow {
  cells: ReadonlyArray<readonly CellText[]>;
  fill?: string;
}

const PAD_X = 5;
const PAD_Y = 4;

/** One wrapped line of a cell with its style. */
interface CellLine {
  text: string;
  style: TextStyle;
}

interface LaidRow {
  cells: CellLine[][];
  fill?: string;
}

const linesHeight = (lines: readonly CellLine[]): number => lines.reduce((total, line) => total + lineHeight(line.style), 0);

const rowHeight = (row: LaidRow): number => Math.max(lineHeight(STYLES.body), ...row.cells.map(linesHeight)) + 2 * PAD_Y;

function columnWidths(columns: readonly TableColumn[], total: number): number[] {
  const fixed = columns.reduce((sum, column) => sum + (column.width === 'fill' ? 0 : column.width), 0);
  const fills = columns.filter((column) => column.width === 'fill').length;
  return columns.map((column) => (column.width === 'fill' ? Math.max(0, (total - fixed) / Math.max(1, fills)) : column.width));
}

function layRow(doc: Doc, row: TableRow, widths: readonly number[]): LaidRow {
  const cells = widths.map((width, index) =>
    (row.cells[index] ?? []).flatMap((cell) => wrapText(doc, cell.text, cell.style, width - 2 * PAD_X).map((text) => ({ text, style: cell.style }))),
  );
  return { cells, fill: row.fill };
}

/** The lines of each cell that fit in `height`, and the rest of the row. */
function splitRow(row: LaidRow, height: number): [LaidRow, LaidRow] {
  const room = height - 2 * PAD_Y;
  const head: CellLine[][] = [];
  const tail: CellLine[][] = [];
  for (const lines of row.cells) {
    let used = 0;
    let count = 0;
    while (count < lines.length && used + lineHeight(lines[count]?.style ?? STYLES.body) <= room) {
      used += lineHeight(lines[count]?.style ?? STYLES.body);
      count += 1;
    }
    head.push(lines.slice(0, count));
    tail.push(lines.slice(count));
  }
  return [
    { cells: head, fill: row.fill },
    { cells: tail, fill: row.fill },
  ];
}

/**
 * What a drawn row is in the structure tree: the header row (`TH` cells, column scope), a body row
 * (`TD` cells, the first of which heads its row), or a header row repeated on a continuation page
 * (page furniture: it was read once already).
 */
type RowRole = 'header' | 'body' | 'repeatedHeader';

function drawRow(flow: Flow, row: LaidRow, columns: readonly TableColumn[], widths: readonly number[], role: RowRole): void {
  const { doc } = flow;
  const height = rowHeight(row);
  const fill = row.fill;
  if (fill) artifact(doc, () => doc.save().rect(flow.left, flow.y, flow.width, height).fill(fill).restore());
  const drawCells = () => {
    let x = flow.left;
    row.cells.forEach((lines, index) => {
      const width = widths[index] ?? 0;
      const cellX = x;
      const drawCell = () => {
        let y = flow.y + PAD_Y;
        for (const line of lines) {
          y += drawLines(doc, [line.text], cellX + PAD_X, y, line.style, { align: columns[index]?.align ?? 'left', width: width - 2 * PAD_X });
        }
      };
      if (role === 'header') tag(doc, 'TH', drawCell, { scope: 'Column' });
      else if (role === 'body') tag(doc, index === 0 ? 'TH' : 'TD', drawCell, index === 0 ? { scope: 'Row' } : {});
      else drawCell();
      x += width;
    });
  };
  if (role === 'repeatedHeader') artifact(doc, drawCells, 'Pagination');
  else tag(doc, 'TR', drawCells);
  flow.y += height;
  artifact(doc, () => doc.save().moveTo(flow.left, flow.y).lineTo(flow.left + flow.width, flow.y).lineWidth(0.5).strokeColor(COLORS.rule).stroke().restore());
}

/** Draws a table across the width of the flow, continuing on new pages under a repeated header. */
export function drawTable(flow: Flow, columns: readonly TableColumn[], rows: readonly TableRow[]): void {
  const { doc } = flow;
  const widths = columnWidths(columns, flow.width);
  const header = layRow(doc, { cells: columns.map((column) => [{ text: column.header, style: STYLES.tableHeader }]), fill: COLORS.headerFill }, widths);
  const headerHeight = rowHeight(header);
  const pageRoom = pageCapacity(flow) - headerHeight;
  const laid = rows.map((row) => layRow(doc, row, widths));
  const first = laid[0];
  const minimumSlice = 2 * PAD_Y + 3 * lineHeight(STYLES.body);
  const firstNeeds = first ? (rowHeight(first) <= pageRoom ? rowHeight(first) : minimumSlice) : 0;
  ensureSpace(flow, headerHeight + firstNeeds);
  // One Table element across its pages; a row split over two pages is two rows of it.
  tag(doc, 'Table', () => {
    drawRow(flow, header, columns, widths, 'header');
    for (const row of laid) {
      let rest = row;
      // A row taller than a page is split between pages; a shorter one that does not fit moves whole.
      while (flow.y + rowHeight(rest) > flow.bottom) {
        if (rowHeight(rest) <= pageRoom || flow.bottom - flow.y < minimumSlice) {
          newPage(flow);
          drawRow(flow, header, columns, widths, 'repeatedHeader');
          continue;
        }
        const [head, tail] = splitRow(rest, flow.bottom - flow.y);
        drawRow(flow, head, columns, widths, 'body');
        rest = tail;
        newPage(flow);
        drawRow(flow, header, columns, widths, 'repeatedHeader');
      }
      drawRow(flow, rest, columns, widths, 'body');
    }
  });
}
