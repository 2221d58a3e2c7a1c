/**
 * "Record rubric scores" of an essay item: sends the levels on screen for each criterion of the
 * item with assessment.essayScoring, and puts the server's copy (new version, re-scored score of
 * record) in place.
 */
import { call, put, select } from 'typed-redux-saga';
import { essayItemOf, essayLevelsOf } from '../../../domain/essayScoring';
import { toAppError } from '../../../client/appError';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { takeSubmit } from '../../core/saga/takeSubmit';
import { io } from '../../io/ioContext';
import { putEssayScores } from './assessmentsApi';
import { selectAssessmentDetails, selectResponses } from './assessmentsSelectors';
import { essayScoresFailed, essayScoresRequested, essayScoresSucceeded } from './assessmentsSlice';

/** Sends the item's levels on screen (a criterion not chosen goes as `null`) with the version read. */
export function* recordEssayScores(action: ReturnType<typeof essayScoresRequested>) {
  const { itemId } = action.payload;
  const details = yield* select(selectAssessmentDetails);
  if (!details) return;
  const item = essayItemOf(details.product, itemId);
  if (!item.ok) {
    yield* put(essayScoresFailed({ itemId, error: { code: 'validation', message: item.error.message, status: 0, fieldErrors: { [item.error.field]: item.error.message } } }));
    return;
  }
  const responses = yield* select(selectResponses);
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const assessment = yield* call(putEssayScores, http, endpoint, details.assessment.id, itemId, {
      version: details.assessment.version,
      levels: essayLevelsOf(item.value, responses),
    });
    yield* put(essayScoresSucceeded({ itemId, assessment }));
  } catch (error) {
    yield* put(essayScoresFailed({ itemId, error: toAppError(error) }));
  }
}

/** Root saga of rubric scoring. */
export function* essayScoringSaga() {
  // takeSubmit: a double click records once; a second request would carry a stale version.
  yield* takeSubmit(essayScoresRequested.type, recordEssayScores, essayScoresFailed.type);
}
