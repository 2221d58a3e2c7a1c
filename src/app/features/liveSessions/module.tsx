/**
 * The live sessions feature (issue #20): the examiner's "Live sessions" dashboard at config.json's
 * tsl address (plan, invite, start, cancel) and the live screen of a session (its socket, the
 * steps, the stimulus books and the oral reading fluency probe).
 */
import { lazy } from 'react';
import { SCREENS, LIVE_DASHBOARD_PATH } from '../../../contract/services/liveSessionScreens';
import { PERMISSIONS } from '../../../domain/permissions';
import { type FeatureModule, renderWithId, screenAt } from '../../core/feature/featureModule';
import { liveDashboardReducer } from './liveDashboardSlice';
import { livePlanReducer } from './livePlanSlice';
import { liveScreenReducer } from './liveScreenSlice';
import { liveVideoReducer } from '../../../client/live/video/liveVideoSlice';
import { MESSAGES } from './messages';
import type { EN_US } from './messages/en_us';

const LiveDashboardPage = lazy(() => import(/* webpackChunkName: "liveSessions" */ './views/LiveDashboardPage').then((m) => ({ default: m.LiveDashboardPage })));
const LiveScreenPage = lazy(() => import(/* webpackChunkName: "liveSessions" */ './views/LiveScreenPage').then((m) => ({ default: m.LiveScreenPage })));

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { liveDashboard: liveDashboardReducer, livePlan: livePlanReducer, liveScreen: liveScreenReducer, liveVideo: liveVideoReducer };

/** The liveSessions feature's module. */
export const liveSessionsFeature: FeatureModule<typeof reducers, typeof EN_US> = {
  name: 'liveSessions',
  reducers,
  load: () => import(/* webpackChunkName: "liveSessions-sagas" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: ['remoteAdministration'],
  messages: MESSAGES,
  routes: [
    { screen: screenAt(SCREENS, `${LIVE_DASHBOARD_PATH}/sessions/:sessionId`), render: renderWithId('sessionId', (id) => <LiveScreenPage sessionId={id} />) },
    { screen: screenAt(SCREENS, LIVE_DASHBOARD_PATH), render: () => <LiveDashboardPage /> },
  ],
  menu: [
    { href: LIVE_DASHBOARD_PATH, shownWith: [PERMISSIONS.ASSESSMENT_VIEW], label: { messageId: 'liveSessions.nav' }, current: (pathname) => pathname === LIVE_DASHBOARD_PATH || pathname.startsWith(`${LIVE_DASHBOARD_PATH}/`), order: 25 },
  ],
};
