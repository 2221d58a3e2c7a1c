/**
 * Brings a database up to date on start: applies pending migrations, then the idempotent seed.
 */
import type { Database } from './client';
import { seedDatabase } from './seed';

/** Migrates and seeds `database` (see db/seed.ts). @param productsDir the shipped product definitions. */
export async function prepareDatabase(database: Database, productsDir: string): Promise<void> {
  await database.migrate();
  await seedDatabase(database.db, productsDir);
}
