/**
 * Forms assigned to a group (issue #19): the panel the group's page mounts (views/GroupAssignmentsPanel.tsx),
 * with the assign form, each assignment's progress, reminders, the roster sheet and the reports.
 */
import type { FeatureModule } from '../../core/feature/featureModule';
import { groupAssignmentsSaga } from './groupAssignmentsSaga';
import { groupAssignmentsReducer } from './groupAssignmentsSlice';
import { MESSAGES } from './messages';

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { groupAssignments: groupAssignmentsReducer };

/** The groupAssignments feature's module. */
export const groupAssignmentsFeature: FeatureModule<typeof reducers, typeof MESSAGES.en_us> = {
  name: 'groupAssignments',
  reducers,
  messages: MESSAGES,
  sagas: [groupAssignmentsSaga],
  routes: [],
  menu: [],
};
