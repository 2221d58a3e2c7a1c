/**
 * @fastify/rate-limit's store in the app's database (table `rate_limit_hits`, migration 0036):
 * every server process on one database counts the same window per client and route, so N
 * processes behind a load balancer allow what one process allows, not N times as much.
 *
 * A hit is one statement: an `INSERT … ON CONFLICT … DO UPDATE … RETURNING` that starts a window
 * (1 hit, ending `timeWindow` ms from now) or counts one more hit in the running one, on the
 * database's clock, so processes whose clocks differ still agree. The same statement removes a
 * few rows of other clients whose windows have ended, so the table holds about the clients of the
 * last window and needs no job of its own. Works on PostgreSQL and on the embedded PGlite alike.
 */
import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/client';

/** Rows of ended windows (of other keys) each hit removes: more than one, so the table shrinks after a burst. */
export const SWEPT_PER_HIT = 2;

/** One hit's outcome, as the plugin reads it: hits in the window so far, and milliseconds until it ends. */
export interface RateLimitCount {
  current: number;
  ttl: number;
}

// `h.window_ends_at` in RETURNING is the row after the update. The sweep skips the hit's own key
// (one statement may not touch a row twice) and rows another statement holds (SKIP LOCKED).
const HIT_SQL = `
WITH swept AS (
  DELETE FROM rate_limit_hits WHERE key IN (
    SELECT key FROM rate_limit_hits
    WHERE window_ends_at <= now() AND key <> $1
    ORDER BY window_ends_at LIMIT ${SWEPT_PER_HIT}
    FOR UPDATE SKIP LOCKED
  )
)
INSERT INTO rate_limit_hits AS h (key, hits, window_ends_at)
VALUES ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
ON CONFLICT (key) DO UPDATE SET
  hits = CASE WHEN h.window_ends_at <= now() THEN 1 ELSE h.hits + 1 END,
  window_ends_at = CASE WHEN h.window_ends_at <= now() THEN excluded.window_ends_at ELSE h.window_ends_at END
RETURNING h.hits, ceil(extract(epoch FROM h.window_ends_at - now()) * 1000)::bigint AS ttl`;

/**
 * Counts one hit of `key` on `route` in the database.
 * @param timeWindowMs the window's length in milliseconds (a new window starts when none runs).
 * @returns the hits of the running window (this one included) and its milliseconds left.
 * @throws Error when the statement fails (the plugin then answers the request with a 500).
 */
export async function countHit(database: Pick<Database, 'executeSql'>, route: string, key: string, timeWindowMs: number): Promise<RateLimitCount> {
  // Hashed: neither the client's address nor the user name its key may carry is stored.
  const hashed = createHash('sha256').update(`${route}\n${key}`).digest('hex');
  const { rows } = await database.executeSql(HIT_SQL, [hashed, timeWindowMs]);
  const [row] = rows;
  if (!row) throw new Error('The rate limit statement answered no row.');
  // A statement that waited for another's row lock reads an earlier now() than the window's start.
  return { current: Number(row['hits']), ttl: Math.min(timeWindowMs, Math.max(0, Number(row['ttl']))) };
}

/** What the plugin hands {@link FastifyRateLimitStore.child}: the route's merged settings (typed loosely by the plugin). */
interface RouteLimitSettings {
  routeInfo?: { method?: string | string[]; url?: string };
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/** The route part of a key: method and URL pattern, so that two limited routes never share a count (as the plugin's own stores). */
function routeName(settings: RouteLimitSettings): string {
  const method = settings.routeInfo?.method;
  return `${Array.isArray(method) ? method.join(',') : (method ?? '')} ${settings.routeInfo?.url ?? ''}`;
}

/**
 * The store class to give @fastify/rate-limit (`store` option), counting in `database`.
 * Fixed windows only: a route asking for `continueExceeding` or `exponentialBackoff` is refused
 * when it is registered, rather than counted differently from what it asked.
 */
export function databaseRateLimitStore(database: Pick<Database, 'executeSql'>): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    // The plugin makes the root store with its settings (unused: each limited route gets a child).
    constructor(
      _settings: unknown = undefined,
      private readonly route = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: RateLimitCount) => void, timeWindow: number): void {
      countHit(database, this.route, key, timeWindow).then(
        (count) => callback(null, count),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const settings = routeOptions as unknown as RouteLimitSettings;
      if (settings.continueExceeding || settings.exponentialBackoff) {
        throw new Error(`The database rate limit store counts fixed windows; ${routeName(settings)} asks for continueExceeding or exponentialBackoff.`);
      }
      return new DatabaseRateLimitStore(undefined, routeName(settings));
    }
  }
  return DatabaseRateLimitStore;
}
