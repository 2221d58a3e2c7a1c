/**
 * The permission matrix's cases of the imports (issue #19, contract/services/rosterImports.ts):
 * EXAMINEE_EDIT, refused to the account user, granted to the administrator. Each case that names
 * an import makes its own, in the state its call needs, straight in the database (a dry run and a
 * commit would otherwise wait for jobs): the matrix and the tenancy tests hand the database over
 * with {@link useRosterImportDatabase} before the cases run.
 */
import { sql } from 'drizzle-orm';
import { emptySummary } from '../../../src/domain/roster/plan';
import type { MatrixCase } from './permissionMatrixCases';
import type { MatrixWorld } from './permissionMatrixWorld';
import type { TestApp } from './testApp';

let database: TestApp['db'] | null = null;

/** Hands the cases the test app's database. */
export function useRosterImportDatabase(db: TestApp['db']): void {
  database = db;
}

const FILE = Buffer.from('id,first,last\n');

/** A fresh examinee CSV import of the demo clinic, `uploading` with its file complete, or in `status`. */
async function freshImport(world: MatrixWorld, status: 'uploading' | 'planned', complete: boolean): Promise<number> {
  if (!database) throw new Error('Call useRosterImportDatabase(test.db) before the import cases.');
  const summary = JSON.stringify(emptySummary());
  const result = (await database.execute(
    sql`INSERT INTO roster_imports (account_id, kind, file_name, status, size_bytes, received_bytes, headers, summary, errors, warnings, held, created_by)
        VALUES (${world.demoClinicId}, 'examineeCsv', 'matrix.csv', ${status}, ${FILE.length}, ${complete ? FILE.length : 0}, '["id","first","last"]'::jsonb,
                ${status === 'planned' ? summary : null}::jsonb, '[]'::jsonb, '[]'::jsonb, '[]'::jsonb, ${world.examinerId}) RETURNING id`,
  )) as unknown as { rows: { id: number }[] };
  const id = Number(result.rows[0]?.id);
  if (complete) await database.execute(sql`INSERT INTO roster_import_parts (account_id, import_id, seq, bytes) VALUES (${world.demoClinicId}, ${id}, 0, ${FILE})`);
  return id;
}

const adminCase = (request: MatrixCase['request']): MatrixCase => ({ deniedTo: 'user', grantedTo: 'admin', request });

/** The cases, keyed by operation id. */
export const ROSTER_IMPORT_CASES: Readonly<Record<string, MatrixCase>> = {
  'assessment.createRosterImport': adminCase(() => ({ body: { kind: 'examineeCsv', fileName: 'matrix.csv', sizeBytes: 100 } })),
  'assessment.uploadRosterImportPart': adminCase(async (world) => ({
    params: { importId: await freshImport(world, 'uploading', false) },
    body: { seq: 0, data: FILE.toString('base64') },
  })),
  'assessment.startRosterImportDryRun': adminCase(async (world) => ({
    params: { importId: await freshImport(world, 'uploading', true) },
    body: { mapping: { examineeId: 'id', firstName: 'first', lastName: 'last' } },
  })),
  'assessment.getRosterImport': adminCase(async (world) => ({ params: { importId: await freshImport(world, 'planned', true) } })),
  'assessment.commitRosterImport': adminCase(async (world) => ({ params: { importId: await freshImport(world, 'planned', true) }, body: { decisions: [] } })),
  'assessment.examineeImportMapping': adminCase(() => ({})),
};
