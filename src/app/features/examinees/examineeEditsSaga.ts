/**
 * Side effects of the examinee page's edits: update and delete the examinee, delete or copy an
 * assessment, and what follows each (reload the page, go to the list, open the copy).
 */
import { push } from 'redux-first-history';
import { call, put, select, takeLeading } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { takeSubmit } from '../../core/saga/takeSubmit';
import { safely } from '../../core/saga/safely';
import { io } from '../../io/ioContext';
import { deleteAssessmentRecord, deleteExamineeRecord, postClone, putExaminee } from './examineeEditsApi';
import {
  assessmentCloneRequested,
  assessmentCloneSucceeded,
  assessmentDeleteRequested,
  assessmentDeleteSucceeded,
  examineeDeleteRequested,
  examineeDeleteSucceeded,
  examineeDialogFailed,
  examineeUpdateFailed,
  examineeUpdateRequested,
  examineeUpdateSucceeded,
} from './examineeEditsSlice';
import { examineePageRequested } from './examineesSlice';

/** Saves the edited examinee record. */
export function* updateExaminee(action: ReturnType<typeof examineeUpdateRequested>) {
  const { examineeRecordId, input } = action.payload;
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const examinee = yield* call(putExaminee, http, endpoint, examineeRecordId, input);
    yield* put(examineeUpdateSucceeded(examinee));
  } catch (error) {
    yield* put(examineeUpdateFailed(toAppError(error)));
  }
}

/** Deletes the examinee. */
export function* deleteExaminee(action: ReturnType<typeof examineeDeleteRequested>) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const deletion = yield* call(deleteExamineeRecord, http, endpoint, action.payload.examineeRecordId);
    yield* put(examineeDeleteSucceeded(deletion));
  } catch (error) {
    yield* put(examineeDialogFailed(toAppError(error)));
  }
}

/** Deletes an assessment of the history. */
export function* deleteAssessment(action: ReturnType<typeof assessmentDeleteRequested>) {
  const { examineeRecordId, assessmentId } = action.payload;
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const deletion = yield* call(deleteAssessmentRecord, http, endpoint, assessmentId);
    yield* put(assessmentDeleteSucceeded({ examineeRecordId, deletion }));
  } catch (error) {
    yield* put(examineeDialogFailed(toAppError(error)));
  }
}

/** Copies an assessment of the history. */
export function* cloneAssessment(action: ReturnType<typeof assessmentCloneRequested>) {
  const { assessmentId, input } = action.payload;
  const http = yield* io('http');
  const ids = yield* io('ids');
  const endpoint = yield* select(selectServiceEndpoint);
  const key = yield* call([ids, ids.uuid]);
  try {
    const copy = yield* call(postClone, http, endpoint, assessmentId, input, key);
    yield* put(assessmentCloneSucceeded(copy));
  } catch (error) {
    yield* put(examineeDialogFailed(toAppError(error)));
  }
}

/** Reloads the examinee page after its record or history changed. */
export function* reloadExamineePage(action: ReturnType<typeof examineeUpdateSucceeded> | ReturnType<typeof assessmentDeleteSucceeded>) {
  const examineeRecordId = examineeUpdateSucceeded.match(action) ? action.payload.id : action.payload.examineeRecordId;
  yield* put(examineePageRequested({ examineeRecordId }));
}

/** Goes to the examinee list after the examinee was deleted. */
export function* openExamineeList() {
  yield* put(push('/examinees'));
}

/** Opens the copy of an assessment. */
export function* openClone(action: ReturnType<typeof assessmentCloneSucceeded>) {
  yield* put(push(`/assessments/${action.payload.id}`));
}

/** Root saga of the examinee page's edits. */
export function* examineeEditsSaga() {
  // takeSubmit for every submit: a double click sends one request.
  yield* takeSubmit(examineeUpdateRequested.type, updateExaminee, examineeUpdateFailed.type);
  yield* takeSubmit(examineeDeleteRequested.type, deleteExaminee);
  yield* takeSubmit(assessmentDeleteRequested.type, deleteAssessment);
  yield* takeSubmit(assessmentCloneRequested.type, cloneAssessment);
  // takeLeading: one follow-up per success.
  yield* takeLeading([examineeUpdateSucceeded.type, assessmentDeleteSucceeded.type], safely(reloadExamineePage));
  yield* takeLeading(examineeDeleteSucceeded.type, safely(openExamineeList));
  yield* takeLeading(assessmentCloneSucceeded.type, safely(openClone));
}
