import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ProductDefinition } from '../../../src/domain/product/productDefinition';
import { parseProductDefinition } from '../../../src/domain/product/productSchema';
import { scoreAssessment } from '../../../src/domain/scoring/scoreAssessment';
import { scoringContextFor } from '../../../src/domain/scoring/scoringContext';
import type { Examinee } from '../../../src/domain/examinee';
import { renderScoreReport } from '../../../src/server/reports/scoreReport';
import { extractPdf } from './pdfText';

const json: unknown = JSON.parse(readFileSync(path.join(__dirname, '../../../config/products/orf.json'), 'utf8'));
const parsed = parseProductDefinition(json);
if (!parsed.ok) throw new Error(parsed.error.message);
const orf: ProductDefinition = parsed.value;

const examinee: Examinee = {
  id: 9,
  accountId: 3,
  examineeId: 'STU-3',
  firstName: 'Ari',
  middleName: '',
  lastName: 'Reader',
  birthDate: '2015-10-02',
  sex: 'male',
  email: '',
  customField1: '',
  customField2: '',
  customField3: '',
  customField4: '',
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: '2024-01-01T00:00:00Z',
};

async function reportText(administration: { grade: number; season: 'winter'; comparisonGroupId?: string }, responses: Record<string, number> = { wordsRead: 112, errors: 7 }): Promise<string> {
  const score = scoreAssessment(orf, responses, scoringContextFor(examinee, administration, '2024-01-16'));
  const pdf = await renderScoreReport({
    product: orf,
    assessment: {
      id: 5,
      accountId: 3,
      examineeRecordId: 9,
      productId: 'orf',
      administrationDate: '2024-01-16',
      examinerId: 2,
      status: 'scored',
      responses,
      administration,
      score,
      scoredAt: '2024-01-16T10:00:00Z',
      version: 2,
      createdAt: '2024-01-16T09:00:00Z',
      updatedAt: '2024-01-16T10:00:00Z',
    },
    examinee,
    examinerName: 'Ms. Tara Teacher',
    accountName: 'Demo School',
    generatedAt: '2024-01-16T10:05:00Z',
    generatedByName: 'Ms. Tara Teacher',
    reportVersion: 1,
    locale: 'en_us',
    preferences: {},
    includeItemResponses: true,
  });
  return extractPdf(pdf).text;
}

describe('the score report of an oral reading fluency probe', () => {
  it('shows WCPM, its percentile band, the comparison group and the unverified-norms warning', async () => {
    const text = await reportText({ grade: 3, season: 'winter' });
    expect(text).toContain('Words correct per minute (WCPM) 105 (0-400)');
    expect(text).toContain('Percentile band 50th-74th');
    expect(text).toContain('Hasbrouck & Tindal 2017 norms; Grade 3, winter');
    expect(text).toContain('Norm cell not verified against the published source');
    expect(text).toContain('Comparison group');
    expect(text).toContain('112 words');
    // The product's report sections leave the band profile out: WCPM has no interpretive bands.
    expect(text).not.toContain('Profile');
  });

  it('names the 2006 norms when they were chosen, without the warning', async () => {
    const text = await reportText({ grade: 3, season: 'winter', comparisonGroupId: 'ht2006' });
    expect(text).toContain('Hasbrouck & Tindal 2006 norms; Grade 3, winter');
    expect(text).not.toContain('Norm cell not verified');
  });

  it('shows the words correct, the accuracy and the distance to the 50th-percentile benchmark of the grade and season', async () => {
    // 112 read, 7 errors: 105 correct, 105 / 112 = 93.75% accurate, written to one decimal as on the screens; grade 3 winter P50 = 97: 8 above.
    const text = (await reportText({ grade: 3, season: 'winter' })).replace(/\s+/g, ' ');
    expect(text).toContain('Words correct 105');
    expect(text).toContain('Accuracy (% of the words read that were correct) 93.8');
    expect(text).toContain('Benchmark (percentile 50) 97: +8 from it');
  });

  it('says a short probe was prorated, from how many seconds', async () => {
    // (77 − 4) × 60 / 45 = 97.33 → 97 WCPM: at the benchmark.
    const text = (await reportText({ grade: 3, season: 'winter' }, { wordsRead: 77, errors: 4, seconds: 45 })).replace(/\s+/g, ' ');
    expect(text).toContain('Words correct per minute (WCPM) 97');
    expect(text).toContain('Prorated to a minute from 45 seconds read');
    expect(text).toContain('Benchmark (percentile 50) 97: 0 from it');
  });
});
