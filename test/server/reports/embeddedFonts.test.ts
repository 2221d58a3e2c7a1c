/**
 * Every font of every report is embedded, as PDF/UA-1 requires (ISO 14289-1, 7.21.4.1): the score,
 * feedback and group reports in each report locale use only font programs carried in the file, no
 * standard PDF font (Helvetica) left to the reader's substitute. Read with poppler's pdffonts, as
 * taggedReport.test.ts reads the structure tree with pdfinfo, and in the PDF's font dictionaries.
 * On a worker thread of the renderer pool as in this one. And the text prints and reads back:
 * Latin-1, typographic punctuation and no-break spaces.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { type GroupMember, summarizeGroup } from '../../../src/domain/groupSummary';
import { type Locale, SUPPORTED_LOCALES } from '../../../src/domain/locale';
import { scoreAssessment } from '../../../src/domain/scoring/scoreAssessment';
import { createRendererPool } from '../../../src/server/reports/rendererPool';
import { endReportDocument, openReportDocument } from '../../../src/server/reports/reportDocument';
import type { RenderJob } from '../../../src/server/reports/renderJob';
import { renderReport } from '../../../src/server/reports/renderReport';
import { drawText } from '../../../src/server/reports/reportText';
import { STYLES } from '../../../src/server/reports/reportTheme';
import { loadProduct, responsesFor } from '../../domain/productFixtures';
import { NO_CONTEXT } from '../../domain/scoringContexts';
import { extractPdf } from './pdfText';
import { answeredWith, shippedReportData } from './shippedProducts';

jest.setTimeout(120_000);

const phq9 = loadProduct('phq9');
const PHQ9_ITEMS = phq9.items.map((item) => item.id);

/** Six examinees, one in three endorsing item 9: every section of the group report has rows. */
const members: GroupMember[] = Array.from({ length: 6 }, (_, index) => ({
  assessmentId: index + 1,
  examineeRecordId: index + 1,
  examineeId: `S-${100 + index}`,
  examineeName: `Sørensen, Åsa ${index + 1}`,
  administrationDate: '2024-01-15',
  administration: {},
  score: scoreAssessment(phq9, responsesFor(PHQ9_ITEMS, PHQ9_ITEMS.map((_, item) => (item === 8 ? Number(index % 3 === 0) : index % 4))), NO_CONTEXT),
}));

/** One job of each report kind in `locale`. */
function jobs(locale: Locale): Array<{ name: string; job: RenderJob }> {
  const data = shippedReportData(phq9, answeredWith(phq9, 2), {}, locale);
  return [
    { name: `score-${locale}`, job: { kind: 'score', data } },
    { name: `feedback-${locale}`, job: { kind: 'feedback', data } },
    {
      name: `group-${locale}`,
      job: {
        kind: 'group',
        data: {
          title: 'Klasse 3B',
          product: phq9,
          summary: summarizeGroup(phq9, members),
          examineesWithoutAssessment: 0,
          comparisonGroupId: null,
          accountName: 'Demo Clinic',
          generatedAt: '2024-02-01T10:00:00.000Z',
          generatedByName: 'Dr. Emma Examiner',
          locale,
          preferences: {},
        },
      },
    },
  ];
}

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'embedded-fonts-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A row of pdffonts' table. */
interface FontRow {
  name: string;
  type: string;
  embedded: string;
}

/** pdffonts' table of the fonts a PDF's pages use, its columns cut where the rule under the header breaks. */
function pdffonts(pdf: Buffer, name: string): FontRow[] {
  const file = path.join(folder, `${name}.pdf`);
  writeFileSync(file, pdf);
  const [header = '', rule = '', ...rows] = execFileSync('pdffonts', [file]).toString('utf8').split('\n');
  const columns = [...rule.matchAll(/-+/g)].map((match) => [match.index, match.index + match[0].length] as const);
  const titles = columns.map(([start, end]) => header.slice(start, end).trim());
  return rows
    .filter((row) => row.trim() !== '')
    .map((row) => {
      const cells = Object.fromEntries(columns.map(([start, end], index) => [titles[index], row.slice(start, end).trim()]));
      return { name: cells.name ?? '', type: cells.type ?? '', embedded: cells.emb ?? '' };
    });
}

/** The dictionaries of a PDF's objects by number (objects that are streams left out). */
function objects(pdf: Buffer): Map<number, string> {
  const found = new Map<number, string>();
  for (const chunk of pdf.toString('latin1').split('endobj')) {
    const match = /(\d+) 0 obj\s*(<<[\s\S]*>>)\s*$/.exec(chunk);
    if (match && !chunk.includes('stream')) found.set(Number(match[1]), match[2] ?? '');
  }
  return found;
}

const ref = (dictionary: string, key: string): number | undefined => {
  const match = new RegExp(`/${key} \\[?(\\d+) 0 R`).exec(dictionary);
  return match ? Number(match[1]) : undefined;
};

/**
 * Every font dictionary of a PDF, with whether its glyphs come from an embedded font program: a
 * composite (Type0) font through its descendant CIDFont, any other through its font descriptor's
 * FontFile, FontFile2 or FontFile3 stream. A standard font has no descriptor at all.
 */
function fontDictionaries(pdf: Buffer): Array<{ baseFont: string; embedded: boolean }> {
  const all = objects(pdf);
  const program = (font: string): boolean => {
    const descriptor = all.get(ref(font, 'FontDescriptor') ?? -1);
    return descriptor !== undefined && /\/FontFile[23]? \d+ 0 R/.test(descriptor);
  };
  return [...all.values()]
    .filter((dictionary) => /\/Type \/Font\s/.test(dictionary) && !/\/Subtype \/CIDFontType[02]\b/.test(dictionary))
    .map((font) => {
      const descendant = /\/Subtype \/Type0\b/.test(font) ? all.get(ref(font, 'DescendantFonts') ?? -1) : font;
      return { baseFont: /\/BaseFont \/(\S+)/.exec(font)?.[1] ?? '', embedded: descendant !== undefined && program(descendant) };
    });
}

const STANDARD_FONTS = /^(Helvetica|Times|Courier|Symbol|ZapfDingbats)/;

describe.each(SUPPORTED_LOCALES)('the reports in %s', (locale) => {
  it.each(jobs(locale).map(({ name, job }) => [name, job] as const))('%s embeds every font it uses', async (name, job) => {
    const pdf = await renderReport(job);
    const listed = pdffonts(pdf, name);
    expect(listed.length).toBeGreaterThan(0);
    for (const font of listed) {
      expect(font).toMatchObject({ embedded: 'yes' });
      expect(font.name).not.toMatch(STANDARD_FONTS);
    }
    const dictionaries = fontDictionaries(pdf);
    expect(dictionaries.length).toBeGreaterThanOrEqual(listed.length);
    for (const font of dictionaries) {
      expect(font).toMatchObject({ embedded: true });
      // A subset's name is six capital letters, a plus sign and the font's own name.
      expect(font.baseFont).toMatch(/^[A-Z]{6}\+/);
      expect(font.baseFont).not.toMatch(STANDARD_FONTS);
    }
  });
});

it('embeds the fonts of a report rendered on a worker thread too (the font files found from there)', async () => {
  const pool = createRendererPool(1);
  try {
    const score = jobs('de_de')[0];
    if (!score) throw new Error('no score report job');
    const listed = pdffonts(await pool.render(score.job), `worker-${score.name}`);
    expect(listed.length).toBeGreaterThan(0);
    for (const font of listed) expect(font).toMatchObject({ embedded: 'yes' });
  } finally {
    await pool.close();
  }
});

it('prints and reads back Latin-1, typographic punctuation and no-break spaces', async () => {
  const examinerName = 'Dr. Zoë „Ærø“ O’Brien-Çelik';
  const accountName = 'Clinique « Île » – “Süd” — Ñandú…';
  const data = shippedReportData(phq9, answeredWith(phq9, 1), { examinerName, accountName: `${accountName}\u00a0½ ß` }, 'fr_fr');
  const pdf = await renderReport({ kind: 'score', data });
  const { text } = extractPdf(pdf);
  expect(text).toContain(examinerName);
  // The no-break space reads back as a space (text extraction turns it into one).
  expect(text).toContain(`${accountName} ½ ß`);
  expect(text).toContain('Sørensen, Åsa');
});

/** The inflated content of every ToUnicode map (the text each glyph of a font reads back as). */
function toUnicodeMaps(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  return [...objects(pdf).values()].flatMap((dictionary) => {
    const number = /\/Subtype \/Type0\b/.test(dictionary) ? ref(dictionary, 'ToUnicode') : undefined;
    if (number === undefined) return [];
    const start = raw.indexOf('stream\n', raw.indexOf(`\n${number} 0 obj\n`)) + 'stream\n'.length;
    return [inflateSync(pdf.subarray(start, raw.indexOf('\nendstream', start))).toString('latin1')];
  });
}

it('reads a space back as a space, after a no-break space that the typeface draws with the same glyph', async () => {
  const { doc, output } = openReportDocument('fr_fr', { title: 'Spaces', author: 'Test', subject: 'Spaces', generatedAt: '2024-04-02T10:00:00Z' });
  // The no-break space comes first: it keeps its line together, and reads back as a space too.
  drawText(doc, '26,7\u00a0%', 50, 50, 400, STYLES.body);
  drawText(doc, 'Score total', 50, 70, 400, STYLES.body);
  endReportDocument(doc);
  const pdf = await output;
  const maps = toUnicodeMaps(pdf).join('\n');
  expect(maps).toContain('<0020>');
  expect(maps).not.toContain('<00a0>');
  expect(extractPdf(pdf).text).toBe('26,7 % Score total');
});
