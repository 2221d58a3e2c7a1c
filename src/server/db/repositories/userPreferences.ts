/**
 * The scope user's own preference choices (users.preferences): every query is filtered by the
 * scope's account and user, so only the caller's own choices are read and written.
 */
import { and, eq } from 'drizzle-orm';
import type { UserPreferences } from '../../../domain/identity';
import type { Db } from '../client';
import { users } from '../schema';
import type { AccountScope } from './scope';

/** The scope user's preference choices. */
export interface UserPreferencesRepository {
  /**
   * The user's stored choices (missing keys take the platform defaults), locked until the
   * transaction ends, or `null` when the user is not the account's.
   */
  lockStored(): Promise<Partial<UserPreferences> | null>;
  /** Replaces the user's stored choices, changed at `now`. */
  save(preferences: Partial<UserPreferences>, now: Date): Promise<void>;
}

/**
 * The preferences repository of `scope`'s user over `db`.
 * @throws Error from its methods when the scope has no user (preferences belong to a user).
 */
export function userPreferencesRepository(db: Db, scope: AccountScope): UserPreferencesRepository {
  const self = () => {
    if (scope.userId === null) throw new Error('Preferences are read for a user; the scope has none.');
    return and(eq(users.id, scope.userId), eq(users.accountId, scope.accountId));
  };
  return {
    async lockStored() {
      const [row] = await db.select({ preferences: users.preferences }).from(users).where(self()).for('update').limit(1);
      return row?.preferences ?? null;
    },
    async save(preferences, now) {
      await db.update(users).set({ preferences, updatedAt: now }).where(self());
    },
  };
}
