/**
 * The account's pick-lists: its active users and its active testing sites. Every query is
 * filtered by the scope's account.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { PickOption } from '../../../contract/services/pickLists';
import type { RoleName } from '../../../domain/permissions';
import type { Db } from '../client';
import { testingSites, users } from '../schema';
import type { AccountScope } from './scope';
import { userNameColumns } from './userColumns';

/** An active user of the account, as a pick-list offers them. */
export interface PickListUserRow {
  id: number;
  /** The name parts (auth/principal.ts personName makes the name). */
  title: string;
  firstName: string;
  lastName: string;
  role: RoleName;
  examiner: boolean;
}

/** The account's pick-lists. */
export interface PickListRepository {
  /** The account's active users, by last name, first name (ties by id). */
  activeUsers(): Promise<PickListUserRow[]>;
  /** The account's active testing sites, by name. */
  activeTestingSites(): Promise<PickOption[]>;
}

/** The pick-list repository of `scope`'s account over `db`. */
export function pickListRepository(db: Db, scope: AccountScope): PickListRepository {
  return {
    activeUsers: () =>
      db
        .select({ id: users.id, ...userNameColumns, role: users.role, examiner: users.examiner })
        .from(users)
        .where(and(eq(users.accountId, scope.accountId), eq(users.active, true)))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)),
    activeTestingSites: () =>
      db
        .select({ id: testingSites.id, name: testingSites.name })
        .from(testingSites)
        .where(and(eq(testingSites.accountId, scope.accountId), eq(testingSites.active, true)))
        .orderBy(asc(testingSites.name)),
  };
}
