/**
 * The STUN and TURN servers a live session's browsers use for built-in video (issue #20): the
 * addresses from config.json's `externalHosts.stunUrls` / `externalHosts.turnUrls`, and for TURN
 * time-limited credentials the coturn way (`use-auth-secret`, the "TURN REST API"): username
 * `<expiry unix seconds>:<who>`, credential = base64(HMAC-SHA1(secret, username)). No secret is
 * ever sent; without TURN_SECRET no TURN server is offered.
 */
import { createHmac } from 'node:crypto';
import type { IceServer } from '../../../domain/live/liveProtocol';
import type { AppContext } from '../../context';
import { currentAppConfig } from '../platformConfiguration/currentAppConfig';

/** How long a TURN credential is valid, in seconds: longer than the longest session (4 h) with its waiting. */
export const TURN_CREDENTIAL_SECONDS = 12 * 3600;

/** Who a credential is for: a signed-in user (the examiner) or a participant of the examinee's side (joined by a live link). */
export type IceServerHolder = { userId: number } | { participantId: number };

/** What {@link iceServersFor} reads of the app. */
export type IceServerSource = Pick<AppContext, 'db'> & { config: Pick<AppContext['config'], 'appConfigFile' | 'turnSecret'> };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The non-empty strings of `externalHosts[key]` of the current config.json. */
async function configuredUrls(source: IceServerSource, key: 'stunUrls' | 'turnUrls'): Promise<string[]> {
  const hosts = (await currentAppConfig(source)).externalHosts;
  const urls = isRecord(hosts) ? hosts[key] : undefined;
  return Array.isArray(urls) ? urls.filter((url): url is string => typeof url === 'string' && url.trim() !== '').map((url) => url.trim()) : [];
}

/**
 * A coturn `use-auth-secret` credential valid until `now` + {@link TURN_CREDENTIAL_SECONDS}.
 * @returns username `<expiry unix seconds>:<user-N | participant-N>` and its base64 HMAC-SHA1 under `secret`.
 */
export function turnCredential(secret: string, who: IceServerHolder, now: Date): { username: string; credential: string } {
  const expiry = Math.floor(now.getTime() / 1000) + TURN_CREDENTIAL_SECONDS;
  const username = `${expiry}:${'userId' in who ? `user-${who.userId}` : `participant-${who.participantId}`}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

/**
 * The ICE servers of `who` at `now`, as the socket's `welcome.iceServers` and prosa.businessUnit
 * answer them: one STUN entry with every `stunUrls` address (none when empty), and one TURN entry
 * with every `turnUrls` address and a fresh credential (none when empty or TURN_SECRET is unset).
 * The realtime side calls it by this name.
 * @throws Error when no configuration is stored and config.json cannot be read.
 */
export async function iceServersFor(context: IceServerSource, who: IceServerHolder, now: Date): Promise<IceServer[]> {
  const servers: IceServer[] = [];
  const stun = await configuredUrls(context, 'stunUrls');
  if (stun.length > 0) servers.push({ urls: stun });
  const turn = await configuredUrls(context, 'turnUrls');
  if (turn.length > 0 && context.config.turnSecret) servers.push({ urls: turn, ...turnCredential(context.config.turnSecret, who, now) });
  return servers;
}

/** Whether built-in video can relay through a TURN server (addresses configured and TURN_SECRET set). */
export async function turnConfigured(context: IceServerSource): Promise<boolean> {
  return context.config.turnSecret !== null && (await configuredUrls(context, 'turnUrls')).length > 0;
}
