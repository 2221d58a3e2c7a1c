/**
 * The root saga: spawns each feature's saga, so one that fails does not take the others down
 * (STYLE 6). Each worker inside is wrapped by `safely`, so a failure is an `app/sagaFailed` action.
 */
import { spawn } from 'typed-redux-saga';
import { accountStatusSaga } from './core/accountStatus/accountStatusSaga';
import { appSaga } from './core/app/appSaga';
import { configSaga } from './core/config/configSaga';
import { i18nSaga } from './core/i18n/i18nSaga';
import { preferencesSaga } from './core/preferences/preferencesSaga';
import { routerSaga } from './core/router/routerSaga';
import { preferenceCookieSaga } from './core/preferenceCookie/preferenceCookieSaga';
import { sessionSaga } from './core/session/sessionSaga';
import { viewTypesSaga } from './core/viewTypes/viewTypesSaga';
import { assessmentListSaga } from './features/assessmentList/assessmentListSaga';
import { assessmentsSaga } from './features/assessments/assessmentsSaga';
import { batchReportsSaga } from './features/batchReports/batchReportsSaga';
import { emailTemplatesSaga } from './features/emailTemplates/emailTemplatesSaga';
import { groupReportsSaga } from './features/groupReports/groupReportsSaga';
import { licensingSaga } from './features/licensing/licensingSaga';
import { entryDraftSaga } from './features/assessments/entryDraftSaga';
import { essayScoringSaga } from './features/assessments/essayScoringSaga';
import { examineeEditsSaga } from './features/examinees/examineeEditsSaga';
import { examineesSaga } from './features/examinees/examineesSaga';
import { recoverySaga } from './features/recovery/recoverySaga';
import { examineeEmailsSaga } from './features/remoteAdministration/examineeEmailsSaga';
import { remoteAdministrationSaga } from './features/remoteAdministration/remoteAdministrationSaga';
import { reportsSaga } from './features/reports/reportsSaga';
import { verificationSaga } from './features/verification/verificationSaga';

/** The sagas started with the store. */
export const FEATURE_SAGAS = [appSaga, configSaga, i18nSaga, sessionSaga, accountStatusSaga, viewTypesSaga, preferenceCookieSaga, routerSaga, preferencesSaga, examineesSaga, examineeEditsSaga, assessmentsSaga, entryDraftSaga, essayScoringSaga, reportsSaga, verificationSaga, recoverySaga, assessmentListSaga, batchReportsSaga, groupReportsSaga, licensingSaga, remoteAdministrationSaga, emailTemplatesSaga, examineeEmailsSaga];

/** Spawns every feature saga, detached from each other. */
export function* rootSaga() {
  for (const saga of FEATURE_SAGAS) yield* spawn(saga);
}
