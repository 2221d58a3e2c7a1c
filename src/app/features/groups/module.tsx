/** The groups feature (issue #19): the group list, a group's page, and "Add to group" from the examinee list. */
import { lazy } from 'react';
import { PERMISSIONS } from '../../../domain/permissions';
import { type FeatureModule, renderWithId, screenAt } from '../../core/feature/featureModule';
import type { RUNTIME } from './runtime';
import { SCREENS } from '../../../contract/services/groups';
import { MESSAGES } from './messages';

const GroupListPage = lazy(() => import(/* webpackChunkName: "groups" */ './views/GroupListPage').then((m) => ({ default: m.GroupListPage })));
const GroupPage = lazy(() => import(/* webpackChunkName: "groups" */ './views/GroupPage').then((m) => ({ default: m.GroupPage })));

/** The groups feature's module. */
export const groupsFeature: FeatureModule<(typeof RUNTIME)['reducers'], typeof MESSAGES.en_us> = {
  name: 'groups',
  load: () => import(/* webpackChunkName: "groups" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: ['examineeExport', 'groupAssignments'],
  messages: MESSAGES,
  routes: [
    { screen: screenAt(SCREENS, '/groups'), render: () => <GroupListPage /> },
    { screen: screenAt(SCREENS, '/groups/:groupId'), render: renderWithId('groupId', (id) => <GroupPage groupId={id} />) },
  ],
  menu: [{ href: '/groups', shownWith: [PERMISSIONS.EXAMINEE_VIEW], label: { messageId: 'groups.nav' }, current: (pathname) => pathname.startsWith('/groups'), order: 15 }],
};
