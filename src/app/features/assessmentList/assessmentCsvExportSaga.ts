/** Side effects of the assessment list's research CSV export: fetch the file of the filter and save it. */
import { call, put, select } from 'typed-redux-saga';
import { toAppError } from '../../../client/appError';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { takeSubmit } from '../../core/saga/takeSubmit';
import { io } from '../../io/ioContext';
import { csvExportFileName, fetchAssessmentCsv } from './assessmentListApi';
import { csvExportFailed, csvExportRequested, csvExportSucceeded } from './assessmentCsvExportSlice';

/** Fetches the export of the action's filter and saves it (a CSV, or a ZIP of one CSV per form). */
export function* exportAssessmentsCsv(action: ReturnType<typeof csvExportRequested>) {
  const http = yield* io('http');
  const files = yield* io('files');
  const clock = yield* io('clock');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const file = yield* call(fetchAssessmentCsv, http, endpoint, action.payload.filter);
    yield* call([files, files.save], file, csvExportFileName(action.payload.filter, clock.today(), file.type));
    yield* put(csvExportSucceeded());
  } catch (error) {
    yield* put(csvExportFailed({ error: toAppError(error) }));
  }
}

/** The export's watcher. */
export function* assessmentCsvExportSaga() {
  // takeSubmit: a double click saves one file; a retry after a failure is taken.
  yield* takeSubmit(csvExportRequested.type, exportAssessmentsCsv, csvExportFailed.type);
}
