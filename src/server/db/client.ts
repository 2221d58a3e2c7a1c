/**
 * Opens the database: embedded PGlite (files under DATA_DIR/pglite, or in memory for tests) or a
 * PostgreSQL server through node-postgres. Both get the same Drizzle schema and the same
 * migrations, applied with drizzle's migrator for that driver.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Client, Pool } from 'pg';
import type { ServerConfig } from '../config';
import { lockDataDir } from './lock';
import { openWorkerPglite } from './workerPglite';

/**
 * A Drizzle database or transaction over either driver; repositories take this. It is opened
 * without Drizzle's relational query API (`db.query.<table>`): the repositories build their
 * statements from the tables in ./schema, and a database object given the schema builds one
 * query builder per table for every transaction it opens (about a twentieth of the examinee
 * list's CPU on PostgreSQL).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** Rows of a raw SQL statement, as pg-boss reads them. */
export interface SqlRows {
  rows: Record<string, unknown>[];
}

/** An open database. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs raw SQL outside Drizzle (the job queue's own statements). With no values the text may
   * hold several statements; the rows are those of the last one.
   */
  executeSql(text: string, values?: unknown[]): Promise<SqlRows>;
  /** Applies pending migrations (idempotent). */
  migrate(): Promise<void>;
  /**
   * Listens on a notification channel (LISTEN/NOTIFY): on PostgreSQL over a dedicated connection
   * (not from the pool: a pooled connection is handed to other queries and its LISTEN would end
   * with it), on PGlite through the instance's own `listen()`.
   * @param onNotice called with each notification's payload, in the order they were sent.
   * @param onLost called once when the connection is lost (PostgreSQL only); the listener is then
   *   dead and the caller opens a new one.
   * @returns a function that stops listening (and closes the dedicated connection).
   */
  listen(channel: string, onNotice: (payload: string) => void, onLost: (error: Error) => void): Promise<() => Promise<void>>;
  /** Closes connections and releases the data-directory lock, if any. */
  close(): Promise<void>;
}

/** Where the generated migrations live (next to this file, for tsx and jest alike). */
export const MIGRATIONS_FOLDER = path.join(__dirname, 'migrations');

/** Where an embedded database's engine runs: on a worker thread of its own (the server's), or on the calling thread. */
export type PgliteThread = 'worker' | 'caller';

/**
 * Opens an embedded PGlite database.
 * @param dataDir the PGlite data directory, or `null` for an in-memory database.
 * @param release called after the database is closed (releases the DATA_DIR lock).
 * @param thread where the engine runs: `worker` (default; see db/pgliteWorker.js: during a report
 *   batch the caller's event loop otherwise stalls for seconds), or `caller` (one-off tools, and
 *   measuring the difference).
 */
export async function openPglite(dataDir: string | null, release: () => Promise<void> = async () => {}, thread: PgliteThread = 'worker'): Promise<Database> {
  if (thread === 'worker') return pgliteDatabase(await openWorkerPglite(dataDir), release);
  const client = dataDir === null ? await PGlite.create() : await PGlite.create({ dataDir });
  return pgliteDatabase(client, release);
}

/**
 * A {@link Database} over an open PGlite client (the tests open theirs in a worker thread).
 * @param release called after the client is closed.
 */
export function pgliteDatabase(client: PGlite, release: () => Promise<void> = async () => {}): Database {
  const db = drizzlePglite({ client });
  return {
    db,
    kind: 'pglite',
    // PGlite's query takes one statement; parameterless scripts (pg-boss's migrations) go to exec.
    executeSql: async (text, values = []) => {
      if (values.length > 0) return client.query<Record<string, unknown>>(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    listen: async (channel, onNotice) => {
      const unsubscribe = await client.listen(channel, onNotice);
      return () => unsubscribe();
    },
    close: async () => {
      await client.close();
      await release();
    },
  };
}

/**
 * Opens a PostgreSQL database through a node-postgres pool.
 * @param connectionString a `postgres://` URL.
 * @param poolSize the most connections this process opens.
 */
export async function openPostgres(connectionString: string, poolSize = 10): Promise<Database> {
  const pool = new Pool({ connectionString, max: poolSize });
  // An idle connection the server ends (a restart, an administrator) must not crash the process:
  // the pool drops it and opens a new one for the next query.
  pool.on('error', (error) => console.warn(`An idle PostgreSQL connection was closed: ${error.message}`));
  // Fail at start-up, with the driver's message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzleNodePg({ client: pool });
  return {
    db,
    kind: 'postgres',
    executeSql: async (text, values = []) => pool.query<Record<string, unknown>>(text, values),
    migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    listen: (channel, onNotice, onLost) => listenOnPostgres(connectionString, channel, onNotice, onLost),
    close: () => pool.end(),
  };
}

/** A LISTEN on its own connection (see {@link Database.listen}). */
async function listenOnPostgres(connectionString: string, channel: string, onNotice: (payload: string) => void, onLost: (error: Error) => void): Promise<() => Promise<void>> {
  const client = new Client({ connectionString });
  let closing = false;
  let lost = false;
  const lose = (error: Error) => {
    if (closing || lost) return;
    lost = true;
    onLost(error);
  };
  client.on('notification', (message) => {
    if (message.channel === channel) onNotice(message.payload ?? '');
  });
  client.on('error', lose);
  client.on('end', () => lose(new Error('The listening connection ended.')));
  await client.connect();
  try {
    await client.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
  } catch (error) {
    closing = true;
    await client.end().catch(() => undefined);
    throw error;
  }
  return async () => {
    closing = true;
    await client.end().catch(() => undefined);
  };
}

/**
 * Opens the database the settings name: PostgreSQL when `databaseUrl` is set, else PGlite in
 * `dataDir/pglite`, locked against a second process. Does not migrate.
 * @param onLockLost called if the data-directory lock is lost while running (see db/lock.ts).
 * @throws DataDirLockedError when another process uses the same data directory.
 */
export async function openDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'> & Partial<Pick<ServerConfig, 'databasePoolSize'>>,
  onLockLost: (error: Error) => void,
): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databasePoolSize);
  const release = await lockDataDir(config.dataDir, onLockLost);
  try {
    return await openPglite(path.join(config.dataDir, 'pglite'), release);
  } catch (error) {
    await release();
    throw error;
  }
}
