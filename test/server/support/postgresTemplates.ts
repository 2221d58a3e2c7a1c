/**
 * Template databases for a jest run on PostgreSQL. Migrating and seeding a new database takes
 * seconds; copying a template takes a fraction of one. The run's global setup makes two
 * templates once — one only migrated, one migrated and seeded as a default test app leaves it —
 * and every test file's scratch database is a copy of one of them. A copy of the seeded template
 * is what a restarted server finds, and the app built on it seeds again (idempotently), so the
 * tests see the same state a fresh database would give them.
 *
 * Run as a script (`tsx postgresTemplates.ts create|drop`) by the global setup and teardown:
 * the jest process itself does not load the server.
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The environment variables that name the run's templates for the test workers. */
export const TEMPLATE_ENV = { migrated: 'QG_TEST_TEMPLATE_MIGRATED', seeded: 'QG_TEST_TEMPLATE_SEEDED' } as const;

/** Which template a scratch database copies: an only migrated one, or one seeded as a default test app. */
export type TemplateKind = keyof typeof TEMPLATE_ENV;

/** The run's template of `kind`, or `undefined` outside a jest run on PostgreSQL (benches, a single file run by hand without the global setup). */
export function templateDatabase(kind: TemplateKind): string | undefined {
  return process.env[TEMPLATE_ENV[kind]] || undefined;
}

async function withAdmin<T>(adminUrl: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function urlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Makes both templates on the server at `adminUrl`. @returns their names. @throws when the server refuses or the app cannot be built. */
async function createTemplates(adminUrl: string): Promise<Record<TemplateKind, string>> {
  // Loaded here, not at the top: the workers import this module only for templateDatabase.
  const { openPostgres } = await import('../../../src/server/db/client');
  const { buildApp } = await import('../../../src/server/app');
  const { testConfig } = await import('./testApp');
  const run = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const names: Record<TemplateKind, string> = { migrated: `qg_tmpl_migrated_${run}`, seeded: `qg_tmpl_seeded_${run}` };
  await withAdmin(adminUrl, async (client) => {
    for (const name of Object.values(names)) await client.query(`CREATE DATABASE "${name}"`);
  });
  const migrated = await openPostgres(urlOf(adminUrl, names.migrated), 2);
  try {
    await migrated.migrate();
  } finally {
    await migrated.close();
  }
  // The app closes its database when it closes.
  const app = await buildApp({ config: testConfig(), database: await openPostgres(urlOf(adminUrl, names.seeded), 2) });
  await app.close();
  return names;
}

/** Drops every template this run made (and none of another run's). */
async function dropTemplates(adminUrl: string, names: readonly string[]): Promise<void> {
  await withAdmin(adminUrl, async (client) => {
    for (const name of names) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
}

async function main(): Promise<void> {
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set.');
  const [command, ...names] = process.argv.slice(2);
  if (command === 'create') process.stdout.write(`${JSON.stringify(await createTemplates(adminUrl))}\n`);
  else if (command === 'drop') await dropTemplates(adminUrl, names);
  else throw new Error(`Unknown command ${command ?? '(none)'}: use create or drop.`);
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
