/**
 * API latency and throughput under load, beside a bare Fastify hello-world measured in the same
 * run with the same autocannon settings (issue #21's goals are ratios to it). The real server runs
 * on an in-memory embedded database and, with BENCH_DATABASE_URL set (a PostgreSQL server an
 * administrator may create databases on), on PostgreSQL in a database made for the run; it
 * listens on loopback, logs at info as the running server does (to /dev/null), and is loaded
 * by autocannon with a signed-in examiner's bearer token at 10 and 100 connections.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { signIn } from '../server/support/session';
import { machineLoad, withBenchServer } from './benchEngine';
import type { BenchRow } from './table';

/** The engines' share of hello-world's requests per second each scenario should reach (issue #21), in %. */
interface Goals {
  pglite: number;
  postgres: number;
}

/** One endpoint under load. */
interface Scenario {
  name: string;
  path: string;
  goals: Goals;
}

const SCENARIOS: readonly Scenario[] = [
  { name: 'GET self preferences (identity)', path: '/qg-services/account/users/self/preferences?addOnPermissions=true', goals: { pglite: 3, postgres: 10 } },
  { name: 'GET examinee list (page of 20)', path: '/qg-services/assessment-facade/examinees?page=1&pageSize=20', goals: { pglite: 2, postgres: 5 } },
];

/** Concurrent connections of each measured run: the goals' 10, and 100 for the latency under load. */
const CONNECTIONS = [10, 100] as const;

/** On PostgreSQL under 100 connections, every scenario's p99 should stay below this (issue #21), in ms. */
const POSTGRES_P99_GOAL_MS = 50;

/** Seconds of unmeasured load before each scenario, so that the measured run finds the code compiled. */
const WARM_UP_SECONDS = 1;

/** What one autocannon run measured. */
interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /**
   * This process's CPU time per answered request, in µs: the server's and autocannon's together,
   * so less sensitive than the rates to what else the machine runs (PostgreSQL's own CPU is not in it).
   */
  cpuPerRequestUs: number;
  /** The machine's load when the run started: `load 3.2 on 2 cores`. */
  load: string;
}

async function load(url: string, connections: number, seconds: number, headers: Record<string, string> = {}): Promise<Measured> {
  const started = machineLoad();
  const cpu = process.cpuUsage();
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const used = process.cpuUsage(cpu);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    cpuPerRequestUs: (used.user + used.system) / Math.max(1, result.requests.total),
    load: started,
  };
}

/** The reference: Fastify answering `{"hello":"world"}`, without logging, at each of {@link CONNECTIONS}. */
async function helloWorld(seconds: number): Promise<Map<number, Measured>> {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    await load(address, CONNECTIONS[0], WARM_UP_SECONDS);
    const measured = new Map<number, Measured>();
    for (const connections of CONNECTIONS) measured.set(connections, await load(address, connections, seconds));
    return measured;
  } finally {
    await app.close();
  }
}

/**
 * What the throughput allows the latency to be. autocannon keeps every connection busy (a closed
 * loop), so by Little's law the mean latency is the connections over the requests per second: a
 * p99 goal below that mean cannot be met at that throughput, whatever the code does in between.
 */
const latencyFloor = (measured: Measured, connections: number): string => {
  const meanMs = (1_000 * connections) / Math.max(1, measured.requestsPerSecond);
  return `mean latency = ${connections} ÷ ${Math.round(measured.requestsPerSecond)} req/s = ${Math.round(meanMs)} ms (Little's law); p99 < ${POSTGRES_P99_GOAL_MS} ms needs > ${Math.round((1_000 * connections) / POSTGRES_P99_GOAL_MS)} req/s`;
};

const describe = (measured: Measured): string => `${Math.round(measured.requestsPerSecond)} req/s; p50 ${measured.p50} ms, p99 ${measured.p99} ms`;

/** Loads every scenario on one engine; one row per scenario and connection count, each with its share of hello-world. */
async function benchEngine(seconds: number, postgresUrl: string | null, reference: Map<number, Measured>): Promise<BenchRow[]> {
  const engine = postgresUrl === null ? 'PGlite' : 'PostgreSQL';
  return withBenchServer(postgresUrl, { loginsPerMinute: 1000 }, async (app) => {
    const session = await signIn(app, 'examiner');
    const headers = { authorization: `Bearer ${session.token}` };
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const rows: BenchRow[] = [];
    for (const scenario of SCENARIOS) {
      await load(`${address}${scenario.path}`, CONNECTIONS[0], WARM_UP_SECONDS, headers);
      for (const connections of CONNECTIONS) {
        const measured = await load(`${address}${scenario.path}`, connections, seconds, headers);
        const hello = reference.get(connections);
        const share = hello ? (100 * measured.requestsPerSecond) / hello.requestsPerSecond : Number.NaN;
        const goal = postgresUrl === null ? scenario.goals.pglite : scenario.goals.postgres;
        const goals = [connections === CONNECTIONS[0] ? `goal ≥ ${goal}%` : null, postgresUrl !== null && connections === 100 ? `goal p99 < ${POSTGRES_P99_GOAL_MS} ms` : null].filter(Boolean);
        rows.push({
          measure: `API: ${scenario.name}, ${engine}, ${connections} conn.`,
          value: `${describe(measured)}; ${share.toFixed(1)}% of hello-world${goals.length > 0 ? ` (${goals.join(', ')})` : ''}`,
          detail: `${seconds} s, ${measured.non2xx} non-2xx, ${measured.errors} errors; CPU ${Math.round(measured.cpuPerRequestUs)} µs/request; logging at info; ${measured.load}${connections === 100 ? `; ${latencyFloor(measured, connections)}` : ''}`,
        });
      }
    }
    return rows;
  });
}

/**
 * The hello-world reference, then every scenario on the embedded database and, when
 * `postgresUrl` is given, on PostgreSQL, each for `seconds` at each of {@link CONNECTIONS}.
 * @returns the reference's rows, then one row per engine, scenario and connection count:
 *   requests per second, p50/p99 latency in ms and the share of hello-world's requests per second.
 */
export async function benchApi(seconds: number, postgresUrl: string | null = null): Promise<BenchRow[]> {
  const reference = await helloWorld(seconds);
  const rows: BenchRow[] = [...reference].map(([connections, measured]) => ({
    measure: `API reference: bare Fastify hello-world, ${connections} conn.`,
    value: describe(measured),
    detail: `${seconds} s, ${measured.non2xx} non-2xx, ${measured.errors} errors; CPU ${Math.round(measured.cpuPerRequestUs)} µs/request; no logging; ${measured.load}`,
  }));
  rows.push(...(await benchEngine(seconds, null, reference)));
  if (postgresUrl !== null) rows.push(...(await benchEngine(seconds, postgresUrl, reference)));
  return rows;
}
