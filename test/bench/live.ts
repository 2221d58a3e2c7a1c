/**
 * Live sessions (issue #20): the page-push latency from the examiner's socket to the examinee's
 * (loopback, the real server on an in-memory embedded database), and how many concurrent sessions
 * one process holds with 20 events per second each: the number of sessions doubles until the
 * delivery p99 passes 200 ms or a command fails.
 */
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { LiveServerMessage } from '../../src/domain/live/liveProtocol';
import { buildApp, contextOfApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openPglite, openPostgres } from '../../src/server/db/client';
import { examineeSocket, examinerSocket, is, type LiveClient, makeLiveWorld } from '../server/support/liveWorld';
import { signIn, type TestSession } from '../server/support/session';
import { type BenchRow, percentile } from './table';

const shown = (message: LiveServerMessage): message is Extract<LiveServerMessage, { type: 'event' }> => message.type === 'event' && message.event.type === 'step.shown';

/** A session with both screens open; `push(n)` shows page n and resolves with the ms until the examinee received it. */
async function openSession(app: FastifyInstance, base: string, session: TestSession): Promise<{ push(index: number): Promise<number>; failed(): boolean; close(): Promise<void> }> {
  const db = contextOfApp(app)?.db;
  if (!db) throw new Error('No app context.');
  const world = await makeLiveWorld(app, db, new Date(), { products: ['phq9'] });
  const assessmentId = world.assessments['phq9'] ?? 0;
  const teacher: LiveClient = examinerSocket(base, world.sessionId, session);
  await teacher.next(is.welcome);
  const child = examineeSocket(base, world.cookie);
  await child.next(is.welcome);
  return {
    async push(index) {
      const from = child.received.length;
      const started = performance.now();
      teacher.send({ type: 'show', step: index % 2 === 0 ? { kind: 'instructions', assessmentId } : { kind: 'waiting' } });
      await child.next(shown, from);
      return performance.now() - started;
    },
    failed: () => teacher.received.some(is.refused),
    close: async () => {
      await Promise.all([teacher.close(), child.close()]);
    },
  };
}

/** The machine's load when a series starts (the bench shares its cores with other work): `load 3.2 on 2 cores`. */
const machineLoad = (): string => `load ${(loadavg()[0] ?? 0).toFixed(1)} on ${cpus().length} cores`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param pushes pushes measured one after another.
 * @param seconds how long each load step runs.
 */
export async function benchLive(pushes: number, seconds: number, postgresUrl?: string): Promise<BenchRow[]> {
  const database = postgresUrl ? await openPostgres(postgresUrl) : await openPglite(null);
  const engine = postgresUrl ? 'PostgreSQL' : 'embedded database';
  const config = { ...loadConfig({}), loginRateLimitPerMinute: 1000, logLevel: 'warn' as const, demoClasses: false };
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const examiner = await signIn(app, 'examiner');
    const rows: BenchRow[] = [];
    const one = await openSession(app, base, examiner);
    const pushLoad = machineLoad();
    const latencies: number[] = [];
    for (let index = 0; index < pushes; index += 1) latencies.push(await one.push(index));
    await one.close();
    latencies.sort((a, b) => a - b);
    rows.push({ measure: `Live: page push examiner → examinee (${engine})`, value: `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`, detail: `${pushes} pushes one after another, loopback; ${pushLoad}` });

    let held = 0;
    let last = '';
    const stepsLoad = machineLoad();
    for (let count = 1; count <= 256; count *= 2) {
      const sessions = [];
      for (let index = 0; index < count; index += 1) sessions.push(await openSession(app, base, examiner));
      const measured: number[] = [];
      const until = performance.now() + seconds * 1000;
      // Each session pushes every 50 ms (20 events per second), waiting for its delivery before the next.
      await Promise.all(
        sessions.map(async (live) => {
          for (let index = 0; performance.now() < until; index += 1) {
            const started = performance.now();
            measured.push(await live.push(index));
            await sleep(Math.max(0, 50 - (performance.now() - started)));
          }
        }),
      );
      const failed = sessions.some((live) => live.failed());
      await Promise.all(sessions.map((live) => live.close()));
      measured.sort((a, b) => a - b);
      const p99 = percentile(measured, 99);
      last = `${count} sessions: p99 ${p99.toFixed(0)} ms, ${(measured.length / seconds).toFixed(0)} events/s delivered`;
      if (p99 > 200 || failed) break;
      held = count;
    }
    rows.push({ measure: `Live: concurrent sessions at 20 events/s each (${engine})`, value: `${held} sessions with delivery p99 ≤ 200 ms`, detail: `doubling, ${seconds} s per step; first past the limit: ${last}; ${stepsLoad}` });
    return rows;
  } finally {
    await app.close();
  }
}

/** Runs only the live rows: `npx tsx test/bench/live.ts`. */
if (require.main === module) {
  void (async () => {
    const { formatTable } = await import('./table');
    const postgres = process.env['BENCH_DATABASE_URL'];
    console.log(formatTable([...(await benchLive(100, 3)), ...(postgres ? await benchLive(100, 3, postgres) : [])]));
  })();
}
