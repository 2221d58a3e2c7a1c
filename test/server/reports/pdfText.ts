import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** What {@link extractPdf} reads from a PDF. */
export interface ExtractedPdf {
  /** The text of each page, whitespace collapsed to single spaces. */
  pages: string[];
  /** All pages' text, joined by a space. */
  text: string;
  /** Page sizes in points. */
  sizes: Array<{ width: number; height: number }>;
  /** The document information dictionary (Title, Author, Subject...). */
  info: Record<string, unknown>;
}

// pdf-parse v2 runs pdf.js, whose Node "fake worker" loads pdf.worker.mjs with a dynamic import();
// jest's VM refuses dynamic imports unless node runs with --experimental-vm-modules ("Setting up
// fake worker failed: A dynamic import callback was invoked without --experimental-vm-modules").
// So the parser runs in a plain child node process, with the PDF on stdin and JSON on stdout.
const SCRIPT = `
const { PDFParse } = require('pdf-parse');
const chunks = [];
process.stdin.on('data', (chunk) => chunks.push(chunk));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  try {
    const text = await parser.getText();
    const info = await parser.getInfo({ parsePageInfo: true });
    process.stdout.write(JSON.stringify({
      pages: text.pages.map((page) => page.text),
      sizes: info.pages.map((page) => ({ width: page.width, height: page.height })),
      info: info.info,
    }));
  } finally {
    await parser.destroy();
  }
});`;

const ROOT = path.join(__dirname, '../../..');

/** Collapses runs of whitespace (line breaks, cell tabs) to single spaces. */
export const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Extracts the text, page sizes and information dictionary of a PDF with pdf-parse v2. */
export function extractPdf(pdf: Buffer): ExtractedPdf {
  const output = execFileSync(process.execPath, ['-e', SCRIPT], { input: pdf, cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
  const parsed = JSON.parse(output.toString('utf8')) as Omit<ExtractedPdf, 'text'>;
  const pages = parsed.pages.map(squash);
  return { ...parsed, pages, text: pages.join(' ') };
}

/** How many times `needle` occurs in `haystack`. */
export const occurrences = (haystack: string, needle: string): number => haystack.split(needle).length - 1;
