/**
 * The embedded database's named statements (db/pgliteWorker.js): a query the server prepared
 * (db/prepared.ts passes `prepared: true`) is parsed once and kept on the connection. These check
 * that it answers as PGlite's own query() does, in and out of a transaction, and that the
 * transaction rules hold: it sees its transaction's writes, and outside one it never runs inside
 * another caller's open transaction.
 */
import type { PGlite } from '@electric-sql/pglite';
import { openWorkerPglite } from '../../../src/server/db/workerPglite';

let db: PGlite;

/** The worker client's query with its options, as Drizzle's PGlite driver calls it. */
type NamedQuery = (sql: string, params: unknown[], options: { prepared?: boolean; rowMode?: 'array' | 'object' }) => Promise<{ rows: unknown[] }>;
const named = (client: { query: unknown }): NamedQuery => client.query as NamedQuery;

const NOTE_BY_ID = 'SELECT id, body, written_at, data FROM notes WHERE id = $1';

beforeAll(async () => {
  db = await openWorkerPglite(null);
  await db.exec('CREATE TABLE notes (id integer PRIMARY KEY, body text NOT NULL, written_at timestamptz, data jsonb)');
});

afterAll(async () => {
  await db.close();
});

beforeEach(async () => {
  await db.exec('DELETE FROM notes');
  await db.query("INSERT INTO notes VALUES (1, 'first', '2026-11-02T10:00:00Z', '{\"a\": [1, 2]}'), (2, 'second', NULL, NULL)");
});

async function preparedStatements(): Promise<string[]> {
  const result = await db.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements ORDER BY name');
  return result.rows.map((row) => row.statement);
}

test('a prepared query answers as an unnamed one, in both row modes, and is parsed once', async () => {
  for (const rowMode of ['object', 'array'] as const) {
    for (const id of [1, 2, 3]) {
      const expected = await db.query(NOTE_BY_ID, [id], { rowMode });
      const result = await named(db)(NOTE_BY_ID, [id], { prepared: true, rowMode });
      expect(result.rows).toEqual(expected.rows);
    }
  }
  expect((await preparedStatements()).filter((text) => text === NOTE_BY_ID)).toHaveLength(1);
});

test('in a transaction it sees the transaction`s writes, and a rollback takes them back', async () => {
  await expect(
    db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (id, body) VALUES ($1, $2)', [3, 'uncommitted']);
      expect((await named(tx)(NOTE_BY_ID, [3], { prepared: true })).rows).toEqual([{ id: 3, body: 'uncommitted', written_at: null, data: null }]);
      throw new Error('the operation failed');
    }),
  ).rejects.toThrow('the operation failed');
  expect((await named(db)(NOTE_BY_ID, [3], { prepared: true })).rows).toEqual([]);
});

test('a write outside a transaction commits, and waits for another caller`s open transaction', async () => {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const open = db.transaction(async (tx) => {
    await tx.query('INSERT INTO notes (id, body) VALUES ($1, $2)', [4, 'rolled back']);
    await held;
    throw new Error('rolled back on purpose');
  });
  // Sent while the transaction is open: had it run inside it, the rollback would take it back too.
  const write = named(db)('INSERT INTO notes (id, body) VALUES ($1, $2)', [5, 'its own'], { prepared: true });
  release();
  await expect(open).rejects.toThrow('rolled back on purpose');
  await write;
  const bodies = await db.query<{ body: string }>('SELECT body FROM notes WHERE id > 2 ORDER BY id');
  expect(bodies.rows.map((row) => row.body)).toEqual(['its own']);
});

test('a failing prepared statement reports the database`s error, and the next one works', async () => {
  await expect(named(db)('INSERT INTO notes (id, body) VALUES ($1, $2)', [1, 'duplicate'], { prepared: true })).rejects.toMatchObject({ code: '23505' });
  await expect(named(db)(NOTE_BY_ID, ['not a number'], { prepared: true })).rejects.toMatchObject({ code: '22P02' });
  await expect(named(db)('SELECT * FROM missing_table WHERE id = $1', [1], { prepared: true })).rejects.toMatchObject({ code: '42P01' });
  expect((await named(db)(NOTE_BY_ID, [2], { prepared: true })).rows).toHaveLength(1);
});

test('after a table`s columns change, a kept statement is parsed anew', async () => {
  const everyColumn = 'SELECT * FROM notes WHERE id = $1';
  expect(Object.keys((await named(db)(everyColumn, [1], { prepared: true })).rows[0] as object)).toEqual(['id', 'body', 'written_at', 'data']);
  await db.exec('ALTER TABLE notes ADD COLUMN extra text');
  try {
    // The kept plan's row type no longer matches: PostgreSQL refuses it once, then it is parsed anew.
    const first = named(db)(everyColumn, [1], { prepared: true }).then(
      (result) => result.rows,
      (error: unknown) => error,
    );
    const answered = await first;
    const rows = Array.isArray(answered) ? answered : (await named(db)(everyColumn, [1], { prepared: true })).rows;
    expect(Object.keys(rows[0] as object)).toEqual(['id', 'body', 'written_at', 'data', 'extra']);
  } finally {
    await db.exec('ALTER TABLE notes DROP COLUMN extra');
  }
});
