/** The assessment list: filters, selection, batch and group reports. */
import { lazy } from 'react';
import { PERMISSIONS } from '../../../domain/permissions';
import { type FeatureModule, screenAt } from '../../core/feature/featureModule';
import type { RUNTIME } from './runtime';
import { MESSAGES } from './messages';
import { SCREENS } from '../../../contract/services/assessmentSelection';

const AssessmentListPage = lazy(() =>
  import(/* webpackChunkName: "assessmentList" */ './views/AssessmentListPage').then((m) => ({ default: m.AssessmentListPage })),
);

/** The assessment list's module. */
export const assessmentListFeature: FeatureModule<(typeof RUNTIME)['reducers'], typeof MESSAGES.en_us> = {
  name: 'assessmentList',
  load: () => import(/* webpackChunkName: "assessmentList" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: ['batchReports', 'groupReports'],
  messages: MESSAGES,
  routes: [{ screen: screenAt(SCREENS, '/assessments'), render: () => <AssessmentListPage /> }],
  menu: [{ href: '/assessments', shownWith: [PERMISSIONS.ASSESSMENT_VIEW], label: { messageId: 'assessmentList.nav' }, current: (pathname) => pathname === '/assessments', order: 20 }],
};
