/**
 * drizzle-kit settings: the schema of src/server/db/schema (one file per aggregate) and the migrations it generates.
 * Run from the repository root: `npx drizzle-kit generate --config config/drizzle.config.ts`.
 * The same migrations are applied to PGlite and PostgreSQL by src/server/db/migrate.ts.
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/*.ts',
  out: './src/server/db/migrations',
  strict: true,
});
