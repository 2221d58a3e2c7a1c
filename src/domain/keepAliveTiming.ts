/**
 * Pure rules of the keep-alive (the SPA's session loop, and the web help that states them): the limits a ping answer means on this browser's clock, how often
 * an active user pings, when the warning shows, and what the loop does next. Times are
 * milliseconds since the epoch; nothing here reads a clock.
 */

/**
 * Client-side timing of the keep-alive service. The idle limit itself is the server's: every
 * keepAlive.ping answers it. Kept under `qgServices` so the document keeps the spec's sections.
 */
export interface KeepAliveConfig {
  /** How long before the idle limit the session-timeout warning shows (default 120). */
  warningLeadSeconds?: number;
  /** The most often an active user's tab pings (default 60; shorter when the idle limit is short). */
  pingIntervalSeconds?: number;
}

/** What a keep-alive ping answers. */
export interface KeepAliveStatus {
  /** ISO time at which the session ends if there is no further activity. */
  idleExpiresAt: string;
  /** ISO time at which the session ends whatever the activity. */
  absoluteExpiresAt: string;
  /** The server's time of the answer, so a client whose clock is off still counts down the right span. */
  serverTime: string;
}

/** A session's limits on this browser's clock, as the tabs share them (ISO instants). */
export interface KeepAliveDeadlines {
  /** The session ends here unless the user works before. */
  idleExpiresAt: string;
  /** The session ends here whatever the activity. */
  absoluteExpiresAt: string;
  /** The length of the server's idle limit, in milliseconds. */
  idleLimitMs: number;
}

/** The warning's lead before the idle limit when config.json does not say (two minutes). */
export const DEFAULT_WARNING_LEAD_MS = 120_000;
/** The most often an active tab pings when config.json does not say (a minute). */
export const DEFAULT_PING_INTERVAL_MS = 60_000;
/** Pings are never closer together than this, whatever the settings. */
const MIN_PING_INTERVAL_MS = 1_000;

/**
 * The limits of a ping answer on this browser's clock. The server counts the time left on its own
 * clock; it is added to when the ping was sent, which is no later than the server's reading, so a
 * slow answer or a wrong local clock never makes this tab think it has longer than the server.
 */
export function deadlinesFromAnswer(answer: KeepAliveStatus, sentAtMs: number): KeepAliveDeadlines {
  const serverNow = answer.serverTime ? Date.parse(answer.serverTime) : sentAtMs;
  const idleLeft = Date.parse(answer.idleExpiresAt) - serverNow;
  const absoluteLeft = Date.parse(answer.absoluteExpiresAt) - serverNow;
  return {
    idleExpiresAt: new Date(sentAtMs + idleLeft).toISOString(),
    absoluteExpiresAt: new Date(sentAtMs + absoluteLeft).toISOString(),
    idleLimitMs: idleLeft,
  };
}

/** When the session ends: the idle limit, or the absolute limit when that comes first. */
export const sessionEndMs = (deadlines: KeepAliveDeadlines): number =>
  Math.min(Date.parse(deadlines.idleExpiresAt), Date.parse(deadlines.absoluteExpiresAt));

/** The configured timing, with defaults, in milliseconds. */
export interface KeepAliveTiming {
  warningLeadMs: number;
  pingIntervalMs: number;
}

/** The timing of config.json's `qgServices.keepAlive`, with the defaults for what it leaves out. */
export const keepAliveTiming = (config: KeepAliveConfig | undefined): KeepAliveTiming => ({
  warningLeadMs: config?.warningLeadSeconds !== undefined ? config.warningLeadSeconds * 1000 : DEFAULT_WARNING_LEAD_MS,
  pingIntervalMs: config?.pingIntervalSeconds !== undefined ? config.pingIntervalSeconds * 1000 : DEFAULT_PING_INTERVAL_MS,
});

/** The warning's lead, never more than half the idle limit (a longer one would warn straight after every ping). */
export const warningLeadFor = (timing: KeepAliveTiming, idleLimitMs: number | null): number =>
  idleLimitMs === null ? timing.warningLeadMs : Math.min(timing.warningLeadMs, idleLimitMs / 2);

/**
 * How often an active user pings: the configured interval, but at most half the time between a
 * ping and the warning, so someone who keeps working never sees it.
 */
export function pingIntervalFor(timing: KeepAliveTiming, idleLimitMs: number | null): number {
  if (idleLimitMs === null) return Math.max(MIN_PING_INTERVAL_MS, timing.pingIntervalMs);
  const beforeWarning = (idleLimitMs - warningLeadFor(timing, idleLimitMs)) / 2;
  return Math.max(MIN_PING_INTERVAL_MS, Math.min(timing.pingIntervalMs, beforeWarning));
}

/** What the keep-alive loop knows when it decides. */
export interface KeepAliveSituation {
  nowMs: number;
  /** The shared session's limits, or `null` before any ping answered. */
  deadlines: KeepAliveDeadlines | null;
  /** identity.showWarningPopup. */
  warningEnabled: boolean;
  warningVisible: boolean;
  /** Whether the user was active since this tab last pinged. */
  pendingActivity: boolean;
  /** When this tab last tried to ping, or `null` when it has not yet. */
  lastPingMs: number | null;
  timing: KeepAliveTiming;
}

/** The loop's next step: sign out, ping, open the warning, or wait (`ms: null`: until something happens). */
export type KeepAliveStep = { kind: 'signOut' } | { kind: 'ping' } | { kind: 'warn' } | { kind: 'wait'; ms: number | null };

/**
 * Decides the keep-alive loop's next step. Sign-out at the limit comes first; pending activity
 * pings once the interval since the last ping has passed (it also makes a due warning
 * unnecessary); while the warning is open only "Stay signed in" extends the session.
 */
export function nextKeepAliveStep(situation: KeepAliveSituation): KeepAliveStep {
  const { nowMs, deadlines, warningEnabled, warningVisible, pendingActivity, lastPingMs, timing } = situation;
  const idleLimitMs = deadlines?.idleLimitMs ?? null;
  const endMs = deadlines ? sessionEndMs(deadlines) : null;
  if (endMs !== null && nowMs >= endMs) return { kind: 'signOut' };
  const pingDueMs = pendingActivity && !warningVisible ? (lastPingMs ?? Number.NEGATIVE_INFINITY) + pingIntervalFor(timing, idleLimitMs) : null;
  if (pingDueMs !== null && nowMs >= pingDueMs) return { kind: 'ping' };
  const warnAtMs = endMs !== null && warningEnabled && !warningVisible ? endMs - warningLeadFor(timing, idleLimitMs) : null;
  if (warnAtMs !== null && nowMs >= warnAtMs) return { kind: 'warn' };
  const wakeAt = [endMs, pingDueMs, warnAtMs].filter((at): at is number => at !== null);
  return { kind: 'wait', ms: wakeAt.length > 0 ? Math.min(...wakeAt) - nowMs : null };
}
