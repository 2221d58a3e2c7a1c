/** Pick-lists of the account: teachers, testing sites and users (active ones, by name), through the account's pick-list repository. */
import type { AccountUserOption, PickOption } from '../../../contract/services/pickLists';
import { personName } from '../../auth/principal';
import type { Repositories } from '../../db/repositories';

/** The account's active users, by last and first name. */
export async function accountUserOptions(repos: Repositories): Promise<AccountUserOption[]> {
  const rows = await repos.pickLists.activeUsers();
  return rows.map((row) => ({ id: row.id, name: personName(row), role: row.role, examiner: row.examiner }));
}

/** The account's active teachers (users of the teacher role). */
export async function teacherOptions(repos: Repositories): Promise<PickOption[]> {
  return (await accountUserOptions(repos)).filter((user) => user.role === 'teacher').map(({ id, name }) => ({ id, name }));
}

/** The account's active testing sites, by name. */
export const testingSiteOptions = (repos: Repositories): Promise<PickOption[]> => repos.pickLists.activeTestingSites();
