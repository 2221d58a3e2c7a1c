/**
 * The embedded database's worker-thread client: a transaction's BEGIN travels with its first
 * statement, so these check what that must not change — commit and rollback, statements sent
 * before the transaction is open, a first statement that fails, and a transaction with no
 * statement at all.
 */
import type { PGlite } from '@electric-sql/pglite';
import { openWorkerPglite } from '../../../src/server/db/workerPglite';

let db: PGlite;

beforeAll(async () => {
  db = await openWorkerPglite(null);
  await db.exec('CREATE TABLE notes (id integer PRIMARY KEY, body text NOT NULL)');
});

afterAll(async () => {
  await db.close();
});

beforeEach(async () => {
  await db.exec('DELETE FROM notes');
});

async function bodies(): Promise<string[]> {
  const result = await db.query<{ body: string }>('SELECT body FROM notes ORDER BY id');
  return result.rows.map((row) => row.body);
}

test('a committed transaction keeps every statement, including ones sent before it was open', async () => {
  await db.transaction(async (tx) => {
    // Sent together: the second reaches the worker while the first is still opening the transaction.
    await Promise.all([
      tx.query('INSERT INTO notes VALUES ($1, $2)', [1, 'first']),
      tx.query('INSERT INTO notes VALUES ($1, $2)', [2, 'second']),
    ]);
    await tx.exec("INSERT INTO notes VALUES (3, 'third')");
  });
  expect(await bodies()).toEqual(['first', 'second', 'third']);
});

test('a transaction that throws leaves nothing behind', async () => {
  await expect(
    db.transaction(async (tx) => {
      await tx.query('INSERT INTO notes VALUES ($1, $2)', [1, 'kept?']);
      throw new Error('the operation failed');
    }),
  ).rejects.toThrow('the operation failed');
  expect(await bodies()).toEqual([]);
});

test('a failing first statement rolls back, and the next transaction works', async () => {
  await expect(
    db.transaction(async (tx) => {
      await tx.query('INSERT INTO missing_table VALUES (1)');
    }),
  ).rejects.toThrow(/missing_table/);
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO notes VALUES ($1, $2)', [1, 'after']);
  });
  expect(await bodies()).toEqual(['after']);
});

test('a transaction that runs no statement returns its result and holds nothing open', async () => {
  await expect(db.transaction(async () => 'nothing to do')).resolves.toBe('nothing to do');
  await expect(db.transaction(async () => Promise.reject(new Error('refused early')))).rejects.toThrow('refused early');
  // Had an empty transaction been left open, this one would wait behind it for ever.
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO notes VALUES ($1, $2)', [1, 'still works']);
  });
  expect(await bodies()).toEqual(['still works']);
});
