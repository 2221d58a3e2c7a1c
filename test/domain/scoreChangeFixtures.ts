/** A WHO-5 change for tests of every layer: the percentage score rose from 48 to 60, a significant change. */
import type { ScoreChange } from '../../src/domain/scoreChange';

/** A significant rise of the WHO-5 percentage score: 48 on 2026-01-05 (assessment 30), 60 now. */
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
