/**
 * The progress report: an examinee's three PHQ-9s as a chart, a table of the administrations with
 * the change since the previous one, the reliable and clinically significant change from first to
 * last with the sources of reliability and cut-off, and the instrument's attribution, citation
 * and licence note on every page; in the report's language.
 */
import type { Locale } from '../../../src/domain/locale';
import { productProgress, type ScoredAdministration } from '../../../src/domain/progress';
import { productIn, scoreIn } from '../../../src/domain/product/productText';
import { scoreAssessment } from '../../../src/domain/scoring/scoreAssessment';
import { scoringContextFor } from '../../../src/domain/scoring/scoringContext';
import { renderProgressReport } from '../../../src/server/reports/progressReport';
import { renderReport } from '../../../src/server/reports/renderReport';
import { extractPdf, squash } from './pdfText';
import { answeredWith, EXAMINEE, SHIPPED_PRODUCTS, shippedReportData } from './shippedProducts';

const phq9 = SHIPPED_PRODUCTS.find((product) => product.id === 'phq9')!;

/** 27 on 10 January, 18 on 14 February, 9 on 2 April 2024 (the report's own assessment). */
function administrations(): ScoredAdministration[] {
  return [
    { assessmentId: 7, administrationDate: '2024-01-10', optionIndex: 3 },
    { assessmentId: 8, administrationDate: '2024-02-14', optionIndex: 2 },
    { assessmentId: 1, administrationDate: '2024-04-02', optionIndex: 1 },
  ].map(({ assessmentId, administrationDate, optionIndex }) => ({
    assessmentId,
    administrationDate,
    score: scoreAssessment(phq9, answeredWith(phq9, optionIndex), scoringContextFor(EXAMINEE, {}, administrationDate)),
  }));
}

function reportData(locale: Locale = 'en_us') {
  const scored = administrations().map((administration) => ({ ...administration, score: scoreIn(administration.score, phq9, locale) }));
  return { ...shippedReportData(phq9, answeredWith(phq9, 1), {}, locale), progress: productProgress(productIn(phq9, locale), scored) };
}

describe('the progress report', () => {
  it('prints the administrations, each change with its RCI, and the reliable, clinically significant change first to last', async () => {
    const { text, pages } = extractPdf(await renderProgressReport(reportData()));
    const all = squash(text);
    expect(all).toContain('PHQ-9 Progress Report');
    expect(all).toContain('Sørensen, Åsa');
    expect(all).toContain('Progress: PHQ-9 total (depression severity)');
    expect(all).toContain('Clinical cut-off 10');
    expect(all).toMatch(/Jan 10, 2024 27 \(0-27\) Severe/);
    // 27 -> 18 stays above the cut-off of 10; 18 -> 9 crosses it, and its row says so.
    expect(all).toMatch(/Feb 14, 2024 18 \(0-27\) Moderately severe -9 \(RCI -3\.15\): reliable improvement Apr 2/);
    expect(all).toMatch(/Apr 2, 2024 9 \(0-27\) Mild -9 \(RCI -3\.15\): reliable improvement, clinically significant/);
    expect(all).toContain('first to last administration: 27 on Jan 10, 2024 -> 9 on Apr 2, 2024 (-18; RCI -6.29, reliable beyond ±1.96): reliable improvement.');
    expect(all).toContain('The change crosses the clinical cut-off of 10: a clinically significant change.');
    expect(all).toContain('reliability and SD from Kroenke K, Spitzer RL, Williams JBW. The PHQ-9');
    expect(all).toContain('clinical cut-off 10 from Kroenke K');
    for (const page of pages) {
      const onPage = squash(page);
      expect(onPage).toContain(squash(phq9.attribution).slice(0, 60));
      expect(onPage).toContain(squash(phq9.licenseNote).slice(0, 60));
    }
  });

  it('says a single administration has no change, and renders through the renderer as the progress kind', async () => {
    const data = reportData();
    const single = { ...data, progress: productProgress(phq9, administrations().slice(0, 1)) };
    const all = squash(extractPdf(await renderReport({ kind: 'progress', data: single })).text);
    expect(all).toContain('PHQ-9 total (depression severity): one administration; change needs at least two.');
    expect(all).toMatch(/Jan 10, 2024 27 \(0-27\) Severe —/);
    expect(all).not.toContain('clinically significant');
  });

  it('says a single administration has no change also for an instrument that publishes no reliability', async () => {
    const cesd = SHIPPED_PRODUCTS.find((product) => product.id === 'cesd')!;
    const data = shippedReportData(cesd, answeredWith(cesd, 1));
    const only = { assessmentId: data.assessment.id, administrationDate: data.assessment.administrationDate, score: data.assessment.score! };
    const all = squash(extractPdf(await renderProgressReport({ ...data, progress: productProgress(cesd, [only]) })).text);
    expect(all).toContain(`CES-D total: one administration; change needs at least two. CES-D total: the instrument publishes no reliability`);
    expect(all).toMatch(/Apr 2, 2024 \d+ \(0-60\) /);
  });

  it('is written in the report’s language', async () => {
    const all = squash(extractPdf(await renderProgressReport(reportData('de_de'))).text);
    expect(all).toContain('PHQ-9 Verlaufsbericht');
    expect(all).toContain('reliable Verbesserung');
    expect(all).toContain('klinisch bedeutsame Veränderung');
  });

  it('words the scale names and bands in the report’s language, as the score report does, whatever language the progress came in', async () => {
    // The progress as the domain computes it from the product of record: US English names and bands.
    const english = productProgress(phq9, administrations());
    const all = squash(extractPdf(await renderProgressReport({ ...reportData('de_de'), progress: english })).text);
    expect(all).toContain('Verlauf: PHQ-9-Gesamtwert (Schweregrad der Depression)');
    expect(all).toContain('PHQ-9-Gesamtwert (Schweregrad der Depression), erste bis letzte Durchführung');
    expect(all).toMatch(/10\.01\.2024 27 \(0-27\) Schwer — 14\.02\.2024 18 \(0-27\) Mittelschwer/);
    expect(all).toContain('Leicht (5–9)');
    expect(all).not.toContain('PHQ-9 total');
    expect(all).not.toContain('Moderately severe');
  });

  it('refuses progress of another product', async () => {
    const gad7 = SHIPPED_PRODUCTS.find((product) => product.id === 'gad7')!;
    await expect(renderProgressReport({ ...reportData(), progress: productProgress(gad7, []) })).rejects.toThrow('The progress is of gad7, not phq9.');
  });
});
