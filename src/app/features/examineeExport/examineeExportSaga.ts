/** Side effects of the examinee export: fetch the CSV file and save it to the user's downloads. */
import { call, put, select } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { takeSubmit } from '../../core/saga/takeSubmit';
import { io } from '../../io/ioContext';
import { exportFileName, fetchExamineeCsv } from './examineeExportApi';
import { exportFailed, exportRequested, exportSucceeded } from './examineeExportSlice';

/** Fetches the export of the action's target and saves it. */
export function* exportExaminees(action: ReturnType<typeof exportRequested>) {
  const http = yield* io('http');
  const files = yield* io('files');
  const clock = yield* io('clock');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const file = yield* call(fetchExamineeCsv, http, endpoint, action.payload);
    yield* call([files, files.save], file, exportFileName(action.payload, clock.today()));
    yield* put(exportSucceeded());
  } catch (error) {
    yield* put(exportFailed({ error: toAppError(error) }));
  }
}

/** The feature's watchers. */
export function* examineeExportSaga() {
  // takeSubmit: a double click saves one file; a retry after a failure is taken.
  yield* takeSubmit(exportRequested.type, exportExaminees, exportFailed.type);
}
