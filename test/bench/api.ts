/**
 * API latency and throughput under load: the real server on an in-memory embedded database,
 * listening on loopback, loaded by autocannon with a signed-in examiner's bearer token.
 */
import autocannon from 'autocannon';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openPglite } from '../../src/server/db/client';
import { signIn } from '../server/support/session';
import type { BenchRow } from './table';

/** One endpoint under load. */
interface Scenario {
  name: string;
  path: string;
}

const SCENARIOS: readonly Scenario[] = [
  { name: 'GET examinee list (page of 20)', path: '/qg-services/assessment-facade/examinees?page=1&pageSize=20' },
  { name: 'GET self preferences (identity)', path: '/qg-services/account/users/self/preferences?addOnPermissions=true' },
];

/**
 * Loads each scenario for `seconds` with `connections` concurrent connections.
 * @returns one row per scenario: requests per second, p50/p99 latency in ms, non-2xx count.
 */
export async function benchApi(seconds: number, connections: number): Promise<BenchRow[]> {
  const database = await openPglite(null);
  const config = { ...loadConfig({}), loginRateLimitPerMinute: 1000, logLevel: 'warn' as const };
  const app = await buildApp({ config, database, logger: false });
  try {
    const session = await signIn(app, 'examiner');
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const rows: BenchRow[] = [];
    for (const scenario of SCENARIOS) {
      const result = await autocannon({
        url: `${address}${scenario.path}`,
        connections,
        duration: seconds,
        headers: { authorization: `Bearer ${session.token}` },
      });
      rows.push({
        measure: `API: ${scenario.name}`,
        value: `${Math.round(result.requests.average)} req/s; p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
        detail: `${connections} connections, ${seconds} s, ${result.non2xx} non-2xx, ${result.errors} errors`,
      });
    }
    return rows;
  } finally {
    await app.close();
  }
}
