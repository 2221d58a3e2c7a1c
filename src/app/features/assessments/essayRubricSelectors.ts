/** The rubric summary of each essay item on the assessment screen, for "Record rubric scores". */
import { createSelector } from 'reselect';
import { essayLevelsOf } from '../../../domain/essayScoring';
import type { EssayItem } from '../../../domain/product/productDefinition';
import type { RootState } from '../../rootReducer';
import { selectAssessmentDetails, selectProduct, selectResponses } from './assessmentsSelectors';

/** One essay item's rubric as the panel shows it. */
export interface EssayRubricSummary {
  itemId: string;
  number: number;
  criteria: number;
  /** Criteria with a level chosen on screen. */
  scored: number;
  /** The sum of the levels chosen on screen. */
  total: number;
  /** The highest total the rubric allows. */
  max: number;
  /** The levels on screen differ from the stored ones. */
  changed: boolean;
  /** The rubric as the product defines it: each criterion's levels with their descriptors. */
  rubric: { id: string; label: string; levels: { value: number; label: string; description: string }[] }[];
}

/** The last "Record rubric scores": which item, its status and error. */
export const selectEssayScoring = (state: RootState) => state.assessments.essay;

const summaryOf = (item: EssayItem, onScreen: Record<string, number | null>, stored: Record<string, number | null>): EssayRubricSummary => {
  const levels = Object.values(onScreen).filter((level): level is number => level !== null);
  return {
    itemId: item.id,
    number: item.number,
    criteria: item.rubric.length,
    scored: levels.length,
    total: levels.reduce((sum, level) => sum + level, 0),
    max: item.rubric.reduce((sum, criterion) => sum + Math.max(...criterion.levels.map((level) => level.value)), 0),
    changed: Object.keys(onScreen).some((criterionId) => onScreen[criterionId] !== stored[criterionId]),
    rubric: item.rubric.map((criterion) => ({
      id: criterion.id,
      label: criterion.label,
      levels: criterion.levels.map((level) => ({ value: level.value, label: level.label, description: level.description })),
    })),
  };
};

/** The essay items of the product with their rubric totals on screen; empty for products without essays. */
export const selectEssayRubrics = createSelector([selectProduct, selectResponses, selectAssessmentDetails], (product, responses, details): EssayRubricSummary[] =>
  (product?.items ?? [])
    .filter((item): item is EssayItem => item.type === 'essay')
    .map((item) => summaryOf(item, essayLevelsOf(item, responses), essayLevelsOf(item, details?.assessment.responses ?? {}))),
);
