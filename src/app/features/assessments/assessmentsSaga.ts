/**
 * Side effects of the assessment screen: loading, keyboard entry, on-the-fly scoring and saving.
 */
import { call, put, select, takeEvery, takeLatest, takeLeading } from 'typed-redux-saga';
import { statusForResponses } from '../../../domain/assessment';
import { optionForKey } from '../../../domain/product/itemEntry';
import { scoreAssessment } from '../../../domain/scoring/scoreAssessment';
import { toAppError } from '../../core/http/appError';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { safely } from '../../core/saga/safely';
import { selectItemEntryAutoAdvance } from '../../core/session/sessionSelectors';
import { io } from '../../io/ioContext';
import { fetchAssessmentDetails, putAssessment } from './assessmentsApi';
import { selectAssessmentDetails, selectProduct, selectResponses } from './assessmentsSelectors';
import {
  detailsFailed,
  detailsRequested,
  detailsSucceeded,
  itemKeyPressed,
  itemKeyRejected,
  optionChosen,
  responseCleared,
  responseEntered,
  runningScoresComputed,
  saveFailed,
  saveRequested,
  saveSucceeded,
} from './assessmentsSlice';
import { invalidKeyMessage } from './itemEntryMessages';

/** Loads an assessment with its examinee and product. */
export function* loadAssessment(action: ReturnType<typeof detailsRequested>) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const details = yield* call(fetchAssessmentDetails, http, endpoint, action.payload.assessmentId);
    yield* put(detailsSucceeded(details));
  } catch (error) {
    yield* put(detailsFailed(toAppError(error)));
  }
}

/** Turns a keystroke into a response (moving on when auto-advance is on) or a "Press ..." message. */
export function* enterItemKey(action: ReturnType<typeof itemKeyPressed>) {
  const { itemId, key } = action.payload;
  const product = yield* select(selectProduct);
  const index = product?.items.findIndex((item) => item.id === itemId) ?? -1;
  const item = product?.items[index];
  if (!product || !item) return;
  const option = optionForKey(item, key);
  if (!option) {
    yield* put(itemKeyRejected({ itemId, message: invalidKeyMessage(item) }));
    return;
  }
  const autoAdvance = yield* select(selectItemEntryAutoAdvance);
  const next = autoAdvance ? (product.items[index + 1]?.id ?? null) : null;
  yield* put(responseEntered({ itemId, value: option.value, nextItemId: next }));
}

/** Scores the responses on screen with the domain's scoring engine (the same one the server records with). */
export function* computeRunningScores() {
  const product = yield* select(selectProduct);
  if (!product) return;
  const responses = yield* select(selectResponses);
  const result = yield* call(scoreAssessment, product, responses);
  yield* put(runningScoresComputed(result));
}

/** Saves the responses with the status they put the assessment in, or 'scored' for "Score"; sends the version read. */
export function* saveAssessment(action: ReturnType<typeof saveRequested>) {
  const details = yield* select(selectAssessmentDetails);
  if (!details) return;
  const responses = yield* select(selectResponses);
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  const { assessment, product } = details;
  const status = action.payload.intent === 'score' ? 'scored' : statusForResponses(product, responses);
  try {
    const saved = yield* call(putAssessment, http, endpoint, assessment.id, {
      version: assessment.version,
      responses,
      administrationDate: assessment.administrationDate,
      examinerId: assessment.examinerId,
      status,
    });
    yield* put(saveSucceeded(saved));
  } catch (error) {
    yield* put(saveFailed(toAppError(error)));
  }
}

/** Root saga of the assessments feature. */
export function* assessmentsSaga() {
  // takeLatest: the assessment opened last is the one shown.
  yield* takeLatest(detailsRequested.type, safely(loadAssessment));
  // takeEvery: every keystroke counts, in order; each worker is synchronous, so none overtakes another.
  yield* takeEvery(itemKeyPressed.type, safely(enterItemKey));
  // takeLatest: only the scores of the newest responses matter.
  yield* takeLatest(
    [detailsSucceeded.type, responseEntered.type, optionChosen.type, responseCleared.type],
    safely(computeRunningScores),
  );
  // takeLeading: a double click saves once; a second save would carry a stale version.
  yield* takeLeading(saveRequested.type, safely(saveAssessment));
}
