/**
 * Many examiners at once (issue #21): virtual users, each signed in on a session of its own, do
 * the examiner's path over and over for a fixed time, with a person's pauses between steps. One
 * round: the identity, a page of the examinee list (a search), a new examinee every third round
 * (else one of the user's own), that examinee's record, a new PHQ-9 or GAD-7, its responses saved
 * as a draft and then scored, the assessment read back with its scores, and every fourth round a
 * score report generated and downloaded. Every request's latency and outcome is kept; an error is
 * a non-2xx answer or a failed request. The server runs in this process on the embedded database
 * and, with BENCH_DATABASE_URL set, on PostgreSQL in a database made for the run, logging at info
 * as the running server does (to /dev/null).
 */
import { eq } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { accounts, featureLicenses } from '../../src/server/db/schema';
import { examineeBody, phq9Responses } from '../server/support/fixtures';
import { headersOf, signIn } from '../server/support/session';
import { machineLoad, withBenchServer } from './benchEngine';
import { type BenchRow, percentile } from './table';

/** What a run is: how many users, for how long, and their pauses. */
export interface MixSettings {
  users: number;
  /** Length of the measured run, in s (the users start spread over its first tenth). */
  seconds: number;
  /** A user's pause between two steps, in ms: uniform between these. */
  thinkMs: readonly [number, number];
}

/** p99 goals of issue #21 for 200 users over 5 minutes, in ms. */
const P99_GOAL_MS = { PGlite: 1_000, PostgreSQL: 250 } as const;

/** One answered (or failed) request. */
interface Sample {
  step: string;
  ms: number;
  ok: boolean;
}

type Engine = keyof typeof P99_GOAL_MS;

/** The gad7 responses: seven items, 0-3 each. */
const gad7Responses = (values: readonly number[]): Record<string, number> => Object.fromEntries(values.map((value, index) => [`gad7_${index + 1}`, value]));

/** A small deterministic generator per user, so runs are comparable. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

/** One virtual user's loop until `until` (ms since the epoch). */
async function examiner(baseUrl: string, headers: Record<string, string>, seed: number, settings: MixSettings, until: number, samples: Sample[]): Promise<void> {
  const next = random(seed);
  const pause = () => sleep(settings.thinkMs[0] + next() * (settings.thinkMs[1] - settings.thinkMs[0]));
  const call = async <T>(step: string, method: string, url: string, body?: unknown, extra: Record<string, string> = {}): Promise<T | null> => {
    const started = performance.now();
    try {
      const response = await fetch(`${baseUrl}/qg-services${url}`, {
        method,
        headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...extra },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      // Read to the end, as a browser would, before the time is taken.
      const payload = response.headers.get('content-type')?.includes('json') ? ((await response.json()) as T) : (await response.arrayBuffer(), null);
      samples.push({ step, ms: performance.now() - started, ok: response.ok });
      return response.ok ? payload : null;
    } catch {
      samples.push({ step, ms: performance.now() - started, ok: false });
      return null;
    }
  };
  const own: number[] = [];
  for (let round = 0; Date.now() < until; round += 1) {
    const identity = await call<{ userId: number }>('identity', 'GET', '/account/users/self/preferences?addOnPermissions=true');
    await pause();
    await call('examinee list', 'GET', `/assessment-facade/examinees?page=1&pageSize=20&search=${'aeiou'[round % 5]}`);
    await pause();
    if (round % 3 === 0 || own.length === 0) {
      const created = await call<{ id: number }>('create examinee', 'POST', '/assessment-facade/examinees', examineeBody({ firstName: `Mix${seed}`, lastName: `User${round}` }));
      if (created) own.push(created.id);
      await pause();
    }
    const examineeId = own[Math.floor(next() * own.length)];
    if (examineeId === undefined || !identity) continue;
    await call('examinee record', 'GET', `/assessment-facade/examinees/${examineeId}`);
    await pause();
    const phq9 = round % 2 === 0;
    const assessment = await call<{ id: number; version: number }>('create assessment', 'POST', '/assessment-facade/assessments', {
      examineeRecordId: examineeId,
      productId: phq9 ? 'phq9' : 'gad7',
      administrationDate: '2026-11-02',
      examinerId: identity.userId,
    });
    if (!assessment) continue;
    await pause();
    const values = Array.from({ length: phq9 ? 9 : 7 }, () => Math.floor(next() * 4));
    const responses = phq9 ? phq9Responses(values, 1) : gad7Responses(values);
    const half = Object.fromEntries(Object.entries(responses).slice(0, 4));
    const draft = await call<{ version: number }>('save draft', 'PUT', `/assessment-facade/assessments/${assessment.id}`, {
      version: assessment.version,
      responses: half,
      administrationDate: '2026-11-02',
      examinerId: identity.userId,
      status: 'inProgress',
    });
    if (!draft) continue;
    await pause();
    const scored = await call('save scored', 'PUT', `/assessment-facade/assessments/${assessment.id}`, {
      version: draft.version,
      responses,
      administrationDate: '2026-11-02',
      examinerId: identity.userId,
      status: 'scored',
    });
    if (!scored) continue;
    await pause();
    await call('assessment with scores', 'GET', `/assessment-facade/assessments/${assessment.id}`);
    if (round % 4 === 3) {
      await pause();
      const report = await call<{ id: number }>('generate report', 'POST', `/assessment-facade/assessments/${assessment.id}/reports`, { reportType: 'score' }, { 'idempotency-key': `mix-${seed}-${round}` });
      if (report) await call('download report', 'GET', `/assessment-facade/reports/${report.id}/download`);
    }
    await pause();
  }
}

/**
 * Runs the mix on one engine and sums it up in one row (with the slowest steps' p99 in its detail).
 * @param postgresUrl a PostgreSQL server to make the run's database on, or `null` for the embedded database.
 */
export async function benchMixOn(settings: MixSettings, postgresUrl: string | null): Promise<BenchRow> {
  const engine: Engine = postgresUrl === null ? 'PGlite' : 'PostgreSQL';
  return withBenchServer(postgresUrl, { databaseName: 'qg_bench_mix', loginsPerMinute: 100_000 }, async (app, database) => {
    // The demo account's 500 report usages would run out within the run: the examiners' account
    // buys a larger licence first, so every report the mix asks for is one it may generate.
    const [clinic] = await database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, 'Demo Clinic'));
    if (!clinic) throw new Error('The demo account is missing.');
    const year = new Date().getUTCFullYear();
    await database.db.insert(featureLicenses).values({
      accountId: clinic.id,
      name: 'Bench: clinical reports, 100,000 usages',
      kind: 'usage',
      productId: null,
      reportType: null,
      usagesGranted: 100_000,
      validFrom: `${year}-01-01`,
      validUntil: `${year + 1}-12-31`,
    });
    const sessions = [];
    for (let user = 0; user < settings.users; user += 1) sessions.push(await signIn(app, 'examiner'));
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const samples: Sample[] = [];
    const load = machineLoad();
    const until = Date.now() + settings.seconds * 1_000;
    const spread = (settings.seconds * 1_000) / 10 / settings.users;
    await Promise.all(
      sessions.map(async (session, user) => {
        await sleep(user * spread);
        await examiner(baseUrl, headersOf(session), user + 1, settings, until, samples);
      }),
    );
    const all = samples.map((sample) => sample.ms).sort((a, b) => a - b);
    const errors = samples.filter((sample) => !sample.ok).length;
    const steps = [...new Set(samples.map((sample) => sample.step))].map((step) => {
      const times = samples.filter((sample) => sample.step === step).map((sample) => sample.ms).sort((a, b) => a - b);
      return { step, p99: percentile(times, 99), count: times.length };
    });
    const slowest = steps.sort((a, b) => b.p99 - a.p99).slice(0, 4);
    return {
      measure: `Examiner mix: ${settings.users} users for ${settings.seconds} s, ${engine}`,
      value: `${samples.length} requests, ${errors} errors; p50 ${percentile(all, 50).toFixed(0)} ms, p99 ${percentile(all, 99).toFixed(0)} ms (goal: 0 errors, p99 < ${P99_GOAL_MS[engine]} ms)`,
      detail: `pauses ${settings.thinkMs[0]}-${settings.thinkMs[1]} ms; slowest p99: ${slowest.map((entry) => `${entry.step} ${entry.p99.toFixed(0)} ms (${entry.count})`).join(', ')}; logging at info; ${load} at start, ${machineLoad()} at end`,
    };
  });
}

/**
 * The examiner's mix on the embedded database and, when `postgresUrl` is given, on PostgreSQL.
 * @returns one row per engine: requests, errors, p50 and p99 latency in ms beside the goal.
 */
export async function benchMix(settings: MixSettings, postgresUrl: string | null = null): Promise<BenchRow[]> {
  const rows = [await benchMixOn(settings, null)];
  if (postgresUrl !== null) rows.push(await benchMixOn(settings, postgresUrl));
  return rows;
}
