/**
 * The report typeface and the one place that names its font files: Source Sans 3 (Adobe, SIL Open
 * Font License 1.1), from the npm package `source-sans`. Every report document registers its four
 * faces under the theme's abstract names ({@link FontName}) and pdfkit embeds a subset of each face
 * it draws with (TrueType outlines in a FontFile2 stream, and a ToUnicode map so that its text can
 * be copied and read aloud). PDF/UA-1 (ISO 14289-1, 7.21.4.1) requires every font to be embedded:
 * no report uses pdfkit's default, the standard font Helvetica, which is never embedded.
 *
 * The files are found with Node's module resolution, not a path under node_modules, so this works
 * wherever the package is installed and in any thread (the renderer pool's workers load this module
 * themselves). Each thread reads and parses each file once and hands the parsed face to every
 * document: parsing a face for each report made rendering about three times slower.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { create, type Font } from 'fontkit';
import type { Doc } from './reportText';
import { fastSubsets } from './fontSubsets';
import { withSharedLayouts } from './sharedFontLayouts';
import type { FontName } from './reportTheme';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- @types/pdfkit declares its mixins in this namespace; only it can be augmented
  namespace PDFKit.Mixins {
    interface PDFFont {
      /** pdfkit also takes a face fontkit has parsed already (its `PDFFontFactory.open` accepts any object with `layout`). */
      registerFont(name: string, src: Font): this;
    }
  }
}

/** The npm package that ships the typeface. */
const FONT_PACKAGE = 'source-sans';

/** The TrueType file of each face, in the package's folder. */
const FONT_FILES: Readonly<Record<FontName, string>> = {
  regular: 'TTF/SourceSans3-Regular.ttf',
  bold: 'TTF/SourceSans3-Bold.ttf',
  italic: 'TTF/SourceSans3-It.ttf',
  boldItalic: 'TTF/SourceSans3-BoldIt.ttf',
};

/** Every face of the report typeface. */
const FONT_NAMES = Object.keys(FONT_FILES) as readonly FontName[];

let packageFolder: string | undefined;

/**
 * The absolute path of a face's font file: the folder of the package's package.json, as Node's
 * module resolution finds it. Not the font file's own resolved path: in the render worker, which
 * loads the reports through tsx's scoped import, resolved paths end in a `?namespace=` query.
 * @throws Error when the font package is not installed.
 */
export function fontFile(name: FontName): string {
  packageFolder ??= path.dirname(require.resolve(`${FONT_PACKAGE}/package.json`));
  return path.join(packageFolder, FONT_FILES[name]);
}

const parsed = new Map<FontName, Font>();

/**
 * A face, parsed once per thread, as fontkit parses it (no shared shaping).
 * @throws Error when the file is not a single font (a collection holds several).
 */
export function reportFace(name: FontName): Font {
  let font = parsed.get(name);
  if (font === undefined) {
    const opened = create(readFileSync(fontFile(name)));
    if (!('layout' in opened)) throw new Error(`${fontFile(name)} is a font collection, not one face`);
    font = opened;
    parsed.set(name, font);
  }
  return font;
}

const shaped = new Map<FontName, Font>();

/**
 * A face whose shaped words (sharedFontLayouts.ts) and subset parts (fontSubsets.ts) serve every
 * document of this thread.
 */
function face(name: FontName): Font {
  let font = shaped.get(name);
  if (font === undefined) {
    const parsedFace = reportFace(name);
    font = withSharedLayouts(parsedFace, { createSubset: fastSubsets(parsedFace) });
    shaped.set(name, font);
  }
  return font;
}

/**
 * Registers every face on `doc` under its theme name (`doc.font('bold')`) and makes the regular
 * face current. pdfkit opens every document with the standard font Helvetica current; a font that
 * draws nothing is never written to the file, so once this has run before any text, a report
 * holds embedded fonts only.
 */
export function registerReportFonts(doc: Doc): void {
  for (const name of FONT_NAMES) doc.registerFont(name, face(name));
  doc.font('regular');
}
