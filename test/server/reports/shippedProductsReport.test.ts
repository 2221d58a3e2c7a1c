/**
 * PDF text checks of every shipped product's reports (issue 5): the score report and, where the
 * product defines one, the feedback report, rendered from config/products and read back as text.
 */
import { textIn } from '../../../src/domain/product/localizedText';
import { headlineScales, type ProductDefinition } from '../../../src/domain/product/productDefinition';
import { renderReport } from '../../../src/server/reports/renderReport';
import { extractPdf, squash } from './pdfText';
import { answeredWith, SHIPPED_PRODUCTS, shippedReportData } from './shippedProducts';

/** The first words of a text, whitespace collapsed: enough to find it, short enough not to be cut by a line end inside a word. */
const start = (text: string, length = 28): string => squash(text).slice(0, length);

const firstItemText = (product: ProductDefinition): string => textIn([...product.items].sort((a, b) => a.number - b.number)[0]?.text ?? { en_us: '' }, 'en_us');

it('ships the products the reports are checked for', () => {
  // Parallel scales without a total are all headline scales: DASS-21's three, the IPIP-50's five.
  expect(Object.fromEntries(SHIPPED_PRODUCTS.map((product) => [product.id, headlineScales(product).map((scale) => scale.id)]))).toEqual({
    cesd: ['total'],
    dass21: ['depression', 'anxiety', 'stress'],
    gad7: ['total'],
    ipip_bffm50: ['E', 'A', 'C', 'ES', 'I'],
    k10: ['total'],
    orf: ['wcpm'],
    pcl5: ['total'],
    phq15: ['total'],
    phq9: ['total'],
    who5: ['percentage'],
    writing_sample: ['total'],
  });
  expect(SHIPPED_PRODUCTS.map((product) => product.id)).toEqual(['cesd', 'dass21', 'gad7', 'ipip_bffm50', 'k10', 'orf', 'pcl5', 'phq15', 'phq9', 'who5', 'writing_sample']);
  // The PCL-5 is for qualified professionals (the VA's note): no plain-language report for the examinee.
  expect(SHIPPED_PRODUCTS.filter((product) => !product.feedbackReport).map((product) => product.id)).toEqual(['pcl5']);
});

describe.each(SHIPPED_PRODUCTS.map((product) => [product.id, product] as const))('%s', (_id, product) => {
  // The third option of every item: high enough to raise most products' flags and reach middle bands.
  const data = shippedReportData(product, answeredWith(product, 2));
  const score = data.assessment.score;
  if (!score) throw new Error('no score');

  it('has a score report with its scales, bands, flags, items, attribution and citation', async () => {
    expect(score.scorable).toBe(true);
    const { text, pages } = extractPdf(await renderReport({ kind: 'score', data }));
    expect(text).toContain(`${product.code} Score Report`);
    for (const scale of score.scales) {
      expect(text).toContain(start(scale.name, 20));
      if (scale.band) expect(text).toContain(scale.band.label);
    }
    for (const flag of score.flags) expect(text).toContain(start(flag.label));
    if (score.flags.length === 0 && product.reportSections.includes('flags')) expect(text).toContain('No flags raised.');
    expect(text).toContain('Item responses');
    expect(text).toContain(start(firstItemText(product)));
    for (const page of pages) {
      expect(page).toContain(start(product.attribution));
      expect(page).toContain(start(product.citation));
    }
  });

  it('profiles each headline scale against its bands (or in its range when it has none), and no other scale', async () => {
    const { text } = extractPdf(await renderReport({ kind: 'score', data }));
    const captions = (name: string) => [`${name}: raw score against the interpretive bands`, `${name}: raw score in its range (the instrument publishes no interpretive bands for it)`];
    const profiled = score.scales.filter((scale) => captions(scale.name).some((caption) => squash(text).includes(caption))).map((scale) => scale.scaleId);
    const expected = product.reportSections.includes('profile') ? headlineScales(product).map((scale) => scale.id) : [];
    expect(profiled).toEqual(expected);
  });

  it('leaves the item responses out when asked to', async () => {
    const { text } = extractPdf(await renderReport({ kind: 'score', data: { ...data, includeItemResponses: false } }));
    expect(text).toContain(`${product.code} Score Report`);
    expect(text).not.toContain('Item responses');
    expect(text).not.toContain(start(firstItemText(product)));
    expect(text).toContain(start(product.attribution));
  });

  const feedback = product.feedbackReport;
  if (!feedback) return;

  it('has a plain-language feedback report without items, flags or norms, with the attribution and citation', async () => {
    const { text, pages } = extractPdf(await renderReport({ kind: 'feedback', data }));
    expect(text).toContain(start(textIn(feedback.title, 'en_us')));
    expect(text).toContain(start(textIn(feedback.introduction, 'en_us')));
    for (const entry of feedback.scales) {
      expect(text).toContain(start(textIn(entry.name, 'en_us')));
      const scale = score.scales.find((candidate) => candidate.scaleId === entry.scale);
      const band = feedback.bandTexts.find((text) => text.scale === entry.scale && text.band === scale?.band?.label);
      if (band) expect(text).toContain(start(textIn(band.text, 'en_us')));
    }
    expect(text).toContain(start(textIn(feedback.closing, 'en_us')));
    expect(text).toContain('Prepared by Dr. Ingrid Bjørk on Apr 2, 2024');
    expect(text).toContain(feedback.reader === 'parent' ? 'Prepared for the parents of Åsa Sørensen' : 'Prepared for Åsa Sørensen');
    expect(text).not.toContain(start(firstItemText(product)));
    expect(text).not.toContain('Score Report');
    expect(text).not.toContain('Raw score');
    expect(text).not.toContain('Percentile band');
    for (const flag of score.flags) expect(text).not.toContain(start(flag.label));
    for (const page of pages) {
      expect(page).toContain(start(product.attribution));
      expect(page).toContain(start(product.citation));
    }
  });
});

describe('a report in the language and formats of its reader', () => {
  const phq9 = SHIPPED_PRODUCTS.find((product) => product.id === 'phq9');
  if (!phq9) throw new Error('phq9 is not shipped');
  // PHQ-2 as an item mean, so that a score has decimals to write.
  const withMean: ProductDefinition = {
    ...phq9,
    scales: phq9.scales.map((scale) => (scale.id === 'phq2' ? { ...scale, method: 'mean', range: [0, 3] } : scale)),
  };
  const responses = { ...answeredWith(withMean, 1), phq9_2: 2 };
  const german = {
    dateFormat: { dateFormatName: 'TT.MM.JJJJ', dateFormatCode: 'dd.MM.yyyy' },
    numberFormat: { numberFormatName: '1.234,5', numberFormatCode: 'de', decimalSeparator: ',', groupingSeparator: '.' },
    timeZone: { timeZoneName: 'Berlin', timeZoneCode: 'Europe/Berlin' },
  };

  it('writes a German score report with German labels, the user date format, decimal comma and Berlin time', async () => {
    const { text, pages } = extractPdf(await renderReport({ kind: 'score', data: shippedReportData(withMean, responses, { preferences: german }, 'de_de') }));
    expect(text).toContain('PHQ-9 Auswertungsbericht');
    expect(text).toContain('Berichtsversion 1');
    // 22:05 UTC on 2 April is 00:05 on 3 April in Berlin (summer time).
    expect(text).toContain('Erstellt am 03.04.2024 00:05 Europe/Berlin');
    expect(text).toContain('Geburtsdatum 01.02.2015');
    expect(text).toContain('Geschlecht Weiblich');
    expect(text).toContain('Testdatum 02.04.2024');
    expect(text).toContain('Alter bei Testung 9 Jahre 2 Monate');
    expect(text).toContain('Ergebnisübersicht Skala Rohwert (Bereich)');
    expect(text).toContain('1,5 (0-3)');
    expect(text).toContain('Antworten auf die Items');
    expect(text).toContain('Unterschrift Testleiter/in');
    expect(text).not.toContain('Score Report');
    expect(text).not.toContain('Date of birth');
    pages.forEach((page, index) => expect(page).toContain(`Seite ${index + 1} von ${pages.length}`));
  });

  it('writes a German feedback report with the product text in German', async () => {
    const { text } = extractPdf(await renderReport({ kind: 'feedback', data: shippedReportData(phq9, answeredWith(phq9, 1), { preferences: german }, 'de_de') }));
    expect(text).toContain('Ihre PHQ-9-Ergebnisse');
    expect(text).toContain('Für Åsa Sørensen');
    expect(text).toContain('Durchgeführt am 02.04.2024');
    expect(text).toContain('Worum es geht');
    expect(text).toContain('Ihre Stimmung in den letzten zwei Wochen');
    expect(text).toContain('Ihr Ergebnis: Leicht');
    expect(text).toContain('Wie es weitergeht');
    expect(text).toContain('Erstellt von Dr. Ingrid Bjørk am 03.04.2024');
  });

  it('writes a Swedish score report with Swedish labels and letters, in the locale formats when the user has none', async () => {
    const { text } = extractPdf(await renderReport({ kind: 'score', data: shippedReportData(withMean, responses, { includeItemResponses: false }, 'sv_se') }));
    expect(text).toContain('PHQ-9 Resultatrapport');
    expect(text).toContain('Testperson och testtillfälle');
    expect(text).toContain('Födelsedatum 1 feb. 2015');
    expect(text).toContain('Ålder vid testtillfället 9 år 2 månader');
    expect(text).toContain('Kön Kvinna');
    expect(text).toContain('Åsa');
    expect(text).toContain('Sørensen');
    expect(text).toContain('Skapad 2 apr. 2024 22:05 UTC');
    expect(text).toContain('1,5 (0-3)');
    expect(text).toContain('Resultatöversikt');
    expect(text).toContain('Testledarens underskrift');
    expect(text).not.toContain('Svar på uppgifterna');
    expect(text).toContain('Sida 1 av');
  });
});
