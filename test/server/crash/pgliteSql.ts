/**
 * Runs SQL on an embedded database directory and prints the last statement's rows as JSON: the
 * crash test's look into a PGlite database that no server holds (PGlite cannot load inside jest).
 * Usage: node --import tsx pgliteSql.ts <pglite directory> <sql>
 */
import { PGlite } from '@electric-sql/pglite';

async function run(): Promise<void> {
  const [dataDir, text] = process.argv.slice(2);
  if (!dataDir || !text) throw new Error('Usage: pgliteSql.ts <pglite directory> <sql>');
  const client = await PGlite.create({ dataDir });
  try {
    const results = await client.exec(text);
    process.stdout.write(JSON.stringify(results.at(-1)?.rows ?? []));
  } finally {
    await client.close();
  }
}

run().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
