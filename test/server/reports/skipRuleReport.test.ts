import { renderScoreReport } from '../../../src/server/reports/scoreReport';
import { extractPdf } from './pdfText';
import { answeredWith, SHIPPED_PRODUCTS, shippedReportData } from './shippedProducts';

const k10 = SHIPPED_PRODUCTS.find((product) => product.id === 'k10');
if (!k10) throw new Error('k10 is shipped');

describe('the score report of an item its skip rule skipped', () => {
  it.each([
    ['en_us', 'Skipped after item 2; counts as None of the time'],
    ['de_de', 'Übersprungen nach Item 2; zählt als'],
  ] as const)('says in %s that K10 item 3 was skipped after item 2 and counts as its first option, and scores it', async (locale, sentence) => {
    // Every item "None of the time" (1), item 3 left blank: the interview form's rule counts it as 1.
    const responses = { ...answeredWith(k10, 0), k10_3: null };
    const data = shippedReportData(k10, responses, { includeItemResponses: true }, locale);
    expect(data.assessment.score?.scorable).toBe(true);
    const text = extractPdf(await renderScoreReport(data)).text.replace(/\s+/g, ' ');
    expect(text).toContain(sentence);
    expect(text).not.toMatch(/Omitted|Ausgelassen/);
  });

  it('still says Omitted for an item its rule does not skip', async () => {
    const responses = { ...answeredWith(k10, 1), k10_3: null };
    const text = extractPdf(await renderScoreReport(shippedReportData(k10, responses, { includeItemResponses: true }))).text;
    expect(text).toContain('Omitted');
    expect(text).not.toContain('Skipped after item');
  });
});

describe('the score report of a K10 whose skip rule filled items 3 and 6', () => {
  // Every item "A little of the time" but items 2 and 5 "None of the time", items 3 and 6 left blank.
  const responses = { ...answeredWith(k10, 1), k10_2: 1, k10_5: 1, k10_3: null, k10_6: null };

  it.each([
    ['en_us', '8 of 10 items answered; 2 items skipped by the skip rule', 'All items answered or skipped by the skip rule; the score is complete.'],
    ['de_de', '8 von 10 Items beantwortet; 2 Items nach der Sprungregel übersprungen', 'Alle Items beantwortet oder nach der Sprungregel übersprungen; das Ergebnis ist vollständig.'],
  ] as const)('says in %s how many items were answered and how many the rule counted', async (locale, note, complete) => {
    const data = shippedReportData(k10, responses, { includeItemResponses: false }, locale);
    expect(data.assessment.score?.scorable).toBe(true);
    const text = extractPdf(await renderScoreReport(data)).text.replace(/\s+/g, ' ');
    expect(text).toContain(note);
    expect(text).toContain(complete);
    expect(text).not.toMatch(/10 (of|von) 10/);
  });

  it('reads a score stored before skips were counted as one with none skipped', async () => {
    const data = shippedReportData(k10, responses, { includeItemResponses: false });
    const score = data.assessment.score;
    if (!score) throw new Error('scored');
    const stored = { ...score, scales: score.scales.map(({ skipped: _skipped, ...scale }) => scale) };
    const text = extractPdf(await renderScoreReport({ ...data, assessment: { ...data.assessment, score: stored } })).text.replace(/\s+/g, ' ');
    expect(text).toContain('All items answered; the score is complete.');
    expect(text).not.toContain('skip rule');
  });
});
