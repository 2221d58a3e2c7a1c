/** Side effects of the e-mail templates page: load, save, restore the built-in text. */
import { call, put, select, takeLatest } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { takeSubmit } from '../../core/saga/takeSubmit';
import { safely } from '../../core/saga/safely';
import { io } from '../../io/ioContext';
import { deleteTemplate, fetchTemplates, putTemplate } from './emailTemplatesApi';
import {
  templateChangeFailed,
  templateChangeSucceeded,
  templateResetRequested,
  templateSaveRequested,
  templatesFailed,
  templatesPageOpened,
  templatesSucceeded,
} from './emailTemplatesSlice';

/** Loads the account's templates. */
export function* loadTemplates() {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(templatesSucceeded(yield* call(fetchTemplates, http, endpoint)));
  } catch (error) {
    yield* put(templatesFailed(toAppError(error)));
  }
}

/** Saves a template (PUT: a retry is harmless). */
export function* saveTemplate(action: ReturnType<typeof templateSaveRequested>) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(templateChangeSucceeded(yield* call(putTemplate, http, endpoint, action.payload)));
  } catch (error) {
    yield* put(templateChangeFailed(toAppError(error)));
  }
}

/** Returns a template to the built-in text. */
export function* resetTemplate(action: ReturnType<typeof templateResetRequested>) {
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    yield* put(templateChangeSucceeded(yield* call(deleteTemplate, http, endpoint, action.payload)));
  } catch (error) {
    yield* put(templateChangeFailed(toAppError(error)));
  }
}

/** Root saga of the e-mail templates feature. */
export function* emailTemplatesSaga() {
  yield* takeLatest(templatesPageOpened.type, safely(loadTemplates));
  // takeSubmit: one change at a time; a second press while one is under way is the same change.
  yield* takeSubmit(templateSaveRequested.type, saveTemplate);
  yield* takeSubmit(templateResetRequested.type, resetTemplate);
}
