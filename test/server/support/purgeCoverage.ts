/**
 * The purge's coverage check, in the style of Moodle's privacy provider tests: the database
 * itself (information_schema) says which columns refer to an account, a user or an examinee, so a
 * table added later is checked without anyone listing it here.
 *
 * A column refers to one when it has a foreign key to accounts, users or examinees, or, being
 * generous, when it is an integer column named like one: `account_id`, `examinee_record_id`,
 * `user_id`, `*_user_id`, `*_by`, `author_id`, `assignee_id`, `examiner_id`, `*_assignee_id`.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { TestApp } from './testApp';

type TestDb = TestApp['db'];

/** What a column refers to. */
export type Subject = 'account' | 'user' | 'examinee';

/** One column that refers to a subject. */
export interface SubjectColumn {
  table: string;
  column: string;
  subject: Subject;
}

/** The ids of a purged account, its users and its examinees. */
export interface PurgedIds {
  account: number;
  users: number[];
  examinees: number[];
}

/** The rows of a raw query. */
export async function rowsOf<T>(db: TestDb, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const USER_NAMES = /^(user_id|.*_user_id|.*_by|author_id|assignee_id|.*_assignee_id|examiner_id)$/;

function subjectOf(column: string, target: string | null): Subject | null {
  if (target === 'accounts' || column === 'account_id' || column === 'former_account_id') return 'account';
  if (target === 'examinees' || column === 'examinee_record_id') return 'examinee';
  if (target === 'users' || USER_NAMES.test(column)) return 'user';
  return null;
}

/** Every integer column of a base table of `public` that refers to an account, a user or an examinee (plus `accounts.id`). */
export async function subjectColumns(db: TestDb): Promise<SubjectColumn[]> {
  const rows = await rowsOf<{ table_name: string; column_name: string; target: string | null }>(
    db,
    sql`SELECT c.table_name, c.column_name, (
          SELECT min(ccu.table_name) FROM information_schema.key_column_usage kcu
          JOIN information_schema.table_constraints tc ON tc.constraint_name = kcu.constraint_name AND tc.table_schema = kcu.table_schema AND tc.constraint_type = 'FOREIGN KEY'
          JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.constraint_schema = tc.constraint_schema
          WHERE kcu.table_schema = c.table_schema AND kcu.table_name = c.table_name AND kcu.column_name = c.column_name
        ) AS target
        FROM information_schema.columns c
        JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
        WHERE c.table_schema = 'public' AND c.data_type IN ('integer', 'bigint', 'smallint')
        ORDER BY c.table_name, c.column_name`,
  );
  const columns: SubjectColumn[] = [{ table: 'accounts', column: 'id', subject: 'account' }];
  for (const row of rows) {
    const subject = subjectOf(row.column_name, row.target);
    if (subject) columns.push({ table: row.table_name, column: row.column_name, subject });
  }
  return columns;
}

const idsOf = (ids: PurgedIds, subject: Subject): number[] => (subject === 'account' ? [ids.account] : subject === 'user' ? ids.users : ids.examinees);

/** The condition "column refers to one of the purged ids". */
const refers = ({ column, subject }: SubjectColumn, ids: PurgedIds): SQL => {
  const list = idsOf(ids, subject);
  return list.length === 0 ? sql`false` : sql`${sql.identifier(column)} IN (${sql.join(list.map((id) => sql`${id}`), sql`, `)})`;
};

/** Rows referring to the purged ids, per `table.column` (only those with some). */
export async function referringRows(db: TestDb, columns: readonly SubjectColumn[], ids: PurgedIds): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const column of columns) {
    const [row] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(column.table)} WHERE ${refers(column, ids)}`);
    if ((row?.n ?? 0) > 0) found[`${column.table}.${column.column}`] = row?.n ?? 0;
  }
  return found;
}

/** The ids of account `accountId`, its users and its examinees. */
export async function idsOfAccount(db: TestDb, accountId: number): Promise<PurgedIds> {
  const users = await rowsOf<{ id: number }>(db, sql`SELECT id FROM users WHERE account_id = ${accountId} ORDER BY id`);
  const examinees = await rowsOf<{ id: number }>(db, sql`SELECT id FROM examinees WHERE account_id = ${accountId} ORDER BY id`);
  return { account: accountId, users: users.map((row) => row.id), examinees: examinees.map((row) => row.id) };
}

/** Every base table of `public`. */
export async function allTables(db: TestDb): Promise<string[]> {
  const rows = await rowsOf<{ table_name: string }>(db, sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`);
  return rows.map((row) => row.table_name);
}

/** The foreign keys of `table` to a table that has an `account_id` column: [column, parent table]. */
async function parentsWithAccount(db: TestDb, table: string): Promise<[string, string][]> {
  const rows = await rowsOf<{ column_name: string; parent: string }>(
    db,
    sql`SELECT kcu.column_name, ccu.table_name AS parent FROM information_schema.key_column_usage kcu
        JOIN information_schema.table_constraints tc ON tc.constraint_name = kcu.constraint_name AND tc.table_schema = kcu.table_schema AND tc.constraint_type = 'FOREIGN KEY'
        JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.constraint_schema = tc.constraint_schema
        WHERE kcu.table_schema = 'public' AND kcu.table_name = ${table}
          AND EXISTS (SELECT 1 FROM information_schema.columns p WHERE p.table_schema = 'public' AND p.table_name = ccu.table_name AND p.column_name = 'account_id')`,
  );
  return rows.map((row) => [row.column_name, row.parent]);
}

/**
 * Columns that name a user as the author of a row that is not theirs (who changed, resolved,
 * assigned, saved it): the purge forgets the user and keeps the row.
 */
const AUTHORED = /^(.*_by|author_id|assignee_id|.*_assignee_id|examiner_id)$/;
const authoredOnly = (column: SubjectColumn): boolean => AUTHORED.test(column.column) || `${column.table}.${column.column}` === 'app_config_versions.user_id';

/**
 * Rows per table that are NOT the purged account's: in a table with `account_id`, the rows of
 * every other account, counted per account (`table#accountId`); in any other table, the rows that
 * are not owned by the purged ids (their user or examinee; a row that only names a user as its
 * author is not theirs) nor by a row of the account through a foreign key (a delivery attempt of
 * the account's message). After the purge every one must still be there.
 */
export async function othersRows(db: TestDb, columns: readonly SubjectColumn[], ids: PurgedIds): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await allTables(db)) {
    const own = columns.filter((column) => column.table === table);
    if (own.some((column) => column.column === 'account_id')) {
      const rows = await rowsOf<{ account_id: number | null; n: number }>(
        db,
        sql`SELECT account_id, count(*)::int AS n FROM ${sql.identifier(table)} WHERE account_id IS DISTINCT FROM ${ids.account} GROUP BY account_id`,
      );
      for (const row of rows) counts[`${table}#${row.account_id ?? 'none'}`] = row.n;
      continue;
    }
    const links: SQL[] = own.filter((column) => !authoredOnly(column)).map((column) => refers(column, ids));
    for (const [column, parent] of await parentsWithAccount(db, table)) {
      if (authoredOnly({ table, column, subject: 'user' })) continue;
      links.push(sql`${sql.identifier(column)} IN (SELECT id FROM ${sql.identifier(parent)} WHERE account_id = ${ids.account})`);
    }
    const linked = links.length === 0 ? sql`false` : sql.join(links, sql` OR `);
    const [row] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE NOT coalesce(${linked}, false)`);
    counts[table] = row?.n ?? 0;
  }
  return counts;
}
