/**
 * The PDF document every report is drawn on: the paper of the report's locale, no pdfkit margins,
 * buffered pages (footers are drawn once every page exists), the embedded report typeface and the
 * information dictionary.
 */
import PDFDocument from 'pdfkit';
import { bcp47, type Locale } from '../../domain/locale';
import { registerReportFonts } from './reportFonts';
import { finishTags, startTags } from './reportTags';
import type { Doc } from './reportText';
import { pageGeometry, type PageGeometry } from './reportTheme';

/** The information dictionary of a report. */
export interface ReportInfo {
  title: string;
  author: string;
  subject: string;
  /** ISO time of generation; an invalid one leaves the dates out. */
  generatedAt: string;
}

/** An open report document and the promise of its bytes, settled when `doc.end()` has been called. */
export interface ReportDocument {
  doc: Doc;
  page: PageGeometry;
  output: Promise<Buffer>;
}

/** Collects a pdfkit document's output; call before writing to it. */
function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** pdfkit's PDF/UA subset: pdfkit takes it (PDFKit's SubsetMixin), but @types/pdfkit lists only the PDF/A subsets. */
const PDF_UA = 'PDF/UA' as unknown as PDFKit.Mixins.PDFSubsets;

/**
 * Opens a report document in the paper of `locale` (US Letter for en_us and fr_ca, A4 otherwise),
 * with the report typeface's faces registered under the theme's font names.
 */
export function openReportDocument(locale: Locale, info: ReportInfo): ReportDocument {
  const page = pageGeometry(locale);
  const generatedAt = new Date(info.generatedAt);
  const doc = new PDFDocument({
    size: page.size,
    margin: 0,
    // No default font: pdfkit would parse the standard font Helvetica's metrics for every document,
    // and a report draws in its own faces only (registerReportFonts, before any text).
    font: '',
    bufferPages: true,
    // Compressed streams: pdf-parse and pdftotext read them; reports are stored, so size matters.
    compress: true,
    lang: bcp47(locale),
    displayTitle: true,
    // Tagged (PDF/UA-1's structure tree): reportTags.ts keeps the elements in reading order.
    tagged: true,
    // Declares PDF/UA-1 in the XMP metadata (ISO 14289-1, 5): tagged, with its language, title shown and every font embedded.
    subset: PDF_UA,
    pdfVersion: '1.7',
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.subject,
      Creator: 'qglobal-platform',
      ...(Number.isNaN(generatedAt.getTime()) ? {} : { CreationDate: generatedAt, ModDate: generatedAt }),
    },
  });
  const output = collect(doc);
  registerReportFonts(doc);
  startTags(doc);
  return { doc, page, output };
}

/** Ends a report: closes its structure tree and the document (the output promise then settles). */
export function endReportDocument(doc: Doc): void {
  finishTags(doc);
  doc.end();
}
