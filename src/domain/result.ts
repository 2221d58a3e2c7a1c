/**
 * The outcome of a domain constructor or rule that can fail: a value, or a plain error.
 * Plain data only, so results can travel in Redux actions and JSON answers.
 */
export type Result<T, E = DomainError> = { ok: true; value: T } | { ok: false; error: E };

/** A serializable error: a stable machine code and a human message. */
export interface DomainError {
  code: string;
  message: string;
}

/** Builds a successful {@link Result}. */
export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });

/** Builds a failed {@link Result}. */
export const fail = <E>(error: E): Result<never, E> => ({ ok: false, error });
