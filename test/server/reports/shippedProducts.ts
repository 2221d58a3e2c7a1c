/**
 * The products in config/products, loaded through the product schema, and a scored assessment of
 * each for report tests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AdministrationDetails } from '../../../src/domain/assessment';
import type { Examinee } from '../../../src/domain/examinee';
import type { Locale } from '../../../src/domain/locale';
import { entryTargets } from '../../../src/domain/product/itemEntry';
import type { ProductDefinition } from '../../../src/domain/product/productDefinition';
import { parseProductDefinition } from '../../../src/domain/product/productSchema';
import { scoreAssessment } from '../../../src/domain/scoring/scoreAssessment';
import { scoringContextFor } from '../../../src/domain/scoring/scoringContext';
import type { Responses } from '../../../src/domain/scoring/scoreTypes';
import type { ScoreReportData } from '../../../src/server/reports/scoreReport';

const DIR = path.join(__dirname, '../../../config/products');

/** Every shipped product, validated. */
export const SHIPPED_PRODUCTS: ProductDefinition[] = readdirSync(DIR)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => {
    const result = parseProductDefinition(JSON.parse(readFileSync(path.join(DIR, file), 'utf8')));
    if (!result.ok) throw new Error(result.error.message);
    return result.value;
  });

export const EXAMINEE: Examinee = {
  id: 1,
  accountId: 1,
  examineeId: 'X-1',
  firstName: 'Åsa',
  middleName: '',
  lastName: 'Sørensen',
  birthDate: '2015-02-01',
  sex: 'female',
  email: '',
  customField1: '',
  customField2: '',
  customField3: '',
  customField4: '',
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: '2024-01-01T00:00:00Z',
};

/**
 * Every entry answered with the option at `optionIndex` (clamped to the item's options), or, for
 * counts, 100 words read and 0 errors (read for the full minute where the probe records seconds).
 */
export const answeredWith = (product: ProductDefinition, optionIndex: number): Responses =>
  Object.fromEntries(
    entryTargets(product).map((target) => [
      target.key,
      target.kind === 'numeric' ? ({ errors: 0, seconds: 60 }[target.key] ?? 100) : (target.options[Math.min(optionIndex, target.options.length - 1)]?.value ?? 0),
    ]),
  );

/** The report data of `product` answered with `responses`, scored as of 2024-04-02 (grade 3, spring, where asked). */
export function shippedReportData(product: ProductDefinition, responses: Responses, overrides: Partial<ScoreReportData> = {}, locale: Locale = 'en_us'): ScoreReportData {
  const administration: AdministrationDetails = product.administrationFields.length > 0 ? { grade: 3, season: 'spring' } : {};
  const score = scoreAssessment(product, responses, scoringContextFor(EXAMINEE, administration, '2024-04-02'));
  return {
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
    examinee: EXAMINEE,
    examinerName: 'Dr. Ingrid Bjørk',
    accountName: 'Account',
    generatedAt: '2024-04-02T22:05:00Z',
    generatedByName: 'Dr. Ingrid Bjørk',
    reportVersion: 1,
    locale,
    preferences: {},
    includeItemResponses: true,
    ...overrides,
  };
}
