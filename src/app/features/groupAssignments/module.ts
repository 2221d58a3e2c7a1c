/**
 * Forms assigned to a group (issue #19): the panel the group's page mounts (views/GroupAssignmentsPanel.tsx),
 * with the assign form, each assignment's progress, reminders, the roster sheet and the reports.
 */
import type { FeatureModule } from '../../core/feature/featureModule';
import { groupAssignmentsReducer } from './groupAssignmentsSlice';
import { MESSAGES } from './messages';
import type { EN_US } from './messages/en_us';

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { groupAssignments: groupAssignmentsReducer };

/** The groupAssignments feature's module. */
export const groupAssignmentsFeature: FeatureModule<typeof reducers, typeof EN_US> = {
  name: 'groupAssignments',
  reducers,
  load: () => import(/* webpackChunkName: "groupAssignments-sagas" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: [],
  messages: MESSAGES,
  routes: [],
  menu: [],
};
