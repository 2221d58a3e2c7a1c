/**
 * Reports are tagged PDFs (PDF/UA-1's structure tree): a screen reader finds the title, the
 * section headings, tables with header cells, each profile chart as a figure with alternative
 * text, the attribution once, and the document's language; page furniture is left out of it.
 * Read with poppler's pdfinfo, as an assistive technology's PDF reader would read the tree.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { headlineScales } from '../../../src/domain/product/productDefinition';
import { renderReport } from '../../../src/server/reports/renderReport';
import { answeredWith, SHIPPED_PRODUCTS, shippedReportData } from './shippedProducts';
import { squash } from './pdfText';

jest.setTimeout(60_000);

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'tagged-report-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** pdfinfo's view of a PDF: its information lines and its structure tree with each element's text. */
function readTagged(pdf: Buffer, name: string): { info: string; tree: string[] } {
  const file = path.join(folder, `${name}.pdf`);
  writeFileSync(file, pdf);
  const info = execFileSync('pdfinfo', [file]).toString('utf8');
  const tree = execFileSync('pdfinfo', ['-struct-text', file]).toString('utf8').split('\n');
  return { info, tree };
}

/** The element types of the tree, in reading order (indentation dropped). */
const elementTypes = (tree: readonly string[]): string[] =>
  tree.filter((line) => /^\s*[A-Z][A-Za-z0-9]*( \(block\)|:)?$/.test(line)).map((line) => line.trim().replace(/( \(block\)|:)$/, ''));

/** The text each element of `type` holds. */
function textsOf(tree: readonly string[], type: string): string[] {
  const texts: string[] = [];
  tree.forEach((line, index) => {
    if (line.trim().replace(/( \(block\)|:)$/, '') !== type) return;
    const depth = line.search(/\S/);
    const own: string[] = [];
    for (let next = index + 1; next < tree.length; next += 1) {
      const candidate = tree[next] ?? '';
      if (candidate.trim() !== '' && candidate.search(/\S/) <= depth) break;
      const quoted = /^\s*"(.*)"$/.exec(candidate);
      if (quoted) own.push(quoted[1] ?? '');
    }
    texts.push(squash(own.join(' ')));
  });
  return texts;
}

/** The alternative text of every Figure element, decoded from the PDF's UTF-16 strings. */
function figureAlts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  return [...raw.matchAll(/\/S \/Figure\n\/Alt \((.*?)\)\n\/P /gs)].map((match) => {
    const bytes = Buffer.from((match[1] ?? '').replace(/\\(.)/g, '$1'), 'latin1');
    const text = bytes[0] === 0xfe && bytes[1] === 0xff ? Buffer.from(bytes.subarray(2)).swap16().toString('utf16le') : bytes.toString('latin1');
    return text;
  });
}

const dass = SHIPPED_PRODUCTS.find((product) => product.id === 'dass21');
if (!dass) throw new Error('DASS-21 is shipped');

describe('a tagged score report', () => {
  const data = shippedReportData(dass, answeredWith(dass, 2));
  let pdf: Buffer;
  beforeAll(async () => {
    pdf = await renderReport({ kind: 'score', data });
  });

  it('is tagged, with its language, and reads title, headings and tables in order', () => {
    const { info, tree } = readTagged(pdf, 'dass-score');
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(pdf.toString('latin1')).toContain('/Lang (en-US)');
    // It says it conforms to PDF/UA-1 where validators and readers look: its XMP metadata.
    expect(execFileSync('pdfinfo', ['-meta', path.join(folder, 'dass-score.pdf')]).toString('utf8')).toMatch(/<pdfuaid:part>1<\/pdfuaid:part>/);
    const types = elementTypes(tree);
    expect(types[0]).toBe('Document');
    expect(textsOf(tree, 'H1')).toEqual(['DASS-21 Score Report']);
    expect(textsOf(tree, 'H2')).toEqual(expect.arrayContaining(['Examinee and administration', 'Score summary', 'Profile', 'Flags', 'Item responses']));
    expect(types.indexOf('H1')).toBeLessThan(types.indexOf('H2'));
    expect(types.filter((type) => type === 'Table').length).toBeGreaterThanOrEqual(2);
    // Header cells are tagged as such, so a screen reader names the column of every value.
    expect(textsOf(tree, 'TH')).toEqual(expect.arrayContaining(['Scale', 'Raw score (range)', 'Band', 'Depression', 'Anxiety', 'Stress']));
  });

  it('has each headline scale\'s profile chart as a figure whose alternative text gives the score and the bands', () => {
    const alts = figureAlts(pdf);
    const score = data.assessment.score;
    expect(alts).toHaveLength(headlineScales(dass).length);
    headlineScales(dass).forEach((definition, index) => {
      const scale = score?.scales.find((candidate) => candidate.scaleId === definition.id);
      expect(alts[index]).toContain(`${scale?.raw} · ${scale?.band?.label}`);
      for (const band of dass.bands.filter((candidate) => candidate.scale === definition.id)) expect(alts[index]).toContain(`${band.label} ${band.min}-${band.max}`);
    });
  });

  it('reads the attribution once, at the end, and leaves running headers, page numbers and rules out', () => {
    const { tree } = readTagged(pdf, 'dass-score-furniture');
    const all = squash(tree.filter((line) => /^\s*"/.test(line)).join(' '));
    expect(all.split(squash(dass.attribution).slice(0, 40)).length - 1).toBe(1);
    expect(textsOf(tree, 'P').at(-1)).toContain(squash(dass.attribution).slice(0, 40));
    expect(all).not.toMatch(/Page \d+ of \d+/);
    expect(all).not.toContain('(continued)');
  });
});

describe('a tagged feedback report', () => {
  it('is tagged, with each scale\'s chart as a figure with alternative text', async () => {
    const data = shippedReportData(dass, answeredWith(dass, 1));
    const pdf = await renderReport({ kind: 'feedback', data });
    const { info, tree } = readTagged(pdf, 'dass-feedback');
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(elementTypes(tree)[0]).toBe('Document');
    const alts = figureAlts(pdf);
    expect(alts).toHaveLength(dass.feedbackReport?.scales.length ?? -1);
    for (const alt of alts) expect(alt.length).toBeGreaterThan(10);
  });
});
