/** Pick-lists of the account: teachers, testing sites and users (active ones, by name). */
import { and, asc, eq } from 'drizzle-orm';
import type { AccountUserOption, PickOption } from '../../../contract/services/pickLists';
import { personName } from '../../auth/principal';
import type { Db } from '../../db/client';
import { testingSites, users } from '../../db/schema';

/** The account's active users, by last and first name. */
export async function accountUserOptions(db: Db, accountId: number): Promise<AccountUserOption[]> {
  const rows = await db
    .select({ id: users.id, title: users.title, firstName: users.firstName, lastName: users.lastName, role: users.role, examiner: users.examiner })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.active, true)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map((row) => ({ id: row.id, name: personName(row), role: row.role, examiner: row.examiner }));
}

/** The account's active teachers (users of the teacher role). */
export async function teacherOptions(db: Db, accountId: number): Promise<PickOption[]> {
  return (await accountUserOptions(db, accountId)).filter((user) => user.role === 'teacher').map(({ id, name }) => ({ id, name }));
}

/** The account's active testing sites, by name. */
export async function testingSiteOptions(db: Db, accountId: number): Promise<PickOption[]> {
  return db
    .select({ id: testingSites.id, name: testingSites.name })
    .from(testingSites)
    .where(and(eq(testingSites.accountId, accountId), eq(testingSites.active, true)))
    .orderBy(asc(testingSites.name));
}
