/**
 * Side effects of the verification page: loading, keyboard entry of the second entry, and the
 * Begin, Compare (End), Resolve (End with resolutions) and Cancel calls.
 */
import { all, call, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import { examineeDisplayName } from '../../../domain/examinee';
import { parseNumericEntry } from '../../../domain/product/itemEntry';
import { toAppError } from '../../../client/appError';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { takeSubmit } from '../../core/saga/takeSubmit';
import { safely } from '../../core/saga/safely';
import { selectItemEntryAutoAdvance } from '../../core/session/sessionSelectors';
import { io } from '../../io/ioContext';
import { valueForKey } from './entryFields';
import { deleteVerification, fetchVerificationDetails, fetchVerificationState, postVerificationBegin, putVerificationEnd } from './verificationApi';
import { selectEntryFields, selectResolutions, selectSecondEntry, selectVerificationAssessmentId, selectVerificationSubject } from './verificationSelectors';
import {
  secondEntryKeyPressed,
  secondEntryKeyRejected,
  secondEntryNumberRejected,
  secondEntryNumberTyped,
  secondEntryValueSet,
  verificationCommandFailed,
  verificationCommandRequested,
  verificationCommandSucceeded,
  verificationLoaded,
  verificationLoadFailed,
  verificationOpened,
} from './verificationSlice';

/** Loads the items and the verification state; the first entry's values are dropped here (blind entry). */
export function* loadVerification(action: ReturnType<typeof verificationOpened>) {
  const { assessmentId } = action.payload;
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const { details, server } = yield* all({
      details: call(fetchVerificationDetails, http, endpoint, assessmentId),
      server: call(fetchVerificationState, http, endpoint, assessmentId),
    });
    const subject = { assessmentId, productCode: details.product.code, examineeName: examineeDisplayName(details.examinee), product: details.product };
    yield* put(verificationLoaded({ subject, server }));
  } catch (error) {
    yield* put(verificationLoadFailed(toAppError(error)));
  }
}

/** Turns a keystroke into a value of the second entry (moving on when auto-advance is on), or rejects it. */
export function* enterSecondEntryKey(action: ReturnType<typeof secondEntryKeyPressed>) {
  const { fieldKey, key } = action.payload;
  const fields = yield* select(selectEntryFields);
  const index = fields.findIndex((field) => field.key === fieldKey);
  const field = fields[index];
  if (!field) return;
  const value = valueForKey(field, key);
  if (value === null) {
    yield* put(secondEntryKeyRejected({ fieldKey }));
    return;
  }
  const autoAdvance = yield* select(selectItemEntryAutoAdvance);
  const next = autoAdvance ? (fields[index + 1]?.key ?? null) : null;
  yield* put(secondEntryValueSet({ fieldKey, value, nextKey: next }));
}

/** Turns the text of a number field into its value (empty text clears it), or refuses it, leaving the text as typed. */
export function* enterSecondEntryNumber(action: ReturnType<typeof secondEntryNumberTyped>) {
  const { fieldKey, text } = action.payload;
  const subject = yield* select(selectVerificationSubject);
  const item = subject?.product.items.find((candidate) => candidate.id === fieldKey);
  if (!item || item.type !== 'numeric') return;
  const parsed = parseNumericEntry(item, text);
  if (parsed.ok) yield* put(secondEntryValueSet({ fieldKey, value: parsed.value, nextKey: null }));
  else yield* put(secondEntryNumberRejected({ fieldKey, problem: parsed.problem }));
}

/** Runs one command against the server and puts its answer (or its failure). */
export function* runVerificationCommand(action: ReturnType<typeof verificationCommandRequested>) {
  const { command } = action.payload;
  const assessmentId = yield* select(selectVerificationAssessmentId);
  if (assessmentId === null) return;
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    let server;
    if (command === 'begin') {
      const ids = yield* io('ids');
      const key = yield* call([ids, ids.uuid]);
      server = yield* call(postVerificationBegin, http, endpoint, assessmentId, key);
    } else if (command === 'compare') {
      const secondEntry = yield* select(selectSecondEntry);
      server = yield* call(putVerificationEnd, http, endpoint, assessmentId, { secondEntry });
    } else if (command === 'resolve') {
      const resolutions = yield* select(selectResolutions);
      server = yield* call(putVerificationEnd, http, endpoint, assessmentId, { resolutions });
    } else {
      server = yield* call(deleteVerification, http, endpoint, assessmentId);
    }
    yield* put(verificationCommandSucceeded({ command, server }));
  } catch (error) {
    yield* put(verificationCommandFailed({ command, error: toAppError(error) }));
  }
}

/** Root saga of the verification feature. */
export function* verificationSaga() {
  // takeLatest: the assessment opened last is the one shown.
  yield* takeLatest(verificationOpened.type, safely(loadVerification));
  // takeEvery: every keystroke counts, in order; each worker is synchronous.
  yield* takeEvery(secondEntryKeyPressed.type, safely(enterSecondEntryKey));
  // takeEvery: every edit of a number counts, in order, like keystrokes.
  yield* takeEvery(secondEntryNumberTyped.type, safely(enterSecondEntryNumber));
  // takeSubmit: a double click sends one command; the next waits for the answer.
  yield* takeSubmit(verificationCommandRequested.type, runVerificationCommand, verificationCommandFailed.type);
}
