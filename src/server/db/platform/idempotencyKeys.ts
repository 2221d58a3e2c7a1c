/**
 * The Idempotency-Key records of writes (table idempotency_keys): pipeline bookkeeping, not an
 * account's data, and keyed by user and key. Every statement runs in the `db` it is given, which
 * is the operation's transaction (row-level security limits it to the caller's account), except
 * the stored refusal, which runs on its own after the operation's rollback.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { idempotencyKeys } from '../schema';

/** Whose key it is. */
export interface KeyOwner {
  userId: number;
  accountId: number;
}

/** A stored key: the request it was claimed for and, once answered, the answer. */
export interface IdempotencyKeyRow {
  /** SHA-256 of method, URL and body (http/idempotency.ts). */
  requestHash: string;
  /** `null` while unanswered. */
  responseStatus: number | null;
  responseBody: string | null;
}

/** The Idempotency-Key records over `db`. */
export interface IdempotencyKeyStore {
  /** Stores an unanswered claim of `key`; `false` when the user's key is already stored (nothing is written). */
  claim(owner: KeyOwner, key: string, requestHash: string, now: Date): Promise<boolean>;
  /** The user's stored key, or `null`. */
  find(userId: number, key: string): Promise<IdempotencyKeyRow | null>;
  /** Stores the answer of the user's key. */
  answer(userId: number, key: string, status: number, body: string): Promise<void>;
  /** Removes the user's key. */
  release(userId: number, key: string): Promise<void>;
  /** Stores a key with its answer at once, unless the user's key is already stored. */
  storeAnswered(owner: KeyOwner, key: string, requestHash: string, status: number, body: string, now: Date): Promise<void>;
}

/** The Idempotency-Key store over `db`. */
export function idempotencyKeyStore(db: Db): IdempotencyKeyStore {
  const keyOf = (userId: number, key: string) => and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  return {
    async claim(owner, key, requestHash, now) {
      const claimed = await db
        .insert(idempotencyKeys)
        .values({ userId: owner.userId, accountId: owner.accountId, key, requestHash, createdAt: now })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return claimed.length > 0;
    },
    async find(userId, key) {
      const [row] = await db
        .select({ requestHash: idempotencyKeys.requestHash, responseStatus: idempotencyKeys.responseStatus, responseBody: idempotencyKeys.responseBody })
        .from(idempotencyKeys)
        .where(keyOf(userId, key))
        .limit(1);
      return row ?? null;
    },
    async answer(userId, key, status, body) {
      await db.update(idempotencyKeys).set({ responseStatus: status, responseBody: body }).where(keyOf(userId, key));
    },
    async release(userId, key) {
      await db.delete(idempotencyKeys).where(keyOf(userId, key));
    },
    async storeAnswered(owner, key, requestHash, status, body, now) {
      await db
        .insert(idempotencyKeys)
        .values({ userId: owner.userId, accountId: owner.accountId, key, requestHash, responseStatus: status, responseBody: body, createdAt: now })
        .onConflictDoNothing();
    },
  };
}
