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
