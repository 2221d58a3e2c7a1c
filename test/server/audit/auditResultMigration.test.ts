/**
 * Migration 0017 (issue #16) on a database that already has audit rows: each row gets its outcome
 * class by the domain's rule (auditResultOf), the append-only trigger is back on afterwards, and
 * TRUNCATE is refused, on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import { auditResultOf } from '../../../src/domain/auditResult';
import { MIGRATIONS_FOLDER } from '../../../src/server/db/client';
import { createScratchPostgres } from '../support/scratchPostgres';
import { openWorkerPglite } from '../support/workerPglite';

jest.setTimeout(120_000);

/** The rows written before 0017: [action, outcome]. */
const EARLIER: readonly (readonly [string, string])[] = [
  ['assessment.getExaminee', 'ok'],
  ['assessment.saveAssessment', 'replayed'],
  ['assessment.getExaminee', 'notFound'],
  ['assessment.getExaminee', 'forbidden'],
  ['assessment.createExaminee', 'csrf'],
  ['assessment.saveAssessment', 'conflict'],
  ['assessment.saveAssessment', 'error'],
  ['auth.signInFailed', 'ok'],
  ['auth.lockedOut', 'ok'],
  ['auth.refreshTokenReused', 'unauthenticated'],
  ['auth.signIn', 'ok'],
];

/** A copy of the migrations that stops before 0017. */
function migrationsBefore0017(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'qg-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.idx < 17) }));
  return folder;
}

type Run = (text: string) => Promise<Record<string, unknown>[]>;

async function checkBackfill(run: Run, migrateTo: (folder: string) => Promise<void>): Promise<void> {
  const before = migrationsBefore0017();
  try {
    await migrateTo(before);
  } finally {
    rmSync(before, { recursive: true, force: true });
  }
  for (const [action, outcome] of EARLIER) await run(`INSERT INTO audit_log (action, entity, outcome) VALUES ('${action}', 'examinee', '${outcome}')`);
  await migrateTo(MIGRATIONS_FOLDER);
  const rows = await run('SELECT action, outcome, result FROM audit_log ORDER BY id');
  expect(rows).toEqual(EARLIER.map(([action, outcome]) => ({ action, outcome, result: auditResultOf(outcome, action) })));
  expect(new Set(rows.map((row) => row['result']))).toEqual(new Set(['allowed', 'denied', 'failed']));
  await expect(run(`UPDATE audit_log SET outcome = 'ok'`)).rejects.toThrow(/cannot be changed/);
  await expect(run('TRUNCATE audit_log')).rejects.toThrow(/cannot be changed/);
}

async function onPglite(): Promise<void> {
  const client = await openWorkerPglite();
  try {
    const db = drizzlePglite({ client });
    await checkBackfill(
      async (text) => (await client.query<Record<string, unknown>>(text)).rows,
      (folder) => migratePglite(db, { migrationsFolder: folder }),
    );
  } finally {
    await client.close();
  }
}

async function onPostgres(adminUrl: string): Promise<void> {
  const scratch = await createScratchPostgres(adminUrl, 'qg_audit_migration');
  const pool = new Pool({ connectionString: scratch.url, max: 2 });
  try {
    const db = drizzleNodePg({ client: pool });
    await checkBackfill(
      async (text) => (await pool.query<Record<string, unknown>>(text)).rows,
      (folder) => migrateNodePg(db, { migrationsFolder: folder }),
    );
  } finally {
    await pool.end();
    await scratch.drop();
  }
}

const engines: [string, () => Promise<void>][] = [['PGlite', onPglite]];
const adminUrl = process.env['TEST_DATABASE_URL'];
if (adminUrl) engines.push(['PostgreSQL', () => onPostgres(adminUrl)]);

it.each(engines)('backfills the outcome class of earlier rows on %s', async (_name, check) => {
  await check();
});
