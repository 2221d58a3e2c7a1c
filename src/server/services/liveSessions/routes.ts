/**
 * Handlers of the live session operations (contract services/liveSessions.ts, issue #20). The
 * examinee's token exchange is public, rate-limited and answers no sooner than the configured
 * floor (like the player's), every answer with Referrer-Policy: no-referrer.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { liveSessions } from '../../../contract';
import type { ServerConfig } from '../../config';
import { HttpProblem } from '../../http/problems';
import { type BoundHandler, handle, handlePublic, type PublicCall } from '../../http/operationHandler';
import { userPreferences } from '../account/service';
import { actorOf } from '../actor';
import { iceServersFor } from './iceServers';
import { launch } from './launch';
import { validateLicence } from './licence';
import { liveCookie } from './liveCookie';
import { joinState, liveLinkOfCookie, openLiveLink } from './liveJoin';
import { cancel, dashboard, details, filterValues, participants, setVideo } from './service';

/** Runs an examinee's call: no Referer leaves the page, and a cookie whose link no longer works is cleared. */
async function examineeCall<T>(call: PublicCall, run: () => Promise<T>): Promise<T> {
  call.reply.header('referrer-policy', 'no-referrer');
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpProblem && error.code === 'linkInvalid') liveCookie.clear(call.request, call.reply);
    throw error;
  }
}

/** The live session service's handlers. */
export function liveSessionRoutes(config: Pick<ServerConfig, 'linkLookupsPerMinute'>): BoundHandler[] {
  return [
    handle(liveSessions.prosaSetupDashboard, ({ query }, call) => dashboard(call.db, call.context, call.repos, actorOf(call), query)),
    handle(liveSessions.sessionFilterValues, (_input, call) => filterValues(call.db, call.repos, actorOf(call))),
    handle(liveSessions.liveSession, ({ params }, call) => details(call.repos, params.sessionId)),
    handle(liveSessions.participants, ({ params }, call) => participants(call.repos, params.sessionId, call.now)),
    handle(liveSessions.videoSession, ({ params, body }, call) => setVideo(call.repos, params.sessionId, body, call.now)),
    handle(liveSessions.licenseValidate, ({ params }, call) => validateLicence(call.repos, params.sessionId, call.now)),
    handle(liveSessions.businessUnit, async (_input, call) => ({
      accountName: await call.repos.emails.accountName(),
      timeZone: (await userPreferences(call.db, call.user.userId)).timeZone.timeZoneCode,
      defaultVideo: await call.repos.liveSessions.defaultVideo(),
      iceServers: await iceServersFor(call.context, { userId: call.user.userId }, call.now),
    })),
    handle(liveSessions.vppLaunch, ({ params }, call) => launch(call.context, call.repos, params.sessionId, call.now)),
    handle(liveSessions.cancelLiveSession, ({ params }, call) => cancel(call.repos, params.sessionId, call.now)),
    handlePublic(
      liveSessions.liveOpen,
      ({ body }, call) =>
        examineeCall(call, async () => {
          const started = performance.now();
          try {
            const live = await openLiveLink(call.db, body.token, call.ip, call.now);
            liveCookie.set(call.request, call.reply, call.context.keys.cookie, live.link, call.now);
            return await joinState(call.db, live);
          } finally {
            await sleep(Math.max(0, call.context.config.linkLookupFloorMs - (performance.now() - started)));
          }
        }),
      { rateLimit: { max: config.linkLookupsPerMinute, timeWindow: '1 minute' } },
    ),
    handlePublic(liveSessions.liveState, (_input, call) =>
      examineeCall(call, async () => joinState(call.db, await liveLinkOfCookie(call.db, call.context.keys.cookie, liveCookie.of(call.request), call.now))),
    ),
  ];
}
