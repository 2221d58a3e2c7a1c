/**
 * Idempotency keys of submits (POST, PUT, DELETE). A key is generated once per input; a submit whose outcome is
 * unknown (network error, 5xx) keeps it, so the user's retry of the same input reuses it and the
 * server applies the request once.
 */
import type { AppError } from '../../../client/appError';

/** A submit that may be retried with the same key. */
export interface PendingSubmit<T> {
  idempotencyKey: string;
  input: T;
}

/** Whether two plain-JSON inputs are the same request. */
const sameInput = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The key a retry of `input` reuses, or `null` when a new key is needed. */
export function reusableKey<T>(pending: PendingSubmit<T> | null, input: T): string | null {
  return pending && sameInput(pending.input, input) ? pending.idempotencyKey : null;
}

/** What a failed submit keeps for a retry: the key and input when the server may have applied it, else nothing. */
export function pendingAfterFailure<T>(error: AppError, idempotencyKey: string, input: T): PendingSubmit<T> | null {
  const outcomeUnknown = error.status === 0 || error.status >= 500;
  return outcomeUnknown ? { idempotencyKey, input } : null;
}
