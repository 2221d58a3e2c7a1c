/**
 * Request limits counted in the database (@fastify/rate-limit's store, http/rateLimitStore.ts), so
 * that every server process on the database counts the same window. Platform data, no account's:
 * written by the owner outside any customer's transaction.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One client's window on one limited route. The key is a SHA-256 (hex) of the route and the
 * client's key (its address, and the user name it tries where the route says so), so neither an
 * address nor a user name is stored. A row whose window has ended is counted from 1 again by the
 * next hit, and removed by later hits of other keys (the store's statement sweeps a few).
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    /** Hits counted in the current window. */
    hits: integer('hits').notNull(),
    /** When the current window ends (the database's clock). */
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_window_idx').on(t.windowEndsAt)],
);
