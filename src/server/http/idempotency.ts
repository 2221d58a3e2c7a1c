/**
 * Idempotency-Key for POSTs: the first request with a key (per user) is processed and its answer
 * stored; a retry with the same key and the same request gets the stored answer without being
 * applied again; the same key with a different request is refused (422 idempotencyConflict).
 */
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { sha256 } from '../auth/signedValues';

/** What to do with a request that carries a key. */
export type IdempotencyStart =
  | { kind: 'process' }
  | { kind: 'replay'; status: number; body: string }
  /** The key was used for a different request. */
  | { kind: 'mismatch' }
  /** The first request with this key is still being processed. */
  | { kind: 'inProgress' };

/** A first request that has not finished after this long is taken to have died; a retry may take it over. */
const ABANDONED_AFTER_MS = 5 * 60_000;

/** The longest key accepted (characters). */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 of method, URL and body (keys sorted, so key order does not make a "different" request). */
export const requestFingerprint = (method: string, url: string, body: unknown): string =>
  sha256(`${method} ${url}\n${canonicalJson(body ?? null)}`);

/** Claims a key for a request, or says how to answer a retry (see {@link IdempotencyStart}). */
export async function beginIdempotent(
  db: Db,
  owner: { userId: number; accountId: number },
  key: string,
  fingerprint: string,
  now: Date,
): Promise<IdempotencyStart> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId: owner.userId, accountId: owner.accountId, key, requestHash: fingerprint, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return { kind: 'process' };
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, owner.userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  if (!row) return beginIdempotent(db, owner, key, fingerprint, now);
  if (row.requestHash !== fingerprint) return { kind: 'mismatch' };
  if (row.responseStatus !== null && row.responseBody !== null) return { kind: 'replay', status: row.responseStatus, body: row.responseBody };
  const takenOver = await db
    .update(idempotencyKeys)
    .set({ createdAt: now })
    .where(
      and(
        eq(idempotencyKeys.userId, owner.userId),
        eq(idempotencyKeys.key, key),
        lt(idempotencyKeys.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return takenOver.length > 0 ? { kind: 'process' } : { kind: 'inProgress' };
}

/** Stores the answer of a processed request (any status below 500: a 4xx is an answer too). */
export async function finishIdempotent(db: Db, userId: number, key: string, status: number, body: string): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: body })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** Releases a key whose request failed on our side (5xx), so that a retry is processed afresh. */
export async function abandonIdempotent(db: Db, userId: number, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}
