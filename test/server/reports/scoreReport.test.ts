import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '../../../src/domain/locale';
import type { ProductDefinition } from '../../../src/domain/product/productDefinition';
import { parseProductDefinition } from '../../../src/domain/product/productSchema';
import { scoreAssessment } from '../../../src/domain/scoring/scoreAssessment';
import { scoringContextOn } from '../../../src/domain/scoring/scoreTypes';
import type { Responses } from '../../../src/domain/scoring/scoreTypes';
import { renderScoreReport, type ScoreReportData } from '../../../src/server/reports/scoreReport';
import { extractPdf, occurrences, squash } from './pdfText';

function loadProduct(id: string): ProductDefinition {
  const json: unknown = JSON.parse(readFileSync(path.join(__dirname, '../../../config/products', `${id}.json`), 'utf8'));
  const result = parseProductDefinition(json);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const phq9 = loadProduct('phq9');
const gad7 = loadProduct('gad7');
const pcl5 = loadProduct('pcl5');

/** Responses giving `values[i]` to the i-th item of the product. */
const responsesOf = (product: ProductDefinition, values: ReadonlyArray<number | null>): Responses =>
  Object.fromEntries(product.items.map((item, index) => [item.id, values[index] ?? null]));

function reportData(product: ProductDefinition, responses: Responses, locale: Locale = 'en_us'): ScoreReportData {
  return {
    product,
    assessment: {
      id: 41,
      accountId: 3,
      examineeRecordId: 7,
      productId: product.id,
      administrationDate: '2024-03-05',
      examinerId: 5,
      status: 'scored',
      responses,
      administration: {},
      score: scoreAssessment(product, responses, scoringContextOn('2024-03-05')),
      scoredAt: '2024-03-05T14:30:00Z',
      version: 3,
      createdAt: '2024-03-05T14:00:00Z',
      updatedAt: '2024-03-05T14:30:00Z',
    },
    examinee: {
      id: 7,
      accountId: 3,
      examineeId: 'MRN-004512',
      firstName: 'Jane',
      middleName: 'Quinn',
      lastName: 'Doe',
      birthDate: '1988-11-20',
      sex: 'female',
      email: '',
      customField1: '',
      customField2: '',
      customField3: '',
      customField4: '',
      createdAt: '2024-01-01T00:00:00Z',
      updatedAt: '2024-01-01T00:00:00Z',
    },
    examinerName: 'Dr. Alex Morgan',
    accountName: 'Riverside Behavioral Health',
    generatedAt: '2024-03-06T09:15:00Z',
    generatedByName: 'Sam Patel',
    reportVersion: 2,
    locale,
    preferences: {},
    includeItemResponses: true,
  };
}

// PHQ-9 items 1-9 total 12 (Moderate) with item 9 at "Several days"; difficulty "Somewhat difficult".
const PHQ9_MODERATE = [2, 2, 1, 1, 1, 1, 1, 2, 1, 1];

describe('renderScoreReport', () => {
  describe('a PHQ-9 total of 12 with item 9 endorsed', () => {
    const data = reportData(phq9, responsesOf(phq9, PHQ9_MODERATE));
    let pdf: Buffer;
    let text: string;
    let pages: string[];

    beforeAll(async () => {
      pdf = await renderScoreReport(data);
      ({ text, pages } = extractPdf(pdf));
    });

    it('is a PDF', () => {
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });

    it('has the header: title, product name, account, report version and generation time', () => {
      expect(text).toContain('PHQ-9 Score Report');
      expect(text).toContain('Patient Health Questionnaire-9 (PHQ-9)');
      expect(text).toContain('Riverside Behavioral Health');
      expect(text).toContain('Report version 2');
      expect(text).toContain('Generated Mar 6, 2024, 9:15 AM UTC');
    });

    it('shows the examinee and administration details', () => {
      expect(text).toContain('Doe, Jane Quinn');
      expect(text).toContain('MRN-004512');
      expect(text).toContain('Nov 20, 1988');
      expect(text).toContain('35 years 3 months');
      expect(text).toContain('Female');
      expect(text).toContain('Mar 5, 2024');
      expect(text).toContain('Dr. Alex Morgan');
      expect(text).toContain('Sam Patel');
    });

    it('summarises every scale with its range and band, primary first, with the interpretation', () => {
      const total = text.indexOf('PHQ-9 total (depression severity) 12 (0-27) Moderate');
      const phq2 = text.indexOf('PHQ-2 (items 1-2) 4 (0-6) —');
      expect(total).toBeGreaterThan(-1);
      expect(phq2).toBeGreaterThan(total);
      expect(text).toContain('A treatment plan should be considered: counselling, follow-up and/or pharmacotherapy.');
    });

    it('shows the symptom count behind the provisional diagnosis: items 1, 2 and 8 at 2 and item 9 at 1 are 4', () => {
      expect(squash(text)).toContain("Symptom count (items 1-8 on 'more than half the days' or more, item 9 at any level) 4 (0-9)");
    });

    it('draws the profile chart with the band labels and the score marker', () => {
      for (const band of ['None-minimal', 'Mild', 'Moderately severe', 'Severe']) expect(text).toContain(band);
      expect(text).toContain('12 · Moderate');
    });

    it('lists every raised flag, critical first, with its action', () => {
      const item9 = text.indexOf('Item 9 (thoughts of death or self-harm) endorsed');
      const cutPoint = text.indexOf('Total 10 or more');
      const phq2 = text.indexOf('PHQ-2 positive (items 1 and 2 total 3 or more)');
      expect(item9).toBeGreaterThan(-1);
      expect(cutPoint).toBeGreaterThan(item9);
      expect(phq2).toBeGreaterThan(cutPoint);
      expect(text).toContain('CRITICAL');
      expect(text).toContain('Assess suicide risk with the examinee before they leave, regardless of the total score.');
      expect(text).not.toContain('No flags raised.');
    });

    it('says the score is complete', () => {
      expect(text).toContain('All items answered; the score is complete.');
    });

    it('lists every item with the response label chosen, and marks the unscored item', () => {
      expect(text).toContain('Little interest or pleasure in doing things More than half the days 2');
      expect(occurrences(text, 'More than half the days')).toBe(3);
      expect(occurrences(text, 'Several days')).toBe(6);
      expect(occurrences(text, 'Somewhat difficult')).toBe(1);
      expect(occurrences(text, 'Nearly every day')).toBe(0);
      expect(text).toContain('not scored');
    });

    it('puts the attribution, citation, examinee id and page number in the footer of every page, and a signature line', () => {
      expect(pages.length).toBeGreaterThanOrEqual(1);
      pages.forEach((page, index) => {
        expect(page).toContain(squash(phq9.attribution));
        expect(page).toContain('Kroenke K, Spitzer RL, Williams JBW. The PHQ-9');
        expect(page).toContain('Examinee ID: MRN-004512');
        expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      });
      expect(text).toContain('Examiner signature');
    });

    it('sets the document title, author and subject without naming the examinee, on US Letter paper', () => {
      const { info, sizes } = extractPdf(pdf);
      expect(info.Title).toBe(`PHQ-9 Score Report — ${phq9.name}`);
      expect(info.Author).toBe('Sam Patel, Riverside Behavioral Health');
      expect(info.Subject).toBe(`${phq9.name} score report, administered Mar 5, 2024`);
      for (const value of [info.Title, info.Subject, info.Keywords].map(String)) {
        expect(value).not.toMatch(/Doe|Jane|MRN-004512/);
      }
      expect(sizes[0]).toEqual({ width: 612, height: 792 });
    });
  });

  it('puts the 95% confidence interval of the published reliability beside the GAD-7 total, and the GAD-2 screen among the flags', async () => {
    // Löwe 2008: alpha 0.89, SD 3.5: SEM = 3.5 × √0.11 = 1.16; 12 ± 1.96 × 1.16 = 9.7 to 14.3.
    const { text } = extractPdf(await renderScoreReport(reportData(gad7, responsesOf(gad7, [2, 2, 2, 2, 2, 1, 1, 0]))));
    const flat = squash(text);
    expect(flat).toContain('GAD-7 total 12 (0-21) Moderate');
    expect(flat).toContain("95% confidence interval 9.7–14.3 (SEM 1.16; Cronbach's alpha 0.89)");
    // The numbers behind the interval can be checked against the paper they come from.
    expect(flat).toContain('GAD-7 total: reliability and SD from Löwe B, Decker O');
    expect(flat).toContain('Med Care. 2008;46(3):266-274');
    expect(flat).toContain('GAD-2 positive (items 1 and 2 total 3 or more)');
  });

  it('says under the profile of a scale without published bands (PCL-5) that it has none, and prints no reliability source where none is used', async () => {
    const { text } = extractPdf(await renderScoreReport(reportData(pcl5, responsesOf(pcl5, pcl5.items.map((_, index) => index % 5)))));
    const flat = squash(text);
    expect(flat).toContain('PCL-5 total symptom severity: raw score in its range (the instrument publishes no interpretive bands for it)');
    expect(flat).not.toContain('PCL-5 total symptom severity: raw score against the interpretive bands');
    expect(flat).not.toContain('reliability and SD from');
  });

  it('reports a GAD-7 with no flag in German words and dates on A4, item text falling back to English', async () => {
    const data = reportData(gad7, responsesOf(gad7, [1, 1, 0, 1, 1, 0, 0]), 'de_de');
    const { text, pages, sizes } = extractPdf(await renderScoreReport(data));
    expect(text).toContain('GAD-7 Auswertungsbericht');
    expect(text).toContain('Alter bei Testung 35 Jahre 3 Monate');
    expect(text).toContain('Geschlecht Weiblich');
    expect(text).toContain('Seite 1 von 2');
    expect(text).not.toContain('Score Report');
    expect(text).toContain('Generalized Anxiety Disorder 7-item scale (GAD-7)');
    // The product's own words in German (its translations); the items stay as the instrument wrote them.
    expect(text).toContain('GAD-7-Gesamtwert 4 (0-21) Minimal');
    expect(text).toContain('GAD-2 (Items 1-2) 2 (0-6) —');
    expect(text).toContain('Keine Hinweise ausgelöst.');
    expect(text).toContain('05.03.2024');
    expect(text).toContain('Feeling nervous, anxious, or on edge Several days 1');
    expect(occurrences(text, 'Several days')).toBe(4);
    expect(occurrences(text, 'Not at all')).toBe(3);
    expect(text).toContain('Ausgelassen');
    expect(pages[pages.length - 1]).toContain(squash(gad7.attribution));
    expect(text).toContain('Spitzer RL, Kroenke K, Williams JBW, Lowe B.');
    expect(sizes[0]?.width).toBeCloseTo(595.28, 1);
    expect(sizes[0]?.height).toBeCloseTo(841.89, 1);
  });

  it('spills long item texts onto more pages, with the footer and a running header on each', async () => {
    const long: ProductDefinition = {
      ...phq9,
      items: phq9.items.map((item) => ({
        ...item,
        text: { en_us: `${item.text.en_us}. ${'This sentence makes the item text long enough to wrap over several lines. '.repeat(4)}` },
      })),
    };
    const { text, pages } = extractPdf(await renderScoreReport(reportData(long, responsesOf(long, PHQ9_MODERATE))));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, index) => {
      expect(page).toContain(squash(phq9.attribution));
      expect(page).toContain('Examinee ID: MRN-004512');
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      if (index > 0) expect(page).toContain('PHQ-9 Score Report · Doe, Jane Quinn (continued)');
    });
    expect(occurrences(text, 'More than half the days')).toBe(3);
    expect(occurrences(text, 'Several days')).toBe(6);
    expect(pages[pages.length - 1]).toContain('Examiner signature');
  });

  it('splits an item text longer than a page between pages without losing any of it', async () => {
    const words = Array.from({ length: 900 }, (_, index) => `w${index}`);
    const huge: ProductDefinition = {
      ...phq9,
      items: phq9.items.map((item, index) => (index === 2 ? { ...item, text: { en_us: words.join(' ') } } : item)),
    };
    const { text, pages } = extractPdf(await renderScoreReport(reportData(huge, responsesOf(huge, PHQ9_MODERATE))));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const found = text.split(' ').filter((word) => /^w\d+$/.test(word));
    expect(found).toEqual(words);
  });

  it('marks a score with missing items as provisional and lists why', async () => {
    const values: Array<number | null> = [...PHQ9_MODERATE];
    values[2] = null;
    values[6] = null;
    const { text } = extractPdf(await renderScoreReport(reportData(phq9, responsesOf(phq9, values))));
    expect(text).toContain('Provisional: these responses do not give a score of record.');
    expect(text).toContain('Not scorable: items 3 and 7 are not answered.');
    expect(text).toContain('10 (0-27) Moderate (provisional) Not scorable: items 3, 7 missing');
    expect(occurrences(text, 'Omitted')).toBe(2);
    expect(text).not.toContain('All items answered');
  });

  it('refuses an assessment without a score of record', async () => {
    const data = reportData(phq9, responsesOf(phq9, PHQ9_MODERATE));
    await expect(renderScoreReport({ ...data, assessment: { ...data.assessment, score: null } })).rejects.toThrow(/no score of record/);
  });
});
