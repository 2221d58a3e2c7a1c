/** What a repository throws for a refusal of the database that its caller answers for. */
import type { Db } from '../client';
import { isUniqueViolation } from '../errors';

/** A write would have given a record a key another record already has. */
export class DuplicateKeyError extends Error {
  override name = 'DuplicateKeyError';
}

/**
 * Runs a write whose unique violation is the caller's refusal: in a savepoint, so that the
 * caller's transaction stays usable, and with the violation thrown as a {@link DuplicateKeyError}.
 * @param what the key, as the error's message says it ("The examinee id is already in use.").
 */
export async function uniquely<T>(db: Db, what: string, write: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(write);
  } catch (error) {
    if (isUniqueViolation(error)) throw new DuplicateKeyError(what);
    throw error;
  }
}
