/** A scored WHO-5 of the app fixtures' examinee, with the change since an earlier one. */
import who5Json from '../../../config/products/who5.json';
import type { AssessmentDetails } from '../../../src/contract/types';
import { parseProductDefinition } from '../../../src/domain/product/productSchema';
import type { ProductDefinition } from '../../../src/domain/product/productDefinition';
import type { ScoreChange } from '../../../src/domain/scoreChange';
import { scoreAssessment } from '../../../src/domain/scoring/scoreAssessment';
import { scoringContextOn } from '../../../src/domain/scoring/scoreTypes';
import { ASSESSMENT, DETAILS } from './fixtures';

const parsed = parseProductDefinition(who5Json);
if (!parsed.ok) throw new Error(parsed.error.message);
/** The shipped WHO-5 definition. */
export const WHO5: ProductDefinition = parsed.value;

/** WHO-5 responses giving `values[i]` (0-5) to item i + 1. */
export const who5Responses = (values: readonly number[]): Record<string, number> =>
  Object.fromEntries(values.map((value, index) => [`who5_${index + 1}`, value]));

/** A significant rise of the percentage score: 48 on 2026-01-05, 60 now. */
export const SIGNIFICANT_RISE: ScoreChange = {
  ruleId: 'significant_change',
  scaleId: 'percentage',
  scaleName: 'Percentage score (raw x 4)',
  label: 'Significant change',
  threshold: 10,
  source: 'WHO-5 scoring text',
  previousAssessmentId: 30,
  previousDate: '2026-01-05',
  previous: 48,
  current: 60,
  difference: 12,
  significant: true,
};

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
