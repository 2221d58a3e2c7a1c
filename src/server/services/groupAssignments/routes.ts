/**
 * Handlers of the group assignment operations (issue #19), and the player's class session code
 * exchange: rate-limited per address like a link's token, and answering no sooner than the same
 * floor, so timing does not tell a wrong code from a closed one.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { groupAssignments } from '../../../contract';
import type { ServerConfig } from '../../config';
import { type BoundHandler, handle, handlePublic } from '../../http/operationHandler';
import { HttpProblem } from '../../http/problems';
import { userPreferences } from '../account/service';
import { actorOf } from '../actor';
import { requireProductField } from '../assessments/eligibility';
import { mailedLink } from '../email/appSettings';
import { clearPlayerCookie, setPlayerCookie } from '../player/playerCookie';
import { playerState } from '../player/playerState';
import { ageCheckAnswer, checkGroup, requireGroup } from './ageCheck';
import { assignToGroup } from './assign';
import { openCode } from './codeExchange';
import { assignmentDetails, listAssignments, remindAssignment } from './progress';
import { rosterSheet } from './rosterSheet';

/** The group assignment service's handlers. */
export function groupAssignmentRoutes(config: Pick<ServerConfig, 'linkLookupsPerMinute'>): BoundHandler[] {
  return [
    handle(groupAssignments.groupAgeCheck, async ({ params, query }, call) => {
      await requireGroup(call.repos, params.groupId);
      const product = await requireProductField(call.db, query.productId);
      const { members, check } = await checkGroup(call.repos, params.groupId, product, query.plannedDate);
      return ageCheckAnswer(product, query, members, check);
    }),
    handle(groupAssignments.groupAssignment, ({ params, body }, call) =>
      assignToGroup({ ...call.context, db: call.db, keys: call.context.keys }, actorOf(call), call.repos, params.groupId, body, call.now),
    ),
    handle(groupAssignments.groupAssignmentList, ({ params }, call) => listAssignments(call.repos, params.groupId)),
    handle(groupAssignments.groupAssignmentDetails, ({ params }, call) => assignmentDetails(call.repos, actorOf(call), params.assignmentId, call.db, call.now)),
    handle(groupAssignments.groupAssignmentReminder, ({ params }, call) => remindAssignment({ ...call.context, db: call.db }, actorOf(call), call.repos, params.assignmentId, call.now)),
    handle(groupAssignments.groupAssignmentRosterSheet, async ({ params }, call) => {
      const actor = actorOf(call);
      // The QR code's address: the player's on the public base URL, the code in its fragment.
      const playerBase = (await mailedLink(call.context, call.context.config.publicBaseUrl, '')).replace(/#$/, '');
      const timeZone = (await userPreferences(call.db, actor.userId)).timeZone.timeZoneCode;
      return rosterSheet(call.repos, call.context.keys, params.assignmentId, playerBase, actor.locale ?? 'en_us', timeZone, call.now);
    }),
    handlePublic(
      groupAssignments.playerOpenCode,
      async ({ body }, call) => {
        call.reply.header('referrer-policy', 'no-referrer');
        const started = performance.now();
        try {
          const link = await openCode(call.db, body.code, call.ip, call.now);
          setPlayerCookie(call.request, call.reply, call.context.keys.cookie, link, call.now);
          return await playerState(call.db, link, call.now);
        } catch (error) {
          if (error instanceof HttpProblem && error.code.startsWith('link') && error.code !== 'linkNotYetOpen') clearPlayerCookie(call.request, call.reply);
          throw error;
        } finally {
          await sleep(Math.max(0, call.context.config.linkLookupFloorMs - (performance.now() - started)));
        }
      },
      { rateLimit: { max: config.linkLookupsPerMinute, timeWindow: '1 minute' } },
    ),
  ];
}
