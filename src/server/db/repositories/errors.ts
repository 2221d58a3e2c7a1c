/** What a repository throws for a refusal of the database that its caller answers for. */

/** A write would have given a record a key another record of the account already has. */
export class DuplicateKeyError extends Error {
  override name = 'DuplicateKeyError';
}
