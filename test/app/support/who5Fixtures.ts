/** A scored WHO-5 of the app fixtures' examinee, with the change since an earlier one. */
import type { AssessmentDetails } from '../../../src/contract/types';
import type { ProductDefinition } from '../../../src/domain/product/productDefinition';
import type { ScoreChange } from '../../../src/domain/scoreChange';
import { scoreAssessment } from '../../../src/domain/scoring/scoreAssessment';
import { scoringContextOn } from '../../../src/domain/scoring/scoreTypes';
import { loadProduct } from '../../domain/productFixtures';
import { ASSESSMENT, DETAILS } from './fixtures';

export { SIGNIFICANT_RISE } from '../../domain/scoreChangeFixtures';

/** The shipped WHO-5 definition. */
export const WHO5: ProductDefinition = loadProduct('who5');

/** WHO-5 responses giving `values[i]` (0-5) to item i + 1. */
export const who5Responses = (values: readonly number[]): Record<string, number> =>
  Object.fromEntries(values.map((value, index) => [`who5_${index + 1}`, value]));


/** A scored WHO-5 (60%) with `changes`. */
export function scoredWho5(changes: ScoreChange[] | undefined, values: readonly number[] = [3, 3, 3, 3, 3]): AssessmentDetails {
  const responses = who5Responses(values);
  const details: AssessmentDetails = {
    ...DETAILS,
    product: WHO5,
    assessment: {
      ...ASSESSMENT,
      productId: 'who5',
      administrationDate: '2026-02-05',
      responses,
      status: 'scored',
      score: scoreAssessment(WHO5, responses, scoringContextOn('2026-02-05')),
      scoredAt: '2026-02-05T10:00:00.000Z',
      version: 2,
    },
  };
  return changes === undefined ? details : { ...details, changes };
}
