/**
 * The bench's bare-pdfkit references: the score report's text drawn with plain pdfkit calls in the
 * report typeface, one document per report, with none of the report renderer's layout (tables,
 * tags, chart) and none of its caches across documents (shaped words, widths, wrapped lines, font
 * subset parts). They tell what our layout and our caches cost or save over the library itself.
 *
 * pdfkit keeps a document's fonts for that document only: a font registered by path or buffer is
 * read and parsed by fontkit again in every document, and its glyphs, shaping tables and shaped
 * words start cold each time (about three quarters of such a document's time). Two references:
 * - `parsedOnce` (the goal's reference): each font file parsed once per process by fontkit, into
 *   faces of the reference's own (not the renderer's), and the same faces registered on every
 *   document, so that fontkit's per-face state (glyph objects, shaping tables) is warm after the
 *   first documents, as the renderer's is. What is left is pdfkit's per-document work: shaping
 *   every word (its layout cache lives per document), line wrapping, encoding the font subsets.
 * - `byPath`: the faces registered by file path, as pdfkit's guide shows: a plain pdfkit user's
 *   cost per report, each document parsing its fonts.
 */
import { readFileSync } from 'node:fs';
import { create, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { fontFile } from '../../src/server/reports/reportFonts';
import type { FontName } from '../../src/server/reports/reportTheme';
import type { ScoreReportData } from '../../src/server/reports/scoreReport';

/** How a reference document gets the report's faces: see the module comment. */
export type BareFonts = 'parsedOnce' | 'byPath';

/** The faces of the report typeface each reference registers. */
const FACES: readonly FontName[] = ['regular', 'bold', 'italic', 'boldItalic'];

const parsed = new Map<FontName, Font>();

/** The reference's own parse of a face, made on first use. */
function parsedFace(name: FontName): Font {
  let face = parsed.get(name);
  if (face === undefined) {
    const opened = create(readFileSync(fontFile(name)));
    if (!('layout' in opened)) throw new Error(`${fontFile(name)} is a font collection, not one face`);
    face = opened;
    parsed.set(name, face);
  }
  return face;
}

function registerFaces(doc: PDFKit.PDFDocument, fonts: BareFonts): void {
  for (const face of FACES) {
    if (fonts === 'parsedOnce') doc.registerFont(face, parsedFace(face));
    else doc.registerFont(face, fontFile(face));
  }
  doc.font('regular');
}

/**
 * The report's text (title, examinee, scales, flags, items with their answers, attribution) drawn
 * with pdfkit's `text` in the report's regular face, on US Letter pages, compressed as pdfkit does
 * by default.
 * @param fonts how the document gets its faces (see {@link BareFonts}).
 * @returns the PDF file's bytes.
 */
export function barePdf(data: ScoreReportData, fonts: BareFonts): Promise<Buffer> {
  // `parsedOnce` opens without pdfkit's default font, Helvetica, as our renderer does: its metrics
  // would be parsed in every document though no text is drawn in it. `byPath` keeps pdfkit's defaults.
  const doc = new PDFDocument({ size: 'LETTER', margin: 54, ...(fonts === 'parsedOnce' ? { font: '' } : {}) });
  registerFaces(doc, fonts);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(18).text(`${data.product.code} Score Report`);
  doc.fontSize(10).text(`${data.examinee.lastName}, ${data.examinee.firstName} · ${data.examinee.examineeId}`);
  for (const scale of data.assessment.score?.scales ?? []) doc.text(`${scale.name}: ${scale.raw ?? '—'} ${scale.band?.label ?? ''}`);
  for (const flag of data.assessment.score?.flags ?? []) doc.text(`${flag.label}: ${flag.action}`);
  for (const item of data.product.items) doc.text(`${item.number}. ${item.text.en_us}: ${data.assessment.responses[item.id] ?? '—'}`);
  doc.text(data.product.attribution);
  doc.end();
  return done;
}
