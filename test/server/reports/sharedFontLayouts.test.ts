/**
 * The caches that every report of a thread shares (shaped words, widths, wrapped lines, bounded
 * memos) change no byte of a report: documents drawn with a face whose shaped words are shared are
 * the documents pdfkit makes with the plain face, however often the same words come back.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { create, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { boundedMemo } from '../../../src/server/reports/boundedMemo';
import { reportFace } from '../../../src/server/reports/reportFonts';
import { withSharedLayouts } from '../../../src/server/reports/sharedFontLayouts';

/** Text with kerning pairs, ligature candidates (fi, ff), accents, a long word and a no-break space. */
const TEXT = 'AVATAR Wave fi ff office Tøyen, Åsa Sørensen — “quoted” 10\u00a0%; Wisniewski-Brzeczyszczykiewicz. ';

/**
 * A face of 2,048 units per em (Liberation Sans, shipped with pdf-parse's pdf.js): pdfkit scales
 * the positions of a shaped word to 1,000 units in place, which the report typeface (1,000 units)
 * would not show if a shaped word were handed out twice.
 */
function liberationSans(): Font {
  const pdfjs = path.dirname(require.resolve('pdfjs-dist/package.json', { paths: [path.dirname(require.resolve('pdf-parse'))] }));
  const font = create(readFileSync(path.join(pdfjs, 'standard_fonts/LiberationSans-Regular.ttf')));
  if (!('layout' in font)) throw new Error('Liberation Sans is a collection');
  return font;
}

/** A small document drawn in `faces` (the same text several times, in two faces and sizes), as bytes. */
function draw(faces: Readonly<Record<string, Font>>): Promise<Buffer> {
  const doc = new PDFDocument({ margin: 0, compress: false, info: { CreationDate: new Date(0), ModDate: new Date(0) } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
  });
  for (const [name, face] of Object.entries(faces)) doc.registerFont(name, face);
  for (let round = 0; round < 3; round += 1) {
    doc.font('regular').fontSize(9).text(TEXT, 40, 40 + round * 60, { width: 300 });
    doc.font('bold').fontSize(11).text(`${TEXT}${round}`, 40, 80 + round * 60, { lineBreak: false });
    doc.text(String(doc.widthOfString(TEXT)), 400, 40 + round * 60);
  }
  doc.end();
  return done;
}

describe('shared shaping', () => {
  it.each([
    ['the report typeface', (): Record<string, Font> => ({ regular: reportFace('regular'), bold: reportFace('bold') })],
    ['a face of 2,048 units per em', (): Record<string, Font> => ({ regular: liberationSans(), bold: reportFace('bold') })],
  ])('draws documents in %s byte for byte as the plain faces do, the first time and again', async (_name, faces) => {
    const plain = faces();
    const shared = Object.fromEntries(Object.entries(plain).map(([name, face]) => [name, withSharedLayouts(face)]));
    const expected = await draw(plain);
    // Three documents: the first shapes the words, the others reuse them (pdfkit scales each document's copy in place).
    for (let run = 0; run < 3; run += 1) expect((await draw(shared)).equals(expected)).toBe(true);
  });

  it('passes shaping with features of their own to the face', () => {
    const face = reportFace('regular');
    const shared = withSharedLayouts(face);
    expect(shared.layout('office', ['liga']).glyphs.map((glyph) => glyph.id)).toEqual(face.layout('office', ['liga']).glyphs.map((glyph) => glyph.id));
    expect(shared.layout('office').advanceWidth).toBe(face.layout('office').advanceWidth);
    expect(shared.unitsPerEm).toBe(face.unitsPerEm);
  });
});

describe('boundedMemo', () => {
  it('computes a key once while held, and holds no more than its bound', () => {
    const memo = boundedMemo<number>(2);
    const calls: string[] = [];
    const length = (key: string): number => {
      calls.push(key);
      return key.length;
    };
    expect(memo.get('a', length)).toBe(1);
    expect(memo.get('a', length)).toBe(1);
    expect(memo.get('bb', length)).toBe(2);
    expect(calls).toEqual(['a', 'bb']);
    // A third key starts the memo again: 'a' is computed anew.
    expect(memo.get('ccc', length)).toBe(3);
    expect(memo.get('a', length)).toBe(1);
    expect(calls).toEqual(['a', 'bb', 'ccc', 'a']);
  });
});
