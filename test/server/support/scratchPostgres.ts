/** A database made for one test file or bench run on a PostgreSQL server, and dropped after it. */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** A scratch database: its connection string, and the function that drops it. */
export interface ScratchPostgres {
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates a database on the server at `adminUrl` (a user who may create databases), named
 * `<prefix>_<pid>_<random>` so that parallel workers and runs never meet: empty, or a copy of
 * `template` (see postgresTemplates.ts).
 * @throws when the server refuses the connection or the CREATE DATABASE.
 */
export async function createScratchPostgres(adminUrl: string, prefix: string, template?: string): Promise<ScratchPostgres> {
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  // FILE_COPY: a small template is copied file by file in a moment; WAL_LOG (the default) writes every page to the log.
  await admin(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}" STRATEGY FILE_COPY` : `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // FORCE: a pool left open by a failed test must not keep the database alive.
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
