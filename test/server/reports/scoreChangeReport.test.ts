/**
 * The score report states the change since the examinee's previous administration (the WHO-5's
 * 10-point rule) in the report's language, with dates by the user's preferences, and keeps the
 * instrument's attribution on every page.
 */
import type { ScoreChange } from '../../../src/domain/scoreChange';
import { SIGNIFICANT_RISE } from '../../domain/scoreChangeFixtures';
import { renderScoreReport } from '../../../src/server/reports/scoreReport';
import { extractPdf, squash } from './pdfText';
import { answeredWith, SHIPPED_PRODUCTS, shippedReportData } from './shippedProducts';

const who5 = SHIPPED_PRODUCTS.find((product) => product.id === 'who5')!;
// Every item "More than half of the time" (3): raw 15, 60%.
const responses = answeredWith(who5, 2);

const RISE: ScoreChange = { ...SIGNIFICANT_RISE, previousAssessmentId: 9, previousDate: '2024-01-05' };
const dayFirst = { dateFormat: { dateFormatName: 'Day first', dateFormatCode: 'dd.MM.yyyy' } };

describe('the change since the previous administration in the score report', () => {
  it('states a significant change and flags it, keeping the attribution on every page', async () => {
    const pdf = await renderScoreReport(shippedReportData(who5, responses, { changes: [RISE], preferences: dayFirst }));
    const { text, pages } = extractPdf(pdf);
    const all = squash(text);
    expect(all).toContain('Change since the previous administration');
    expect(all).toContain('Percentage score (raw x 4): Since 05.01.2024: 48 -> 60 (+12) Significant change');
    for (const page of pages) expect(squash(page)).toContain(squash(who5.attribution).slice(0, 60));
  });

  it('states a change under the threshold in the report’s language, without the flag', async () => {
    const fall = { ...RISE, previous: 64, difference: -4, significant: false };
    const pdf = await renderScoreReport(shippedReportData(who5, responses, { changes: [fall], preferences: dayFirst }, 'de_de'));
    const all = squash(extractPdf(pdf).text);
    expect(all).toContain('Veränderung seit der vorherigen Durchführung');
    expect(all).toContain('Prozentwert (Rohwert x 4): Seit 05.01.2024: 64 -> 60 (-4)');
    expect(all).not.toContain('Significant change');
  });

  it('prints no comparison without an earlier score', async () => {
    const pdf = await renderScoreReport(shippedReportData(who5, responses, { changes: [] }));
    expect(squash(extractPdf(pdf).text)).not.toContain('Change since the previous administration');
  });
});
