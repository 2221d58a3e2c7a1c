/**
 * A write is one unit of work (http/unitOfWork.ts): its Idempotency-Key record, its business writes
 * and its audit rows commit together. The server process is killed with SIGKILL at the last
 * statement of a charged report's transaction (the key's answer being stored, after the report,
 * the usage charge and the audit row were written): nothing of it may be left, and a retry with
 * the same key right after the restart generates and charges exactly one report. Killed again
 * after the retry committed, the next retry replays the first answer and charges nothing.
 * On the embedded database always, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { createScratchPostgres, type ScratchPostgres } from '../support/scratchPostgres';
import { type ApiClient, scoredAssessment, type ServerProcess, signInOver, startServer } from './serverProcess';

jest.setTimeout(240_000);

const run = promisify(execFile);
const REPOSITORY = path.join(__dirname, '../../..');
/** PGlite cannot load inside jest's module sandbox: its SQL runs in a child process. */
const PGLITE_SQL = path.join(__dirname, 'pgliteSql.ts');

/** Raw SQL on the server's database while the test holds it (for PGlite: while no server runs). */
type Sql = (text: string) => Promise<Record<string, unknown>[]>;

interface Engine {
  env: Record<string, string>;
  /** Runs `use` with SQL on the database. */
  withSql<T>(use: (sql: Sql) => Promise<T>): Promise<T>;
  /** Resolves once the server is held inside the stalled statement; `probe` is a request that reads the database. */
  stalled(probe: () => Promise<unknown>): Promise<void>;
  /** What the database does about the killed process's open transaction. */
  afterKill(): Promise<void>;
  dispose(): Promise<void>;
}

/** Holds the transaction at the UPDATE that stores the key's answer, for ten minutes. */
const STALL = `
  CREATE FUNCTION test_stall() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(600); RETURN NEW; END $$;
  CREATE TRIGGER test_stall BEFORE UPDATE ON idempotency_keys FOR EACH ROW EXECUTE FUNCTION test_stall();`;
const UNSTALL = 'DROP TRIGGER test_stall ON idempotency_keys; DROP FUNCTION test_stall();';

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  for (let tries = 0; tries < 300; tries += 1) {
    if (await condition()) return;
    await sleep(100);
  }
  throw new Error(`Timed out waiting for ${what}.`);
}

function pgliteEngine(): Engine {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'qg-crash-'));
  return {
    env: { DATA_DIR: dataDir },
    withSql: (use) =>
      use(async (text) => {
        const { stdout } = await run(process.execPath, ['--import', 'tsx', PGLITE_SQL, path.join(dataDir, 'pglite'), text], { cwd: REPOSITORY });
        return JSON.parse(stdout) as Record<string, unknown>[];
      }),
    // The engine runs on the server's worker thread and serves one transaction at a time: while
    // the report's transaction sleeps, a request that reads the database gets no answer. No
    // transaction of ours takes seconds otherwise, so three probes in a row without an answer
    // within 1.5 s each mean the transaction is inside the stalled statement.
    stalled: async (probe) => {
      let unanswered = 0;
      await until(async () => {
        const answered = await Promise.race([probe().then(() => true, () => true), sleep(1500).then(() => false)]);
        unanswered = answered ? 0 : unanswered + 1;
        return unanswered >= 3;
      }, 'the server to stall');
    },
    // Nothing to do: the killed process's data-directory lock is taken over at once by the next
    // start, since its owner is gone (src/server/db/lock.ts).
    afterKill: async () => undefined,
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

function postgresEngine(scratch: ScratchPostgres): Engine {
  const withSql: Engine['withSql'] = async (use) => {
    const client = new Client({ connectionString: scratch.url });
    await client.connect();
    try {
      return await use(async (text) => {
        const results: unknown = await client.query(text);
        const last = Array.isArray(results) ? (results.at(-1) as { rows: Record<string, unknown>[] }) : (results as { rows: Record<string, unknown>[] });
        return last.rows;
      });
    } finally {
      await client.end();
    }
  };
  return {
    env: { DATABASE_URL: scratch.url },
    withSql,
    stalled: () => until(() => withSql(async (sql) => (await sql("SELECT 1 FROM pg_stat_activity WHERE wait_event = 'PgSleep'")).length > 0), 'the server to stall'),
    // The server notices a dead client only when it next writes to it: end the orphaned backend as
    // its TCP keep-alive would, rolling back its transaction.
    afterKill: () =>
      withSql(async (sql) => {
        await sql('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
      }),
    dispose: () => scratch.drop(),
  };
}

/** The reports, usage-ledger rows, report audit rows and key rows of an assessment and a key. */
async function traces(engine: Engine, assessmentId: number, key: string): Promise<Record<string, number>> {
  return engine.withSql(async (sql) => {
    const count = async (text: string) => Number((await sql(text))[0]?.['n'] ?? -1);
    return {
      reports: await count(`SELECT count(*) AS n FROM reports WHERE assessment_id = ${assessmentId}`),
      usages: await count(`SELECT count(*) AS n FROM usage_ledger WHERE assessment_id = ${assessmentId}`),
      audits: await count(
        `SELECT count(*) AS n FROM audit_log WHERE action = 'assessment.generateReport' AND outcome = 'ok' AND entity_id IN (SELECT id::text FROM reports WHERE assessment_id = ${assessmentId})`,
      ),
      replays: await count(`SELECT count(*) AS n FROM audit_log WHERE action = 'assessment.generateReport' AND outcome = 'replayed'`),
      keys: await count(`SELECT count(*) AS n FROM idempotency_keys WHERE key = '${key}'`),
    };
  });
}

const engines: [string, () => Promise<Engine>][] = [['the embedded database', async () => pgliteEngine()]];
const adminUrl = process.env['TEST_DATABASE_URL'];
if (adminUrl) engines.push(['PostgreSQL', async () => postgresEngine(await createScratchPostgres(adminUrl, 'qg_crash'))]);

describe.each(engines)('a charged report killed mid-transaction, on %s', (_name, open) => {
  let engine: Engine;
  const running: ServerProcess[] = [];
  const start = async (): Promise<ServerProcess> => {
    const server = await startServer(engine.env);
    running.push(server);
    return server;
  };

  beforeAll(async () => {
    engine = await open();
  });
  afterAll(async () => {
    await Promise.all(running.map((server) => server.kill()));
    await engine.afterKill();
    await engine.dispose();
  });

  it('leaves nothing behind, and the retry with the key charges exactly once and then replays', async () => {
    const key = `report-${Date.now()}`;
    const generate = (api: ApiClient) => api('POST', `/assessment-facade/assessments/${assessment.id}/reports`, { reportType: 'score' }, { 'idempotency-key': key });

    // The database is created, migrated and seeded by a first start.
    const first = await start();
    const assessment = await scoredAssessment(await signInOver(first.baseUrl, 'examiner'));
    await first.stop();
    await engine.withSql((sql) => sql(STALL));

    const doomed = await start();
    const doomedApi = await signInOver(doomed.baseUrl, 'examiner');
    const lost = generate(doomedApi).catch(() => null);
    await engine.stalled(() => doomedApi('GET', '/account/users/self/preferences'));
    await doomed.kill();
    expect(await lost).toBeNull();
    await engine.afterKill();
    await engine.withSql((sql) => sql(UNSTALL));
    expect(await traces(engine, assessment.id, key)).toEqual({ reports: 0, usages: 0, audits: 0, keys: 0, replays: 0 });

    const restarted = await start();
    const retry = await generate(await signInOver(restarted.baseUrl, 'examiner'));
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    const answer = (await retry.json()) as { id: number; charge: string };
    // The answer is lost again: the process dies right after the commit.
    await restarted.kill();
    await engine.afterKill();
    expect(await traces(engine, assessment.id, key)).toEqual({ reports: 1, usages: 1, audits: 1, keys: 1, replays: 0 });

    const last = await start();
    const replay = await generate(await signInOver(last.baseUrl, 'examiner'));
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual(answer);
    await last.stop();
    // The replay is on record as one, and charged nothing.
    expect(await traces(engine, assessment.id, key)).toEqual({ reports: 1, usages: 1, audits: 1, keys: 1, replays: 1 });
  });
});
