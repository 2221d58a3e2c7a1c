/**
 * Who may open a live session's socket (issue #20), decided on the upgrade request:
 * - the examiner (`…/prosa-facade/sessions/{sessionId}/socket`): a valid sign-in (the access-token
 *   cookie the browser sends on the same-origin upgrade, checked by authenticate()), an `Origin`
 *   equal to the server's own (a page of another site cannot open it with the user's cookies),
 *   ASSESSMENT_EDIT, and a live session of the caller's account inside their legitimate interest;
 * - the examinee's side (`…/prosa-facade/live/socket`): the live cookie of a `live` link that is
 *   not revoked, inside its window and made for its current token; the session not cancelled.
 * A refusal is a close code of LIVE_CLOSE_CODES (the browser cannot read an upgrade's HTTP status).
 */
import type { FastifyRequest } from 'fastify';
import { LIVE_CLOSE_CODES } from '../../domain/live/liveProtocol';
import type { LiveRole } from '../../domain/live/liveSession';
import { hasAuthority, PERMISSIONS } from '../../domain/permissions';
import { linkStateAt } from '../../domain/remoteLink';
import { authenticate } from '../auth/authenticate';
import type { Principal } from '../auth/principal';
import type { AppContext } from '../context';
import type { TransactionScope } from '../db/accountScope';
import { linkById } from '../db/platform/linkTokens';
import { liveCookie } from '../services/liveSessions/liveCookie';
import { inLiveScope } from './liveScope';

/** An admitted screen: who it is and how it acts on the account. */
export interface LiveAdmission {
  ok: true;
  scope: TransactionScope;
  sessionId: number;
  role: LiveRole;
  participantId: number;
  name: string;
  /** The examiner's user id; `null` on the examinee's side. */
  userId: number | null;
  /** Whether the screen may stay (the examiner's sign-in is re-checked every minute); `true` while it may. */
  stillValid(): Promise<boolean>;
}

/** A refused upgrade: the close code and its reason. */
export interface LiveRefusal {
  ok: false;
  code: number;
  reason: string;
}

const refuse = (code: number, reason: string): LiveRefusal => ({ ok: false, code, reason });

/** Whether the upgrade comes from a page of this server (scheme and host equal). */
export function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    const url = new URL(origin);
    return url.protocol === `${request.protocol}:` && url.host === request.host;
  } catch {
    return false;
  }
}

/** The transaction scope of a signed-in user: their account, narrowed to their interest when they are limited to it. */
const scopeOfPrincipal = (principal: Principal): TransactionScope => ({ accountId: principal.accountId, interestUserId: principal.limitedToInterest ? principal.userId : null });

/** Admits the examiner's screen of session `sessionId` (see the module comment). */
export async function admitExaminer(context: AppContext, request: FastifyRequest, sessionId: number): Promise<LiveAdmission | LiveRefusal> {
  const principal = await authenticate(context, request);
  if (!principal) return refuse(LIVE_CLOSE_CODES.unauthorized, 'Sign in again.');
  if (!sameOrigin(request)) return refuse(LIVE_CLOSE_CODES.forbidden, 'The page is not of this server.');
  if (!hasAuthority(principal.permissions, [PERMISSIONS.ASSESSMENT_EDIT])) return refuse(LIVE_CLOSE_CODES.forbidden, 'Not allowed.');
  const scope = scopeOfPrincipal(principal);
  const now = context.clock();
  const found = await inLiveScope(context.db, scope, principal.userId, async ({ repos }) => {
    const session = await repos.liveRuntime.session(sessionId);
    if (!session) return null;
    if (session.status === 'cancelled') return 'cancelled' as const;
    return repos.liveRuntime.examinerParticipant(session.id, principal.userId, principal.displayName, now);
  });
  if (found === null) {
    // Outside the caller's interest is refused as such; another account's session, or none, answers like a missing one.
    const exists = principal.limitedToInterest && (await inLiveScope(context.db, { accountId: principal.accountId, interestUserId: null }, null, ({ repos }) => repos.liveRuntime.session(sessionId))) !== null;
    return exists ? refuse(LIVE_CLOSE_CODES.forbidden, 'Outside your groups.') : refuse(LIVE_CLOSE_CODES.notFound, 'No such session.');
  }
  if (found === 'cancelled') return refuse(LIVE_CLOSE_CODES.ended, 'The session was cancelled.');
  return {
    ok: true,
    scope,
    sessionId,
    role: 'examiner',
    participantId: found.id,
    name: found.name,
    userId: principal.userId,
    stillValid: async () => (await authenticate(context, request)) !== null,
  };
}

/** Admits the examinee's screen by its live cookie (see the module comment). */
export async function admitExaminee(context: AppContext, request: FastifyRequest): Promise<LiveAdmission | LiveRefusal> {
  const cookie = liveCookie.of(request);
  const linkId = liveCookie.linkId(cookie);
  if (cookie === undefined || linkId === null) return refuse(LIVE_CLOSE_CODES.unauthorized, 'Open the link again.');
  const now = context.clock();
  const link = await linkById(context.db, linkId);
  if (!link || link.kind !== 'live' || !liveCookie.matches(context.keys.cookie, cookie, link)) return refuse(LIVE_CLOSE_CODES.unauthorized, 'Open the link again.');
  const state = linkStateAt({ state: link.state, expiresAt: link.expiresAt.toISOString() }, now);
  if (link.revokedAt !== null || state === 'revoked' || state === 'expired' || now < link.startsAt) return refuse(LIVE_CLOSE_CODES.unauthorized, 'This link no longer opens.');
  const scope: TransactionScope = { accountId: link.accountId, interestUserId: null };
  const found = await inLiveScope(context.db, scope, null, async ({ repos }) => {
    const participant = await repos.liveRuntime.participantOfLink(link.id);
    const session = participant ? await repos.liveRuntime.session(participant.sessionId) : null;
    return participant && session ? { participant, session } : null;
  });
  if (!found) return refuse(LIVE_CLOSE_CODES.notFound, 'No such session.');
  if (found.session.status === 'cancelled') return refuse(LIVE_CLOSE_CODES.ended, 'The session was cancelled.');
  return {
    ok: true,
    scope,
    sessionId: found.session.id,
    role: 'examinee',
    participantId: found.participant.id,
    name: found.participant.name,
    userId: null,
    stillValid: async () => true,
  };
}
