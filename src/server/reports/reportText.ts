/// <reference types="pdfkit" />
/**
 * Text on a PDF page: our own line wrapping (so that every line's position is known and pdfkit
 * never paginates by itself), and the mapping of text to the character set reports print:
 * WinAnsi (Latin-1 and typographic punctuation), all of which the embedded report typeface
 * (reportFonts.ts) has glyphs for.
 */
import { boundedMemo } from './boundedMemo';
import { text } from './reportTags';
import type { TextStyle } from './reportTheme';

/** A pdfkit document. */
export type Doc = PDFKit.PDFDocument;

/** Characters of WinAnsiEncoding outside Latin-1: what the standard fonts print besides U+0020-U+00FF. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const REPLACEMENTS: Readonly<Record<string, string>> = {
  '≥': '>=',
  '≤': '<=',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '′': "'",
  '″': '"',
  '→': '->',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
};

const isPrintable = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
};

/**
 * Maps text to the WinAnsi character set (Latin-1 and typographic punctuation such as „ “ ” ’ « »
 * – — …): accents that the set lacks are dropped (`ő` becomes `o`, `ł` becomes `l`), other spaces
 * become a space, anything else `?` (Greek, Cyrillic, CJK). Line feeds are kept. The no-break
 * space stays, so that {@link wrapText} never breaks a line there.
 */
export function toPrintable(text: string): string {
  let out = '';
  for (const char of text) {
    if (char === '\n' || isPrintable(char)) out += char;
    else if (/\s/u.test(char)) out += ' ';
    else if (REPLACEMENTS[char] !== undefined) out += REPLACEMENTS[char];
    else {
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += base !== '' && [...base].every(isPrintable) ? base : '?';
    }
  }
  return out;
}

/**
 * Text as pdfkit gets it, to measure or draw: the no-break space and the soft hyphen become the
 * space and hyphen they look like. The report typeface draws each pair with one glyph, and a PDF
 * maps a glyph back to one text (pdfkit takes whichever character it met first), so a single
 * no-break space could otherwise make every space of a face read as a no-break space. Line
 * breaking is done by then.
 */
const glyphText = (text: string): string => text.replace(/\u00a0/g, ' ').replace(/\u00ad/g, '-');

/**
 * Widths and wrapped lines, shared by every report of the thread: a width depends on the face,
 * the size and the text alone, and wrapping on those and the box's width. Wrapping measured each
 * growing line again for every word, and every report measured and wrapped the same product
 * texts again.
 */
const widths = boundedMemo<number>(50_000);
const wrapped = boundedMemo<readonly string[]>(10_000);

/** The memo key of text in a style's face and size (the colour and leading do not change a width). */
const faceKey = (style: TextStyle, text: string): string => `${style.font}\u0000${style.size}\u0000${text}`;

/** The width of `text` in `style`, which must be the document's current font and size. */
const widthOf = (doc: Doc, text: string, style: TextStyle): number => widths.get(faceKey(style, text), () => doc.widthOfString(glyphText(text)));

/** Sets font, size and fill colour of `style` on the document. */
export function applyStyle(doc: Doc, style: TextStyle): void {
  doc.font(style.font).fontSize(style.size).fillColor(style.color);
}

/** The distance between two baselines of `style`. */
export const lineHeight = (style: TextStyle): number => style.size * style.leading;

/** The width of one line of text in `style`. */
export function textWidth(doc: Doc, text: string, style: TextStyle): number {
  applyStyle(doc, style);
  return widthOf(doc, toPrintable(text), style);
}

function breakLongWord(doc: Doc, word: string, width: number, style: TextStyle): string[] {
  const parts: string[] = [];
  let rest = word;
  while (rest.length > 0 && widthOf(doc, rest, style) > width) {
    let cut = 1;
    while (cut < rest.length && widthOf(doc, rest.slice(0, cut + 1), style) <= width) cut += 1;
    // Prefer to break after a hyphen or slash inside the part that fits.
    const soft = Math.max(rest.lastIndexOf('-', cut - 1), rest.lastIndexOf('/', cut - 1));
    if (soft > 0 && soft + 1 < cut) cut = soft + 1;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  if (rest.length > 0) parts.push(rest);
  return parts;
}

/**
 * Wraps text into lines no wider than `width` in `style`, breaking at spaces and, for a word
 * longer than a line, inside the word (after a hyphen or slash where there is one). Line feeds
 * start a new line.
 * @returns the lines, at least one (empty text gives one empty line).
 */
export function wrapText(doc: Doc, text: string, style: TextStyle, width: number): string[] {
  // The style is set whether or not the lines are known: callers draw in it next, and the order in which a document first uses each face is part of its file.
  applyStyle(doc, style);
  return [...wrapped.get(`${width}\u0000${faceKey(style, text)}`, () => wrapLines(doc, text, style, width))];
}

/** {@link wrapText}'s lines, computed; `style` is current. */
function wrapLines(doc: Doc, text: string, style: TextStyle, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of toPrintable(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ').filter((part) => part !== '')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (widthOf(doc, candidate, style) <= width) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      const pieces = breakLongWord(doc, word, width, style);
      lines.push(...pieces.slice(0, -1));
      line = pieces[pieces.length - 1] ?? '';
    }
    lines.push(line);
  }
  return lines;
}

/** Options of {@link drawLines}. */
export interface DrawOptions {
  /** Alignment within `width` (default left). */
  align?: 'left' | 'center' | 'right';
  width?: number;
}

/**
 * Draws already wrapped lines with their top at `y`.
 * @returns the height used.
 */
export function drawLines(doc: Doc, lines: readonly string[], x: number, y: number, style: TextStyle, options: DrawOptions = {}): number {
  applyStyle(doc, style);
  const step = lineHeight(style);
  // Centre the glyphs in the line box: pdfkit places the top of the font's bounding box at y.
  const inset = (step - doc.currentLineHeight()) / 2;
  // The lines are one block of text: a paragraph, or part of the heading or cell being drawn.
  text(doc, () => {
    lines.forEach((line, index) => {
      const width = widthOf(doc, line, style);
      const room = options.width ?? width;
      const dx = options.align === 'right' ? room - width : options.align === 'center' ? (room - width) / 2 : 0;
      doc.text(glyphText(line), x + dx, y + inset + index * step, { lineBreak: false });
    });
  });
  return lines.length * step;
}

/**
 * Wraps and draws text in a box `width` wide with its top at `y`.
 * @returns the height used.
 */
export function drawText(doc: Doc, text: string, x: number, y: number, width: number, style: TextStyle, align: DrawOptions['align'] = 'left'): number {
  return drawLines(doc, wrapText(doc, text, style, width), x, y, style, { align, width });
}

/** The height that {@link drawText} would use. */
export function textHeight(doc: Doc, text: string, width: number, style: TextStyle): number {
  return wrapText(doc, text, style, width).length * lineHeight(style);
}
