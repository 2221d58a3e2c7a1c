import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Examinee } from '../../../src/domain/examinee';
import { entryTargets } from '../../../src/domain/product/itemEntry';
import type { ProductDefinition } from '../../../src/domain/product/productDefinition';
import { parseProductDefinition } from '../../../src/domain/product/productSchema';
import { scoreAssessment } from '../../../src/domain/scoring/scoreAssessment';
import { scoringContextFor } from '../../../src/domain/scoring/scoringContext';
import type { Responses } from '../../../src/domain/scoring/scoreTypes';
import { renderScoreReport } from '../../../src/server/reports/scoreReport';
import { extractPdf } from './pdfText';

const DIR = path.join(__dirname, '../../../config/products');
const products: ProductDefinition[] = readdirSync(DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => {
    const result = parseProductDefinition(JSON.parse(readFileSync(path.join(DIR, file), 'utf8')));
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  });

const examinee: Examinee = {
  id: 1,
  accountId: 1,
  examineeId: 'X-1',
  firstName: 'Sam',
  middleName: '',
  lastName: 'Sample',
  birthDate: '2015-02-01',
  sex: 'unspecified',
  email: '',
  customField1: '',
  customField2: '',
  customField3: '',
  customField4: '',
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: '2024-01-01T00:00:00Z',
};

/** Every entry answered with its second option (or, for counts, 100 words and 0 errors). */
const completeResponses = (product: ProductDefinition): Responses =>
  Object.fromEntries(entryTargets(product).map((target) => [target.key, target.kind === 'numeric' ? (target.key === 'errors' ? 0 : 100) : (target.options[1]?.value ?? 0)]));

describe.each(products.map((product) => [product.id, product] as const))('the score report of %s', (_id, product) => {
  it('renders with its scales, the attribution and the citation', async () => {
    const responses = completeResponses(product);
    const administration = product.administrationFields.length > 0 ? { grade: 3, season: 'spring' as const } : {};
    const score = scoreAssessment(product, responses, scoringContextFor(examinee, administration, '2024-04-02'));
    expect(score.scorable).toBe(true);
    const pdf = await renderScoreReport({
      product,
      assessment: {
        id: 1,
        accountId: 1,
        examineeRecordId: 1,
        productId: product.id,
        administrationDate: '2024-04-02',
        examinerId: 1,
        status: 'scored',
        responses,
        administration,
        score,
        scoredAt: '2024-04-02T10:00:00Z',
        version: 2,
        createdAt: '2024-04-02T09:00:00Z',
        updatedAt: '2024-04-02T10:00:00Z',
      },
      examinee,
      examinerName: 'Examiner',
      accountName: 'Account',
      generatedAt: '2024-04-02T10:05:00Z',
      generatedByName: 'Examiner',
      reportVersion: 1,
      locale: 'en_gb',
      preferences: {},
      includeItemResponses: true,
    });
    const { text } = extractPdf(pdf);
    const flat = text.replace(/\s+/g, ' ');
    for (const scale of product.scales) expect(flat).toContain(scale.name.replace(/\s+/g, ' ').slice(0, 20));
    expect(flat).toContain(product.attribution.slice(0, 30));
  });
});
