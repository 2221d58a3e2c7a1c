/**
 * The root reducer: redux-first-history's router plus every slice. The router reducer is built
 * per history (browser in the app, memory in tests), so the root reducer is built per store.
 */
import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import type { RouterState } from 'redux-first-history';
import { accountStatusReducer } from './core/accountStatus/accountStatusSlice';
import { appReducer } from './core/app/appSlice';
import { configReducer } from './core/config/configSlice';
import { i18nReducer } from './core/i18n/i18nSlice';
import { leaveGuardReducer } from './core/leaveGuard/leaveGuardSlice';
import { preferenceCookieReducer } from './core/preferenceCookie/preferenceCookieSlice';
import { preferencesReducer } from './core/preferences/preferencesSlice';
import { keepAliveReducer } from './core/session/keepAliveSlice';
import { sessionReducer } from './core/session/sessionSlice';
import { startingTipsReducer } from './core/startingTips/startingTipsSlice';
import { viewTypesReducer } from './core/viewTypes/viewTypesSlice';
import { assessmentListReducer } from './features/assessmentList/assessmentListSlice';
import { assessmentsReducer } from './features/assessments/assessmentsSlice';
import { batchReportsReducer } from './features/batchReports/batchReportsSlice';
import { emailTemplatesReducer } from './features/emailTemplates/emailTemplatesSlice';
import { groupReportsReducer } from './features/groupReports/groupReportsSlice';
import { licensingReducer } from './features/licensing/licensingSlice';
import { examineeEmailsReducer } from './features/remoteAdministration/examineeEmailsSlice';
import { examineeEditsReducer } from './features/examinees/examineeEditsSlice';
import { examineesReducer } from './features/examinees/examineesSlice';
import { recoveryReducer } from './features/recovery/recoverySlice';
import { remoteAdministrationReducer } from './features/remoteAdministration/remoteAdministrationSlice';
import { reportsReducer } from './features/reports/reportsSlice';
import { verificationReducer } from './features/verification/verificationSlice';

/** The slices of the SPA, by state key. */
export const sliceReducers = {
  app: appReducer,
  config: configReducer,
  i18n: i18nReducer,
  session: sessionReducer,
  keepAlive: keepAliveReducer,
  preferences: preferencesReducer,
  accountStatus: accountStatusReducer,
  viewTypes: viewTypesReducer,
  preferenceCookie: preferenceCookieReducer,
  startingTips: startingTipsReducer,
  leaveGuard: leaveGuardReducer,
  examinees: examineesReducer,
  examineeEdits: examineeEditsReducer,
  assessments: assessmentsReducer,
  reports: reportsReducer,
  verification: verificationReducer,
  recovery: recoveryReducer,
  assessmentList: assessmentListReducer,
  batchReports: batchReportsReducer,
  groupReports: groupReportsReducer,
  licensing: licensingReducer,
  remoteAdministration: remoteAdministrationReducer,
  emailTemplates: emailTemplatesReducer,
  examineeEmails: examineeEmailsReducer,
};

/** Builds the root reducer around a router reducer. */
export const createRootReducer = (routerReducer: Reducer<RouterState>) => combineReducers({ router: routerReducer, ...sliceReducers });

/** The whole state of the SPA. */
export type RootState = ReturnType<ReturnType<typeof createRootReducer>>;
