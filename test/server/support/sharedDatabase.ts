/**
 * One database that several apps open one after the other, as a server restarted on the same
 * database does: on PostgreSQL (TEST_DATABASE_URL) each app opens its own pool on a database
 * made for the test file; on PGlite the apps share one in-memory database, which only `dispose`
 * closes.
 */
import { type Database, openPostgres, pgliteDatabase } from '../../../src/server/db/client';
import { templateDatabase } from './postgresTemplates';
import { createScratchPostgres } from './scratchPostgres';
import { openWorkerPglite } from './workerPglite';

/** The shared database: `open` gives each app its own handle; `dispose` ends it after the last app. */
export interface SharedDatabase {
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

/** Pool size of each app's handle on PostgreSQL: enough for a job worker and requests at once. */
const POOL_SIZE = 4;

/**
 * Opens the shared database of a test file.
 * @param prefix names the PostgreSQL database (`qg_mail` makes `qg_mail_<pid>_<random>`).
 */
export async function sharedDatabase(prefix: string): Promise<SharedDatabase> {
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (!adminUrl) {
    const client = await openWorkerPglite();
    // An app's close must not close the database the next app opens.
    return { open: async () => ({ ...pgliteDatabase(client), close: async () => {} }), dispose: () => client.close() };
  }
  // Only migrated: the apps that share it may seed with settings of their own.
  const scratch = await createScratchPostgres(adminUrl, prefix, templateDatabase('migrated'));
  return { open: () => openPostgres(scratch.url, POOL_SIZE), dispose: scratch.drop };
}
