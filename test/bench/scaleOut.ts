/**
 * Scale-out (issue #21): throughput of the identity call served by one `npm start` process and by
 * two on one PostgreSQL database behind a round-robin proxy (test/support/roundRobinProxy.ts, in
 * this process). The proxy costs a hop of its own, so one process is measured both directly and
 * behind it: two processes compare with one behind the same proxy. Run by run.ts when
 * BENCH_DATABASE_URL is set; the processes run on a scratch database made there.
 */
import autocannon from 'autocannon';
import { createScratchPostgres } from '../server/support/scratchPostgres';
import { signInOverHttp } from '../support/httpSignIn';
import { startRoundRobinProxy } from '../support/roundRobinProxy';
import { freePort, type ServerProcess, startServerProcess } from '../support/serverProcess';
import type { BenchRow } from './table';

const IDENTITY = '/qg-services/account/users/self/preferences?addOnPermissions=true';
const START_TIMEOUT_MS = 240_000;

/**
 * Loads the identity call for `seconds` with `connections` connections: through one process
 * directly, one behind the proxy, and two behind it.
 * @param adminUrl a PostgreSQL server where a scratch database may be made (BENCH_DATABASE_URL).
 * @returns three rows: requests per second, p50/p99 latency in ms, and how the requests were shared.
 */
export async function benchScaleOut(seconds: number, connections: number, adminUrl: string): Promise<BenchRow[]> {
  const scratch = await createScratchPostgres(adminUrl, 'qg_bench_scale');
  const servers: ServerProcess[] = [];
  const rows: BenchRow[] = [];
  try {
    const env = { DATABASE_URL: scratch.url, BUILD_SPA: 'false', RENDER_THREADS: '1', TRUST_PROXY: 'true' };
    const ports = [await freePort(), await freePort()];
    servers.push(...ports.map((port) => startServerProcess(port, env)));
    await Promise.all(servers.map((server) => server.ready(START_TIMEOUT_MS)));
    const { token } = await signInOverHttp(`http://127.0.0.1:${ports[0]}`, 'examiner');
    const load = async (base: string) =>
      autocannon({ url: `${base}${IDENTITY}`, connections, duration: seconds, headers: { authorization: `Bearer ${token}` } });
    const row = (name: string, result: autocannon.Result, shared: string): BenchRow => ({
      measure: `Scale-out: identity, ${name}`,
      value: `${Math.round(result.requests.average)} req/s; p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
      detail: `PostgreSQL, ${connections} connections, ${seconds} s, ${result.non2xx} non-2xx, ${result.errors} errors${shared}`,
    });

    rows.push(row('one process, direct', await load(`http://127.0.0.1:${ports[0]}`), ''));
    for (const backends of [ports.slice(0, 1), ports]) {
      const proxy = await startRoundRobinProxy(backends);
      try {
        const result = await load(proxy.url);
        rows.push(row(`${backends.length === 1 ? 'one process' : 'two processes'} behind the round-robin proxy`, result, `; served ${proxy.served().join(' / ')}`));
      } finally {
        await proxy.close();
      }
    }
    return rows;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await scratch.drop();
  }
}
