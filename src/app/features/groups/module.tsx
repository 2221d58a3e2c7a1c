/** The groups feature (issue #19): the group list, a group's page, and "Add to group" from the examinee list. */
import { lazy } from 'react';
import { PERMISSIONS } from '../../../domain/permissions';
import { type FeatureModule, renderWithId, screenAt } from '../../core/feature/featureModule';
import { groupPageReducer } from './groupPageSlice';
import { groupsReducer } from './groupsSlice';
import { GROUP_SCREENS as SCREENS } from '../../../contract/services/groupScreens';
import { MESSAGES } from './messages';
import type { EN_US } from './messages/en_us';

const GroupListPage = lazy(() => import(/* webpackChunkName: "groups" */ './views/GroupListPage').then((m) => ({ default: m.GroupListPage })));
const GroupPage = lazy(() => import(/* webpackChunkName: "groups" */ './views/GroupPage').then((m) => ({ default: m.GroupPage })));

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { groups: groupsReducer, groupPage: groupPageReducer };

/** The groups feature's module. */
export const groupsFeature: FeatureModule<typeof reducers, typeof EN_US> = {
  name: 'groups',
  reducers,
  load: () => import(/* webpackChunkName: "groups-sagas" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: ['examineeExport', 'groupAssignments'],
  messages: MESSAGES,
  routes: [
    { screen: screenAt(SCREENS, '/groups'), render: () => <GroupListPage /> },
    { screen: screenAt(SCREENS, '/groups/:groupId'), render: renderWithId('groupId', (id) => <GroupPage groupId={id} />) },
  ],
  menu: [{ href: '/groups', shownWith: [PERMISSIONS.EXAMINEE_VIEW], label: { messageId: 'groups.nav' }, current: (pathname) => pathname.startsWith('/groups'), order: 15 }],
};
