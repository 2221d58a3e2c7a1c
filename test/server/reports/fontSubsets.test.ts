/**
 * Subsets encoded from the parts a face keeps (fontSubsets.ts) are byte for byte the subsets
 * fontkit encodes for the same glyphs, in the same order: the first subset of a face and the ones
 * after it, which reuse its glyphs, with composite glyphs (accented letters) adding their parts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { create, type Font } from 'fontkit';
import { fastSubsets } from '../../../src/server/reports/fontSubsets';
import { reportFace } from '../../../src/server/reports/reportFonts';

/** Liberation Sans (shipped with pdf-parse's pdf.js): another TrueType face, of 2,048 units per em. */
function liberationSans(): Font {
  const pdfjs = path.dirname(require.resolve('pdfjs-dist/package.json', { paths: [path.dirname(require.resolve('pdf-parse'))] }));
  const font = create(readFileSync(path.join(pdfjs, 'standard_fonts/LiberationSans-Regular.ttf')));
  if (!('layout' in font)) throw new Error('Liberation Sans is a collection');
  return font;
}

/** Texts whose glyphs make the subsets: plain letters, accented ones (composites in both faces), digits, punctuation. */
const TEXTS = ['Score Report PHQ-9', 'Åsa Sørensen, Tøyen — “é à ü ñ ç” 10\u00a0%', 'Wisniewski-Brzeczyszczykiewicz 0123456789', 'x'];

/** The glyph ids of `text` in `face`, in order of first use (as pdfkit adds them to a subset). */
function glyphIds(face: Font, text: string): number[] {
  return face.layout(text).glyphs.map((glyph) => glyph.id);
}

/** The glyph ids a subset holds once encoded (fontkit's TTFSubset keeps them in `glyphs`). */
function heldGlyphs(subset: object): readonly number[] {
  return (subset as { glyphs: number[] }).glyphs;
}

describe('fast font subsets', () => {
  it.each([
    ['the report typeface, regular', (): Font => reportFace('regular')],
    ['the report typeface, bold italic', (): Font => reportFace('boldItalic')],
    ['Liberation Sans', liberationSans],
  ])('encode %s as fontkit does, subset after subset', (_name, open) => {
    const face = open();
    const subsets = fastSubsets(face);
    let composites = 0;
    for (const text of [...TEXTS, TEXTS.join(' '), TEXTS[0] ?? '']) {
      const ours = subsets();
      const theirs = face.createSubset();
      const ids = glyphIds(face, text);
      for (const id of ids) {
        ours.includeGlyph(face.getGlyph(id));
        theirs.includeGlyph(face.getGlyph(id));
      }
      const expected = theirs.encode();
      const actual = ours.encode();
      expect(Buffer.from(actual).equals(Buffer.from(expected))).toBe(true);
      expect(heldGlyphs(ours)).toEqual(heldGlyphs(theirs));
      composites += heldGlyphs(theirs).length - new Set([0, ...ids]).size;
    }
    // The texts reach composite glyphs, whose parts the subset adds while it is encoded.
    expect(composites).toBeGreaterThan(0);
  });

  it('encodes a subset of the missing glyph alone', () => {
    const face = reportFace('italic');
    expect(Buffer.from(fastSubsets(face)().encode()).equals(Buffer.from(face.createSubset().encode()))).toBe(true);
  });
});
