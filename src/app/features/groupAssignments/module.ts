/**
 * Forms assigned to a group (issue #19): the panel the group's page mounts (views/GroupAssignmentsPanel.tsx),
 * with the assign form, each assignment's progress, reminders, the roster sheet and the reports.
 */
import type { FeatureModule } from '../../core/feature/featureModule';
import type { RUNTIME } from './runtime';
import { MESSAGES } from './messages';

/** The groupAssignments feature's module. */
export const groupAssignmentsFeature: FeatureModule<(typeof RUNTIME)['reducers'], typeof MESSAGES.en_us> = {
  name: 'groupAssignments',
  load: () => import(/* webpackChunkName: "groupAssignments" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: [],
  messages: MESSAGES,
  routes: [],
  menu: [],
};
