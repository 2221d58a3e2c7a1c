/** The assessment list: filters, selection, batch and group reports, and the research CSV export. */
import { lazy } from 'react';
import { PERMISSIONS } from '../../../domain/permissions';
import { type FeatureModule, screenAt } from '../../core/feature/featureModule';
import { assessmentCsvExportReducer } from './assessmentCsvExportSlice';
import { assessmentListReducer } from './assessmentListSlice';
import { MESSAGES } from './messages';
import type { EN_US } from './messages/en_us';
import { SCREENS } from '../../../contract/services/assessmentSelectionScreens';

const AssessmentListPage = lazy(() =>
  import(/* webpackChunkName: "assessmentList" */ './views/AssessmentListPage').then((m) => ({ default: m.AssessmentListPage })),
);

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { assessmentList: assessmentListReducer, assessmentCsvExport: assessmentCsvExportReducer };

/** The assessment list's module. */
export const assessmentListFeature: FeatureModule<typeof reducers, typeof EN_US> = {
  name: 'assessmentList',
  reducers,
  load: () => import(/* webpackChunkName: "assessmentList-sagas" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: ['batchReports', 'groupReports'],
  messages: MESSAGES,
  routes: [{ screen: screenAt(SCREENS, '/assessments'), render: () => <AssessmentListPage /> }],
  menu: [{ href: '/assessments', shownWith: [PERMISSIONS.ASSESSMENT_VIEW], label: { messageId: 'assessmentList.nav' }, current: (pathname) => pathname === '/assessments', order: 20 }],
};
