/**
 * Side effects of the assessment screen: loading, keyboard entry, on-the-fly scoring and saving.
 */
import { call, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { statusForResponses } from '../../../domain/assessment';
import { parseNumericEntry, targetOptionForKey } from '../../../domain/product/itemEntry';
import { scoreAssessment } from '../../../domain/scoring/scoreAssessment';
import { scoringContextFor } from '../../../domain/scoring/scoringContext';
import { toAppError } from '../../../client/appError';
import { pendingAfterFailure, reusableKey } from '../../core/http/idempotency';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { takeSubmit } from '../../core/saga/takeSubmit';
import { safely } from '../../core/saga/safely';
import { selectItemEntryAutoAdvance } from '../../core/session/sessionSelectors';
import { io } from '../../io/ioContext';
import { fetchAssessmentDetails, putAssessment } from './assessmentsApi';
import { selectAdministration, selectAssessmentDetails, selectEntryTargets, selectResponses, selectSaveState } from './assessmentsSelectors';
import {
  administrationChanged,
  detailsFailed,
  detailsRequested,
  detailsSucceeded,
  draftDiscarded,
  draftRestored,
  essayScoresSucceeded,
  itemKeyPressed,
  itemKeyRejected,
  numberRejected,
  numberTyped,
  optionChosen,
  responseCleared,
  responseEntered,
  runningScoresComputed,
  saveFailed,
  type SaveCall,
  saveRequested,
  saveSucceeded,
  scoreChangesLoaded,
} from './assessmentsSlice';
import { invalidKeyMessage, invalidNumberMessage } from './itemEntryMessages';

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
  const targets = yield* select(selectEntryTargets);
  const index = targets.findIndex((target) => target.key === itemId);
  const target = targets[index];
  if (!target || target.kind !== 'choice') return;
  const option = targetOptionForKey(target, key);
  if (!option) {
    yield* put(itemKeyRejected({ itemId, message: invalidKeyMessage(target) }));
    return;
  }
  const autoAdvance = yield* select(selectItemEntryAutoAdvance);
  const next = autoAdvance ? (targets[index + 1]?.key ?? null) : null;
  yield* put(responseEntered({ itemId, value: option.value, nextItemId: next }));
}

/**
 * Turns the text of a numeric item into its response (empty text clears it) or refuses it with
 * its reason, leaving the text as typed; focus stays, as the examiner may type more digits (Enter
 * or Tab moves on).
 */
export function* enterNumber(action: ReturnType<typeof numberTyped>) {
  const { itemId, text } = action.payload;
  const targets = yield* select(selectEntryTargets);
  const target = targets.find((candidate) => candidate.key === itemId);
  if (!target || target.kind !== 'numeric') return;
  const parsed = parseNumericEntry(target.item, text);
  if (!parsed.ok) yield* put(numberRejected({ itemId, problem: parsed.problem, message: invalidNumberMessage(target.item, parsed.problem) }));
  else if (parsed.value === null) yield* put(responseCleared({ itemId }));
  else yield* put(responseEntered({ itemId, value: parsed.value, nextItemId: null }));
}

/**
 * Scores the responses on screen with the domain's scoring engine (the same one the server
 * records with), in the context of the examinee and the administration on screen.
 */
export function* computeRunningScores() {
  const details = yield* select(selectAssessmentDetails);
  if (!details) return;
  const responses = yield* select(selectResponses);
  const administration = yield* select(selectAdministration);
  const context = scoringContextFor(details.examinee, administration, details.assessment.administrationDate);
  const result = yield* call(scoreAssessment, details.product, responses, context);
  yield* put(runningScoresComputed(result));
}

/** Saves the responses with the status they put the assessment in, or 'scored' for "Score"; sends the version read. */
export function* saveAssessment(action: ReturnType<typeof saveRequested>) {
  const details = yield* select(selectAssessmentDetails);
  if (!details) return;
  const responses = yield* select(selectResponses);
  const administration = yield* select(selectAdministration);
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const { assessment, product } = details;
  const status = action.payload.intent === 'score' ? 'scored' : statusForResponses(product, responses);
  const saveCall: SaveCall = {
    assessmentId: assessment.id,
    body: { version: assessment.version, responses, administration, administrationDate: assessment.administrationDate, examinerId: assessment.examinerId, status },
  };
  const key = reusableKey((yield* select(selectSaveState)).pending, saveCall) ?? (yield* call([ids, ids.uuid]));
  try {
    const saved = yield* call(putAssessment, http, endpoint, saveCall.assessmentId, saveCall.body, key);
    yield* put(saveSucceeded(saved));
  } catch (error) {
    const appError = toAppError(error);
    yield* put(saveFailed({ error: appError, pending: pendingAfterFailure(appError, key, saveCall) }));
  }
}

/**
 * Loads the change since the examinee's previous administration once a new score of record has
 * made it unknown (the server computes it from the account's earlier assessments).
 */
export function* refreshScoreChanges() {
  const details = yield* select(selectAssessmentDetails);
  if (!details || details.changes || details.assessment.status !== 'scored' || (details.product.changeRules ?? []).length === 0) return;
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const fresh = yield* call(fetchAssessmentDetails, http, endpoint, details.assessment.id);
    yield* put(scoreChangesLoaded({ assessmentId: fresh.assessment.id, changes: fresh.changes ?? [] }));
  } catch {
    // The score of record is saved; without the comparison the page shows none, and the next load brings it.
  }
}

/** Root saga of the assessments feature. */
export function* assessmentsSaga() {
  // takeLatest: the assessment opened last is the one shown.
  yield* takeLatest(detailsRequested.type, safely(loadAssessment));
  // takeEvery: every keystroke counts, in order; each worker is synchronous, so none overtakes another.
  yield* takeEvery(itemKeyPressed.type, safely(enterItemKey));
  // takeEvery: every edit of a number counts, in order, like keystrokes.
  yield* takeEvery(numberTyped.type, safely(enterNumber));
  // takeLatest: only the scores of the newest responses matter.
  yield* takeLatest(
    [
      detailsSucceeded.type,
      draftRestored.type,
      draftDiscarded.type,
      responseEntered.type,
      optionChosen.type,
      responseCleared.type,
      numberRejected.type,
      administrationChanged.type,
    ],
    safely(computeRunningScores),
  );
  // takeSubmit: a double click saves once; a second save would carry a stale version.
  yield* takeSubmit(saveRequested.type, saveAssessment, saveFailed.type);
  // takeLatest: only the newest score of record's change matters.
  yield* takeLatest([saveSucceeded.type, essayScoresSucceeded.type], safely(refreshScoreChanges));
}
