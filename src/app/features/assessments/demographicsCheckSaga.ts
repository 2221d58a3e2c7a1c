/**
 * The norms' needs on the assessment page (scoring.demographicsCheck): checked when the assessment
 * arrives, when the administration on screen changes and after a save, so the page says what
 * the norms still need before the examiner scores.
 */
import { call, put, select, takeLatest } from 'typed-redux-saga';
import { selectServiceEndpoint } from '../../core/http/httpSelectors';
import { safely } from '../../core/saga/safely';
import { io } from '../../io/ioContext';
import { fetchDemographicsCheck } from './assessmentsApi';
import { selectAdministration, selectAssessmentDetails } from './assessmentsSelectors';
import { administrationChanged, demographicsChecked, demographicsCheckFailed, detailsSucceeded, saveSucceeded } from './assessmentsSlice';

/** Checks the assessment on screen with the administration as entered. */
export function* checkDemographics() {
  const details = yield* select(selectAssessmentDetails);
  if (!details) return;
  const administration = yield* select(selectAdministration);
  const http = yield* io('http');
  const endpoint = yield* select(selectServiceEndpoint);
  try {
    const check = yield* call(fetchDemographicsCheck, http, endpoint, details.assessment.id, administration);
    yield* put(demographicsChecked({ assessmentId: details.assessment.id, check }));
  } catch {
    yield* put(demographicsCheckFailed());
  }
}

/** Root saga of the norms' needs. */
export function* demographicsCheckSaga() {
  // takeLatest: only the check of the newest administration matters.
  yield* takeLatest([detailsSucceeded.type, administrationChanged.type, saveSucceeded.type], safely(checkDemographics));
}
