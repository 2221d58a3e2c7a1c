/** The back office's assessment tracker (internal staff): the lookups and one assessment's timeline. */
import { lazy } from 'react';
import { SCREENS } from '../../../contract/services/assessmentTrackerScreens';
import { type FeatureModule, screenAt } from '../../core/feature/featureModule';
import { assessmentTrackerReducer } from './assessmentTrackerSlice';
import { idParam } from '../../core/router/matchPath';
import { MESSAGES } from './messages';
import type { EN_US } from './messages/en_us';

const TrackerSearchPage = lazy(() => import(/* webpackChunkName: "assessmentTracker" */ './views/TrackerSearchPage').then((m) => ({ default: m.TrackerSearchPage })));
const TrackerTimelinePage = lazy(() => import(/* webpackChunkName: "assessmentTracker" */ './views/TrackerTimelinePage').then((m) => ({ default: m.TrackerTimelinePage })));

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { assessmentTracker: assessmentTrackerReducer };

/** The assessment tracker feature's module. */
export const assessmentTrackerFeature: FeatureModule<typeof reducers, typeof EN_US> = {
  name: 'assessmentTracker',
  reducers,
  load: () => import(/* webpackChunkName: "assessmentTracker-sagas" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: ['assessments', 'reports'],
  messages: MESSAGES,
  routes: [
    { screen: screenAt(SCREENS, '/back-office/tracker'), render: () => <TrackerSearchPage /> },
    {
      screen: screenAt(SCREENS, '/back-office/accounts/:accountId/assessments/:assessmentId/tracker'),
      render: (params) => {
        const accountId = idParam(params['accountId']);
        const assessmentId = idParam(params['assessmentId']);
        return accountId === null || assessmentId === null ? null : <TrackerTimelinePage accountId={accountId} assessmentId={assessmentId} />;
      },
    },
  ],
  menu: [],
};
