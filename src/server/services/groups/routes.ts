/** Handlers of the group administration operations of the assessment facade (issue #19). */
import { groups } from '../../../contract';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { addGroupMembers, createGroup, getGroup, groupMembers, listGroups, removeGroupMembers, setGroupArchived, setGroupStaff, updateGroup } from './service';

/** The group service's handlers; every one works in the caller's account, within their legitimate interest. */
export function groupRoutes(): BoundHandler[] {
  return [
    handle(groups.listGroups, ({ query }, { repos }) => listGroups(repos, query)),
    handle(groups.getGroup, ({ params }, { repos }) => getGroup(repos, params.groupId)),
    handle(groups.createGroup, ({ body }, { repos, user, now }) => createGroup(repos, user, body, now)),
    handle(groups.updateGroup, ({ params, body }, { repos, now }) => updateGroup(repos, params.groupId, body, now)),
    handle(groups.archiveGroup, ({ params }, { repos, now }) => setGroupArchived(repos, params.groupId, true, now)),
    handle(groups.restoreGroup, ({ params }, { repos, now }) => setGroupArchived(repos, params.groupId, false, now)),
    handle(groups.groupMembers, ({ params, query }, { repos }) => groupMembers(repos, params.groupId, query)),
    handle(groups.addGroupMembers, ({ params, body }, { repos, now }) => addGroupMembers(repos, params.groupId, body.examineeRecordIds, now)),
    handle(groups.removeGroupMembers, ({ params, body }, { repos }) => removeGroupMembers(repos, params.groupId, body.examineeRecordIds)),
    handle(groups.setGroupStaff, ({ params, body }, { repos, now }) => setGroupStaff(repos, params.groupId, body.userIds, now)),
  ];
}
