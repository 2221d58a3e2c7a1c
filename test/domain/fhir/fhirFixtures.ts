/**
 * Shared fixtures of the FHIR tests: a stored, scored assessment of a product test case, and a
 * product version as it was before LOINC codes were product data.
 */
import type { Assessment } from '../../../src/domain/assessment';
import type { ProductDefinition } from '../../../src/domain/product/productDefinition';
import type { ProductTestCase } from '../../../src/domain/product/productTestCases';
import { scoreAssessment } from '../../../src/domain/scoring/scoreAssessment';
import { EXAMINEE } from '../../server/reports/shippedProducts';

/** A scored assessment of a test case, as stored (of the shipped test examinee). */
export function assessmentOfCase(product: ProductDefinition, testCase: ProductTestCase, id = 7): Assessment {
  return {
    id,
    accountId: 1,
    examineeRecordId: EXAMINEE.id,
    productId: product.id,
    administrationDate: testCase.context.testDate,
    examinerId: 1,
    status: 'scored',
    responses: testCase.responses,
    administration: testCase.context.administration,
    score: scoreAssessment(product, testCase.responses, testCase.context),
    scoredAt: `${testCase.context.testDate}T10:00:00Z`,
    version: 2,
    createdAt: '2024-01-01T00:00:00Z',
    updatedAt: '2024-01-01T00:00:00Z',
  };
}

/** A deep copy of `product` without any LOINC field, as the versions made before codes were product data. */
export function withoutLoinc(product: ProductDefinition): ProductDefinition {
  const copy = JSON.parse(JSON.stringify(product)) as ProductDefinition;
  delete copy.loinc;
  for (const item of copy.items) {
    delete item.loinc;
    if (item.type === 'choice') {
      delete item.loincAnswerList;
      for (const option of item.options) delete option.loinc;
    }
  }
  for (const scale of copy.scales) delete scale.loinc;
  return copy;
}
