/**
 * The examiner's save of a PHQ-9 (PUT assessment-facade/assessments/{id}) as the running server
 * answers it, over loopback HTTP, one save after another on one connection (each save names the
 * version the previous one answered, as the SPA does). Every save changes the responses and asks
 * for `scored`, so each one reads the assessment's product version, validates and scores: the
 * path issue #21's compiled scorer and the cache of published product versions are for.
 */
import { cpus, loadavg } from 'node:os';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import type { ProductDefinition } from '../../src/domain/product/productDefinition';
import { scoreAssessment } from '../../src/domain/scoring/scoreAssessment';
import { scoringContextOn } from '../../src/domain/scoring/scoreTypes';
import type { Db } from '../../src/server/db/client';
import { createProductVersionCache, productCacheOf } from '../../src/server/db/platform/productVersionCache';
import { examineeBody, phq9Responses } from '../server/support/fixtures';
import { headersOf, signIn } from '../server/support/session';
import { withBenchServer } from './benchEngine';
import type { BenchRow } from './table';

/** Two complete PHQ-9 answer sets the saves alternate between, so that every save scores again. */
const ANSWERS = [phq9Responses([1, 2, 0, 3, 1, 0, 2, 1, 0], 1), phq9Responses([0, 1, 1, 2, 2, 1, 0, 0, 1], 2)] as const;

/** Saves made before measuring, so that the measured ones find the code compiled and the caches filled. */
const WARM_UP_SAVES = 20;

/** Rounds of each way of reading the product version, after as many unmeasured ones. */
const READ_ROUNDS = 300;

/**
 * µs per transaction that reads the PHQ-9 version an assessment names with `read` and scores one
 * answer set with it: the product's part of a save, apart from the save's other work.
 */
async function readAndScore(db: Db, read: (tx: Db) => Promise<ProductDefinition | null>): Promise<number> {
  const context = scoringContextOn('2026-11-02');
  const round = () =>
    db.transaction(async (tx) => {
      const product = await read(tx);
      if (!product) throw new Error('The PHQ-9 version is missing.');
      scoreAssessment(product, ANSWERS[0], context);
    });
  for (let index = 0; index < READ_ROUNDS; index += 1) await round();
  const started = performance.now();
  for (let index = 0; index < READ_ROUNDS; index += 1) await round();
  return (1000 * (performance.now() - started)) / READ_ROUNDS;
}

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/**
 * Saves one PHQ-9 assessment `saves` times in turn on the embedded database (or on PostgreSQL
 * when `postgresUrl` is given) and reports saves per second, p50/p99 latency in ms and this
 * process's CPU per save (the server's, the client's and, on PGlite, the engine's thread).
 * @throws Error when a save is not answered 200.
 */
export async function benchAssessmentSave(saves: number, postgresUrl: string | null = null): Promise<BenchRow[]> {
  const engine = postgresUrl === null ? 'PGlite' : 'PostgreSQL';
  return withBenchServer(postgresUrl, { loginsPerMinute: 1000 }, async (app, database) => {
    const headers = { ...headersOf(await signIn(app, 'examiner')), 'content-type': 'application/json' };
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const call = async <T>(method: string, path: string, body: unknown): Promise<T> => {
      const response = await fetch(`${address}/qg-services/assessment-facade${path}`, { method, headers, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    };
    const self = await fetch(`${address}/qg-services/account/users/self/preferences`, { headers });
    const { userId } = (await self.json()) as { userId: number };
    const examinee = await call<Examinee>('POST', '/examinees', examineeBody());
    let assessment = await call<Assessment>('POST', '/assessments', { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2026-11-02', examinerId: userId });
    const save = async (index: number): Promise<void> => {
      const body = { version: assessment.version, administrationDate: '2026-11-02', examinerId: userId, status: 'scored', responses: ANSWERS[index % 2] };
      assessment = await call<Assessment>('PUT', `/assessments/${assessment.id}`, body);
    };
    for (let index = 0; index < WARM_UP_SAVES; index += 1) await save(index);
    const load = `load ${(loadavg()[0] ?? 0).toFixed(1)} on ${cpus().length} cores`;
    const latencies: number[] = [];
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (let index = 0; index < saves; index += 1) {
      const before = performance.now();
      await save(index);
      latencies.push(performance.now() - before);
    }
    const elapsed = performance.now() - started;
    const used = process.cpuUsage(cpu);
    latencies.sort((a, b) => a - b);
    const key = { productId: 'phq9', version: assessment.score?.productVersion ?? 0 };
    const readLoad = `load ${(loadavg()[0] ?? 0).toFixed(1)} on ${cpus().length} cores`;
    // A new cache per round is a database read and a new object every time (its scorer compiled again), as before the shared cache.
    const uncached = await readAndScore(database.db, (tx) => createProductVersionCache().version(tx, key));
    const cached = await readAndScore(database.db, (tx) => productCacheOf(database.db).version(tx, key));
    return [
      {
        measure: `API: PUT save of a PHQ-9 (scored), ${engine}, 1 conn.`,
        value: `${Math.round((1000 * saves) / elapsed)} saves/s; p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
        detail: `${saves} saves in turn; CPU ${Math.round((used.user + used.system) / saves)} µs/save; logging at info; ${load}`,
      },
      {
        measure: `Save's product version (PHQ-9), ${engine}: read and score in a transaction`,
        value: `database's shared cache ${Math.round(cached)} µs; read from the database ${Math.round(uncached)} µs (${(uncached / cached).toFixed(1)}×)`,
        detail: `${READ_ROUNDS} transactions each, one PHQ-9 scoring in each; uncached = a database read, a new definition and its scorer compiled anew; ${readLoad}`,
      },
    ];
  });
}
