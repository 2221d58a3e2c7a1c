/**
 * Brings a database up to date on start: applies pending migrations, loads the signing keys
 * (they live in the database unless JWT_SECRET is set), then runs the idempotent seed, which
 * seals the demo staff's two-step secret with them.
 */
import { type SigningKeys, loadSigningKeys } from '../auth/keys';
import { sealTotpSecret, storedSecretPurpose } from '../auth/totp';
import type { Database } from './client';
import { seedDatabase, type SeedOptions } from './seed';

/**
 * Migrates and seeds `database` (see db/seed.ts).
 * @param productsDir the shipped product definitions.
 * @param options what the seed adds beyond accounts, users and products.
 * @param jwtSecret the configured master secret, or `null` for the database's own.
 * @returns the server's signing keys.
 */
export async function prepareDatabase(database: Database, productsDir: string, options: SeedOptions = { demoClasses: false }, jwtSecret: string | null = null): Promise<SigningKeys> {
  await database.migrate();
  const keys = await loadSigningKeys(database.db, jwtSecret);
  const sealStaffSecret = (userId: number, secret: string): string => sealTotpSecret(keys.totpSeal, storedSecretPurpose(userId), secret);
  await seedDatabase(database.db, productsDir, undefined, { sealStaffSecret, ...options });
  return keys;
}
