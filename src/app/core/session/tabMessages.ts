/**
 * What the SPA's tabs in one browser tell each other. They share the cookies, local storage and
 * the server session, so a message only says what happened; the data stays where it is shared.
 * Messages are plain JSON (BroadcastChannel clones them; tests compare them).
 */

import type { KeepAliveDeadlines } from '../../../domain/keepAliveTiming';

export type { KeepAliveDeadlines };

/** A message from another tab. */
export type TabMessage =
  /** The user signed out there (or was timed out): every tab signs out. */
  | { kind: 'signedOut' }
  /** That tab rotated the token pair and stored it: adopt it from local storage. */
  | { kind: 'tokensRefreshed' }
  /** That tab pinged for its user's activity: the shared session now ends later. */
  | { kind: 'sessionExtended'; deadlines: KeepAliveDeadlines };

const isDeadlines = (value: unknown): value is KeepAliveDeadlines => {
  const deadlines = value as Partial<KeepAliveDeadlines> | null;
  return (
    typeof deadlines === 'object' &&
    deadlines !== null &&
    typeof deadlines.idleExpiresAt === 'string' &&
    typeof deadlines.absoluteExpiresAt === 'string' &&
    typeof deadlines.idleLimitMs === 'number'
  );
};

/** Whether a received value is a message of ours (anything else on the channel is ignored). */
export function isTabMessage(value: unknown): value is TabMessage {
  const message = value as { kind?: unknown; deadlines?: unknown } | null;
  if (typeof message !== 'object' || message === null) return false;
  if (message.kind === 'signedOut' || message.kind === 'tokensRefreshed') return true;
  return message.kind === 'sessionExtended' && isDeadlines(message.deadlines);
}
