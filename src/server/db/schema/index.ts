/**
 * The database schema (Drizzle), one file per aggregate. One definition for PGlite and PostgreSQL; drizzle-kit generates
 * the migrations in `./migrations` from these files (`npx drizzle-kit generate --config config/drizzle.config.ts`).
 *
 * Tenancy: every row that belongs to an account carries `account_id`; repositories filter on it
 * in every query. Ids the SPA sees are integers; session ids and token families are random text.
 */
export * from './accounts';
export * from './users';
export * from './products';
export * from './examinees';
export * from './assessments';
export * from './reports';
export * from './licensing';
export * from './batches';
export * from './remoteLinks';
export * from './email';
export * from './content';
export * from './notifications';
export * from './auth';
export * from './audit';
export * from './platformLists';
export * from './appConfig';
export * from './retention';
export * from './groups';
export * from './groupAssignments';
export * from './rosterImports';
export * from './liveSessions';
export * from './stimulusBooks';
export * from './rateLimits';
