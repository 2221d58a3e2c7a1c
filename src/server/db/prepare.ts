/**
 * Brings a database up to date on start: applies pending migrations, then the idempotent seed.
 */
import type { Database } from './client';
import { seedDatabase, type SeedOptions } from './seed';

/**
 * Migrates and seeds `database` (see db/seed.ts).
 * @param productsDir the shipped product definitions.
 * @param options what the seed adds beyond accounts, users and products.
 */
export async function prepareDatabase(database: Database, productsDir: string, options: SeedOptions = { demoClasses: false }): Promise<void> {
  await database.migrate();
  await seedDatabase(database.db, productsDir, undefined, options);
}
