/**
 * Idempotency-Key for every write: the first request with a key (per user) is processed and its
 * answer stored in the same transaction as its writes; a retry with the same key and the same request gets the stored answer without being
 * applied again; the same key with a different request is refused (422 idempotencyConflict).
 */
import type { Db } from '../db/client';
import { idempotencyKeyStore } from '../db/platform/idempotencyKeys';
import { sha256 } from '../auth/signedValues';

/** What to do with a request that carries a key. */
export type IdempotencyStart =
  | { kind: 'process' }
  | { kind: 'replay'; status: number; body: string }
  /** The key was used for a different request. */
  | { kind: 'mismatch' };

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

/**
 * Claims a key for a request inside the operation's transaction, or says how to answer a retry.
 * The claim commits with the operation's writes, so a key is either unused or answered: a crash
 * before the commit leaves nothing, and a concurrent request with the same key waits (PostgreSQL
 * holds its insert on the unique key) until the first commits, then replays its answer.
 * @param db the operation's transaction.
 */
export async function claimIdempotent(
  db: Db,
  owner: { userId: number; accountId: number },
  key: string,
  fingerprint: string,
  now: Date,
): Promise<IdempotencyStart> {
  const store = idempotencyKeyStore(db);
  if (await store.claim(owner, key, fingerprint, now)) return { kind: 'process' };
  const row = await store.find(owner.userId, key);
  if (!row) return claimIdempotent(db, owner, key, fingerprint, now);
  if (row.requestHash !== fingerprint) return { kind: 'mismatch' };
  if (row.responseStatus !== null && row.responseBody !== null) return { kind: 'replay', status: row.responseStatus, body: row.responseBody };
  // Only a claim written before claims shared the operation's transaction can be unanswered: it
  // applied nothing that committed with it, so the retry is processed.
  return { kind: 'process' };
}

/** Stores the answer of a processed request (any status below 500: a 4xx is an answer too), in its transaction. */
export async function answerIdempotent(db: Db, userId: number, key: string, status: number, body: string): Promise<void> {
  await idempotencyKeyStore(db).answer(userId, key, status, body);
}

/** Releases a claim (a file answer is not stored: a retry makes the file again, which changes nothing). */
export async function releaseIdempotent(db: Db, userId: number, key: string): Promise<void> {
  await idempotencyKeyStore(db).release(userId, key);
}

/**
 * Stores a refusal whose writes were rolled back, in a transaction of its own: a retry gets the
 * same refusal. Nothing else committed, so a crash before this store only makes a retry run again.
 */
export async function storeRefusal(
  db: Db,
  owner: { userId: number; accountId: number },
  key: string,
  fingerprint: string,
  status: number,
  body: string,
  now: Date,
): Promise<void> {
  await idempotencyKeyStore(db).storeAnswered(owner, key, fingerprint, status, body, now);
}
