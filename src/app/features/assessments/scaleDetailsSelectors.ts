/**
 * What the score screens show beside each scale's score (domain `scaleDetails`): the benchmark and
 * the distance to it, the seconds a per-minute rate was prorated from, and the 95% confidence
 * interval, for the running scores and for the score of record, by scale id.
 */
import { createSelector } from 'reselect';
import { scaleDetails, type ScaleDetails } from '../../../domain/scoring/scaleDetails';
import { scoringContextFor } from '../../../domain/scoring/scoringContext';
import type { RootState } from '../../rootReducer';
import { selectAdministration, selectAssessmentDetails, selectResponses, selectRunningScores } from './assessmentsSelectors';

/** Scale details by scale id. */
export type ScaleDetailsById = Readonly<Record<string, ScaleDetails>>;

const byId = (details: readonly ScaleDetails[]): ScaleDetailsById => Object.fromEntries(details.map((detail) => [detail.scaleId, detail]));

/** The details of the running scores, in the context on screen (responses, administration). */
export const selectRunningScaleDetails = createSelector(
  [selectRunningScores, selectAssessmentDetails, selectResponses, selectAdministration],
  (result, details, responses, administration): ScaleDetailsById => {
    if (!result || !details) return {};
    const context = scoringContextFor(details.examinee, administration, details.assessment.administrationDate);
    return byId(scaleDetails(details.product, result, responses, context));
  },
);

/** The details of the score of record, in the context it was scored in (the saved responses and administration). */
export const selectRecordScaleDetails = createSelector([(state: RootState) => selectAssessmentDetails(state)], (details): ScaleDetailsById => {
  const assessment = details?.assessment;
  if (!details || !assessment || assessment.status !== 'scored' || !assessment.score) return {};
  const context = scoringContextFor(details.examinee, assessment.administration ?? {}, assessment.administrationDate);
  return byId(scaleDetails(details.product, assessment.score, assessment.responses, context));
});
