/** Deleted assessments and their recovery (account administrators). */
import { lazy } from 'react';
import { PERMISSIONS } from '../../../domain/permissions';
import { type FeatureModule, screenAt } from '../../core/feature/featureModule';
import { recoveryReducer } from './recoverySlice';
import { MESSAGES } from './messages';
import type { EN_US } from './messages/en_us';
import { SCREENS } from '../../../contract/services/assessmentLifecycleScreens';

const DeletedAssessmentsPage = lazy(() =>
  import(/* webpackChunkName: "recovery" */ './views/DeletedAssessmentsPage').then((m) => ({ default: m.DeletedAssessmentsPage })),
);

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { recovery: recoveryReducer };

/** The recovery feature's module. */
export const recoveryFeature: FeatureModule<typeof reducers, typeof EN_US> = {
  name: 'recovery',
  reducers,
  load: () => import(/* webpackChunkName: "recovery-sagas" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: [],
  messages: MESSAGES,
  routes: [{ screen: screenAt(SCREENS, '/deleted-assessments'), render: () => <DeletedAssessmentsPage /> }],
  menu: [
    {
      href: '/deleted-assessments',
      shownWith: [PERMISSIONS.ASSESSMENT_RECOVER],
      label: { messageId: 'header.deletedAssessments' },
      current: (pathname) => pathname === '/deleted-assessments',
      order: 30,
    },
  ],
};
