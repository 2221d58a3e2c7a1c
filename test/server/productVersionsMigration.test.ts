/**
 * Migration 0020 on a database of the earlier shape (one definition per product): every stored
 * product becomes its published version, and an assessment that named an older version, whose
 * definition was never kept, is recorded on the stored version it has been read with since
 * (docs/products.md, "Versions"); an assessment on the stored version keeps it.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '../../src/server/db/client';
import { openWorkerPglite } from './support/workerPglite';

jest.setTimeout(120_000);

const rowsOf = async (db: ReturnType<typeof drizzle>, query: ReturnType<typeof sql>) => (await db.execute(query)).rows as Record<string, unknown>[];

it('moves each stored product into product_versions as published, and older assessments onto it', async () => {
  const before = await mkdtemp(path.join(tmpdir(), 'qg-migrations-'));
  const client = await openWorkerPglite();
  try {
    // The migrations up to 0019: the journal without 0020.
    await cp(MIGRATIONS_FOLDER, before, { recursive: true });
    const journalFile = path.join(before, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((entry) => entry.tag < '0020');
    await writeFile(journalFile, JSON.stringify(journal));
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: before });

    const definition = (version: number) => JSON.stringify({ id: 'phq9', code: 'PHQ-9', name: 'PHQ-9', version });
    await db.execute(sql`INSERT INTO products (id, version, code, name, definition) VALUES ('phq9', 6, 'PHQ-9', 'PHQ-9', ${definition(6)}::jsonb)`);
    await db.execute(sql`INSERT INTO accounts (name) VALUES ('Old Clinic')`);
    await db.execute(sql`INSERT INTO users (account_id, username, password_hash, role, first_name, last_name) VALUES (1, 'old', 'x', 'examiner', 'O', 'Ld')`);
    await db.execute(sql`INSERT INTO examinees (account_id, examinee_id, first_name, last_name, birth_date, sex) VALUES (1, 'E-1', 'A', 'B', '1980-01-01', 'female')`);
    for (const version of [2, 6]) {
      await db.execute(sql`INSERT INTO assessments (account_id, examinee_record_id, product_id, product_version, administration_date, examiner_id, status) VALUES (1, 1, 'phq9', ${version}, '2024-01-01', 1, 'draft')`);
    }

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    expect(await rowsOf(db, sql`SELECT product_id, version, state, definition->>'version' AS defined FROM product_versions`)).toEqual([
      { product_id: 'phq9', version: 6, state: 'published', defined: '6' },
    ]);
    expect(await rowsOf(db, sql`SELECT published_version, retired_at FROM products`)).toEqual([{ published_version: 6, retired_at: null }]);
    expect(await rowsOf(db, sql`SELECT product_version FROM assessments ORDER BY id`)).toEqual([{ product_version: 6 }, { product_version: 6 }]);
    expect(await rowsOf(db, sql`SELECT product_id, product_version, assessments::integer AS assessments FROM product_assessment_counts()`)).toEqual([
      { product_id: 'phq9', product_version: 6, assessments: 2 },
    ]);
    // The version an assessment names must stay stored.
    await expect(db.execute(sql`UPDATE assessments SET product_version = 5 WHERE id = 1`)).rejects.toThrow();
  } finally {
    await client.close();
    await rm(before, { recursive: true, force: true });
  }
});
