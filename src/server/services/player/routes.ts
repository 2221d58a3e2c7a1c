/**
 * Handlers of the player's calls. Opening is rate-limited per address and every opening, good
 * or bad, answers no sooner than the configured floor, so timing tells a wrong token from an
 * expired or revoked one no better than chance. Every answer says Referrer-Policy: no-referrer.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { player } from '../../../contract';
import type { ServerConfig } from '../../config';
import { HttpProblem } from '../../http/problems';
import { type BoundHandler, handlePublic, type PublicCall } from '../../http/operationHandler';
import { clearPlayerCookie, playerCookieOf, setPlayerCookie } from './playerCookie';
import { playerState } from './playerState';
import { launchNotification, openLink, saveResponse, stateOfCookie, submitForm } from './service';

const cookieOf = (call: PublicCall): string | undefined => playerCookieOf(call.request);

/** Runs a player call: no Referer leaves the player, and a cookie whose link is gone is cleared. */
async function playerCall<T>(call: PublicCall, run: () => Promise<T>): Promise<T> {
  call.reply.header('referrer-policy', 'no-referrer');
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpProblem && error.code.startsWith('link') && error.code !== 'linkNotYetOpen') clearPlayerCookie(call.request, call.reply);
    throw error;
  }
}

/** The player service's handlers. */
export function playerRoutes(config: Pick<ServerConfig, 'linkLookupsPerMinute'>): BoundHandler[] {
  return [
    handlePublic(
      player.playerOpen,
      ({ body }, call) =>
        playerCall(call, async () => {
          const started = performance.now();
          try {
            const link = await openLink(call.db, body.token, call.ip, call.now);
            setPlayerCookie(call.request, call.reply, call.context.keys.cookie, link, call.now);
            return await playerState(call.db, link, call.now);
          } finally {
            await sleep(Math.max(0, call.context.config.linkLookupFloorMs - (performance.now() - started)));
          }
        }),
      { rateLimit: { max: config.linkLookupsPerMinute, timeWindow: '1 minute' } },
    ),
    handlePublic(player.playerState, (_input, call) => playerCall(call, () => stateOfCookie(call.db, call.context.keys.cookie, cookieOf(call), call.now))),
    handlePublic(player.osaLaunchNotification, (_input, call) =>
      playerCall(call, () => launchNotification(call.db, call.context.keys.cookie, cookieOf(call), call.ip, call.now)),
    ),
    handlePublic(player.playerSaveResponse, ({ params, body }, call) =>
      playerCall(call, () => saveResponse(call.db, call.context.keys.cookie, cookieOf(call), { ...params, value: body.value, version: body.version }, call.ip, call.now)),
    ),
    handlePublic(player.playerSubmit, ({ params, body }, call) =>
      playerCall(call, async () => {
        const state = await submitForm(call.db, call.context.keys.cookie, cookieOf(call), params.assessmentId, body.version, call.ip, call.now);
        // A classroom device is shared: once a student's class session is done, the next student's code opens afresh.
        if (state.link.classSession && state.link.state === 'completed') clearPlayerCookie(call.request, call.reply);
        return state;
      }),
    ),
  ];
}
