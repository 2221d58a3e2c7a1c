/** Answering a repository's duplicate key as the refusal a service gives for it. */
import { DuplicateKeyError } from '../db/repositories';
import type { HttpProblem } from '../http/problems';

/**
 * Runs a write, answering a {@link DuplicateKeyError} as `problem` (a 409 naming the field).
 * @throws HttpProblem `problem()` for a duplicate key; whatever else the write throws.
 */
export async function refusingDuplicates<T>(write: () => Promise<T>, problem: () => HttpProblem): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof DuplicateKeyError) throw problem();
    throw error;
  }
}
